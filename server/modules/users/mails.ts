/**
 * The account e-mails, worded in the user's language from locales/{lng}/mail.json, each with a
 * plain-text part and a branded HTML part built from the same blocks.
 */
import type { Language } from '@/domain/languages';
import { translator, type ServerT } from '@server/lib/i18n';
import type { MailMessage } from '@server/lib/mail';
import { mailHtml, mailText, type MailBlock, type MailLayout } from '@server/lib/mail-html';
import type { ClaimantLeft } from './repository';

type Kind =
  | 'verify'
  | 'alreadyRegistered'
  | 'reset'
  | 'passwordChanged'
  | 'passwordUpdated'
  | 'passwordResetWithoutSecondFactor'
  | 'confirmNewEmail'
  | 'emailChanged'
  | 'emailInUse'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'claimRemoved'
  | 'twoStepOn'
  | 'twoStepOff'
  | 'recoveryCodesNew'
  | 'recoveryCodeUsed'
  | 'secondFactorResetLink'
  | 'secondFactorResetAsked'
  | 'secondFactorResetReminder'
  | 'secondFactorResetDone'
  | 'secondFactorResetCancelled'
  | 'secondFactorResetStopped';

export const text = (value: string): MailBlock => ({ kind: 'text', text: value });
export const button = (label: string, href: string): MailBlock => ({ kind: 'button', label, href });

/** Greeting, the blocks `body` writes in the user's language, signature; as text and as HTML. */
export function compose(
  lang: Language,
  kind: Kind,
  to: string,
  body: (t: ServerT) => MailBlock[],
): MailMessage {
  const t = translator(lang);
  const subject = t(`mail:${kind}.subject`);
  const layout: MailLayout = {
    lang,
    title: subject,
    greeting: t('mail:greeting'),
    blocks: body(t),
    signature: t('mail:signature'),
    fallback: t('mail:buttonFallback'),
    brand: t('common:app.name'),
  };
  return { to, subject, text: mailText(layout), html: mailHtml(layout) };
}

/**
 * A mail whose point is one link that expires: verify the address, reset the password, or start
 * the reset of a lost second factor.
 */
export const expiringLinkMail =
  (kind: 'verify' | 'reset' | 'secondFactorResetLink') =>
  (lang: Language, to: string, link: string): MailMessage =>
    compose(lang, kind, to, (t) => [
      text(t(`mail:${kind}.body`)),
      button(t(`mail:${kind}.button`), link),
      text(t(`mail:${kind}.expires`)),
      text(t('mail:ignore')),
    ]);

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

export function passwordChangedMail(lang: Language, to: string, resetLink: string): MailMessage {
  return compose(lang, 'passwordChanged', to, (t) => [
    text(t('mail:passwordChanged.body')),
    text(t('mail:passwordChanged.notYou')),
    button(t('mail:passwordChanged.button'), resetLink),
  ]);
}

/**
 * A reset made with the mailed link alone on an account with two-step sign-in on: what stayed (the
 * code at sign-in, the devices that passed it) and the way back.
 */
export function passwordResetWithoutSecondFactorMail(
  lang: Language,
  to: string,
  resetLink: string,
): MailMessage {
  return compose(lang, 'passwordResetWithoutSecondFactor', to, (t) => [
    text(t('mail:passwordResetWithoutSecondFactor.body')),
    text(t('mail:passwordChanged.notYou')),
    button(t('mail:passwordChanged.button'), resetLink),
  ]);
}

/** The owner changed (or, with only Google or Facebook before, set) the password while signed in. */
export function passwordUpdatedMail(lang: Language, to: string, resetLink: string): MailMessage {
  return compose(lang, 'passwordUpdated', to, (t) => [
    text(t('mail:passwordUpdated.body')),
    text(t('mail:passwordChanged.notYou')),
    button(t('mail:passwordChanged.button'), resetLink),
  ]);
}

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

/** A passkey was added to the account or removed from it: the owner hears of either. */
export function passkeyChangedMail(
  lang: Language,
  to: string,
  change: 'passkeyAdded' | 'passkeyRemoved',
  name: string,
  accountLink: string,
): MailMessage {
  return compose(lang, change, to, (t) => [
    text(t(`mail:${change}.body`, { name })),
    text(t(`mail:${change}.notYou`)),
    button(t(`mail:${change}.button`), accountLink),
  ]);
}

/** The owner proved the address: what an earlier, unproven claimant had set up and is now gone. */
export function claimRemovedMail(
  lang: Language,
  to: string,
  left: ClaimantLeft,
  accountLink: string,
): MailMessage {
  return compose(lang, 'claimRemoved', to, (t) => [
    text(t('mail:claimRemoved.body')),
    ...left.providers.map((provider) =>
      text(
        `– ${t(provider === 'google' ? 'mail:claimRemoved.google' : 'mail:claimRemoved.facebook')}`,
      ),
    ),
    ...left.passkeys.map((name) => text(`– ${t('mail:claimRemoved.passkey', { name })}`)),
    ...(left.twoStep ? [text(`– ${t('mail:claimRemoved.twoStep')}`)] : []),
    ...(left.cvs.length || left.username
      ? [
          text(t('mail:claimRemoved.madePrivate')),
          ...left.cvs.map((title) =>
            text(
              `– ${title ? t('mail:claimRemoved.cv', { title }) : t('mail:claimRemoved.cvUntitled')}`,
            ),
          ),
          ...(left.username
            ? [text(`– ${t('mail:claimRemoved.username', { username: left.username })}`)]
            : []),
        ]
      : []),
    text(t('mail:claimRemoved.after')),
    button(t('mail:claimRemoved.button'), accountLink),
  ]);
}
