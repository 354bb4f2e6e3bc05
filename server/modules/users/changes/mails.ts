/** The mails of the account's changes: sign-up, a password reset or change, a new address. */
import type { Language } from '@/domain/languages';
import type { MailMessage } from '@server/lib/mail';
import { button, compose, expiringLinkMail, text } from '../identity';

export const verifyMail = expiringLinkMail('verify');
export const resetMail = expiringLinkMail('reset');

export function alreadyRegisteredMail(
  lang: Language,
  to: string,
  loginLink: string,
  resetLink: string,
): MailMessage {
  return compose(lang, 'alreadyRegistered', to, (t) => [
    text(t('mail:alreadyRegistered.body')),
    button(t('mail:alreadyRegistered.button'), loginLink),
    text(t('mail:alreadyRegistered.reset')),
    button(t('mail:alreadyRegistered.resetButton'), resetLink),
    text(t('mail:ignore')),
  ]);
}

/** A notice that the password changed: what happened, then a reset for the owner it was not. */
const passwordNotice =
  (kind: 'passwordChanged' | 'passwordResetWithoutSecondFactor' | 'passwordUpdated') =>
  (lang: Language, to: string, resetLink: string): MailMessage =>
    compose(lang, kind, to, (t) => [
      text(t(`mail:${kind}.body`)),
      text(t('mail:passwordChanged.notYou')),
      button(t('mail:passwordChanged.button'), resetLink),
    ]);

export const passwordChangedMail = passwordNotice('passwordChanged');

/**
 * A reset made with the mailed link alone on an account with two-step sign-in on: what stayed (the
 * code at sign-in, the devices that passed it) and the way back.
 */
export const passwordResetWithoutSecondFactorMail = passwordNotice(
  'passwordResetWithoutSecondFactor',
);

/** The owner changed (or, with only Google or Facebook before, set) the password while signed in. */
export const passwordUpdatedMail = passwordNotice('passwordUpdated');

/** To the new address: the account moves to it only when this link is opened. */
export function confirmNewEmailMail(lang: Language, to: string, link: string): MailMessage {
  return compose(lang, 'confirmNewEmail', to, (t) => [
    text(t('mail:confirmNewEmail.body')),
    button(t('mail:confirmNewEmail.button'), link),
    text(t('mail:verify.expires')),
    text(t('mail:ignore')),
  ]);
}

/** To the old address once the change is made, so a change nobody asked for does not go unseen. */
export function emailChangedMail(
  lang: Language,
  to: string,
  newEmail: string,
  contactLink: string,
): MailMessage {
  return compose(lang, 'emailChanged', to, (t) => [
    text(t('mail:emailChanged.body', { email: newEmail })),
    text(t('mail:emailChanged.notYou')),
    button(t('mail:emailChanged.button'), contactLink),
  ]);
}

/** To an address another account already has: nothing changed, and how to go on if it was them. */
export function emailInUseMail(lang: Language, to: string, loginLink: string): MailMessage {
  return compose(lang, 'emailInUse', to, (t) => [
    text(t('mail:emailInUse.body')),
    button(t('mail:emailInUse.button'), loginLink),
    text(t('mail:ignore')),
  ]);
}
