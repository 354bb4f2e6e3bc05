/** The notices of two-step sign-in, each with a way back if it was not the owner who did it. */
import type { Language } from '@/domain/languages';
import type { MailMessage } from '@server/lib/mail';
import { button, compose, expiringLinkMail, text } from '@server/modules/users/identity';

type Notice =
  | 'twoStepOn'
  | 'twoStepOff'
  | 'recoveryCodesNew'
  | 'secondFactorResetDone'
  | 'secondFactorResetCancelled'
  | 'secondFactorResetStopped';

/** Turned on, turned off, or new recovery codes made (the old ones stop working). */
export const twoStepMail = (notice: Notice, lang: Language, to: string): MailMessage =>
  compose(lang, notice, to, (t) => [text(t(`mail:${notice}.body`)), text(t('mail:twoStepNotYou'))]);

/** The reset's date as the mail's reader reads it (UTC, said so in the text). */
const dateOf = (lang: Language, at: Date) =>
  new Intl.DateTimeFormat(lang === 'fi' ? 'fi-FI' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);

/** The link that starts the seven-day wait, mailed when the second sign-in screen asks for it. */
export const resetLinkMail = expiringLinkMail('secondFactorResetLink');

/**
 * The wait began (`asked`) or ends tomorrow (`reminder`): when two-step sign-in turns off, and
 * how to stop it from the account page if it was not the owner.
 */
export const resetNoticeMail = (
  notice: 'secondFactorResetAsked' | 'secondFactorResetReminder',
  lang: Language,
  to: string,
  dueAt: Date,
  accountLink: string,
): MailMessage =>
  compose(lang, notice, to, (t) => [
    text(t(`mail:${notice}.body`, { date: dateOf(lang, dueAt) })),
    text(t('mail:secondFactorResetNotYou')),
    button(t('mail:secondFactorResetCancelButton'), accountLink),
  ]);

/** A recovery code opened a sign-in: how many are left. */
export const recoveryCodeUsedMail = (lang: Language, to: string, left: number): MailMessage =>
  compose(lang, 'recoveryCodeUsed', to, (t) => [
    text(t('mail:recoveryCodeUsed.body', { count: left })),
    text(t('mail:twoStepNotYou')),
  ]);
