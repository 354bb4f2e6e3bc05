/** The notices of two-step sign-in, each with a way back if it was not the owner who did it. */
import type { Language } from '@/domain/languages';
import type { MailMessage } from '@server/lib/mail';
import { compose, text } from '../mails';

type Notice =
  | 'twoStepOn'
  | 'twoStepOff'
  | 'recoveryCodesNew'
  | 'secondFactorResetDone'
  | 'secondFactorResetCancelled';

/** Turned on, turned off, or new recovery codes made (the old ones stop working). */
export const twoStepMail = (notice: Notice, lang: Language, to: string): MailMessage =>
  compose(lang, notice, to, (t) => [text(t(`mail:${notice}.body`)), text(t('mail:twoStepNotYou'))]);

/** A reset was asked for: when it takes effect, and how to stop it if it was not the owner. */
export const resetAskedMail = (lang: Language, to: string, dueAt: Date): MailMessage =>
  compose(lang, 'secondFactorResetAsked', to, (t) => [
    text(
      t('mail:secondFactorResetAsked.body', {
        date: new Intl.DateTimeFormat(lang === 'fi' ? 'fi-FI' : 'en-GB', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'UTC',
        }).format(dueAt),
      }),
    ),
    text(t('mail:secondFactorResetAsked.notYou')),
  ]);

/** A recovery code opened a sign-in: how many are left. */
export const recoveryCodeUsedMail = (lang: Language, to: string, left: number): MailMessage =>
  compose(lang, 'recoveryCodeUsed', to, (t) => [
    text(t('mail:recoveryCodeUsed.body', { count: left })),
    text(t('mail:twoStepNotYou')),
  ]);
