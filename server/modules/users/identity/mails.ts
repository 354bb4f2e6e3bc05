/**
 * How the account e-mails are made: worded in the user's language from locales/{lng}/mail.json,
 * each with a plain-text part and a branded HTML part built from the same blocks. The mails
 * themselves are beside the rules that send them.
 */
import type { Language } from '@/domain/languages';
import { translator, type ServerT } from '@server/lib/i18n';
import type { MailMessage } from '@server/lib/mail';
import { mailHtml, mailText, type MailBlock, type MailLayout } from '@server/lib/mail-html';

/** Every account mail, by its key in locales/{lng}/mail.json. */
export type MailKind =
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
  kind: MailKind,
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
