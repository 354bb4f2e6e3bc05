/** The account e-mails, worded in the user's language from locales/{lng}/mail.json. */
import type { Language } from '@/domain/languages';
import { translator, type ServerT } from '@server/lib/i18n';
import type { MailMessage } from '@server/lib/mail';

type Kind = 'verify' | 'alreadyRegistered' | 'reset' | 'passwordChanged';

/** Greeting, the lines `body` writes in the user's language, signature. */
function compose(lang: Language, kind: Kind, to: string, body: (t: ServerT) => string[]) {
  const t = translator(lang);
  const text = [t('mail:greeting'), '', ...body(t), '', t('mail:signature')].join('\n');
  return { to, subject: t(`mail:${kind}.subject`), text } satisfies MailMessage;
}

/** A mail whose point is one link that expires: verify the address, or reset the password. */
const expiringLinkMail =
  (kind: 'verify' | 'reset') =>
  (lang: Language, to: string, link: string): MailMessage =>
    compose(lang, kind, to, (t) => [
      t(`mail:${kind}.body`),
      '',
      link,
      '',
      t(`mail:${kind}.expires`),
      t('mail:ignore'),
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
    t('mail:alreadyRegistered.body'),
    '',
    loginLink,
    '',
    t('mail:alreadyRegistered.reset'),
    resetLink,
    '',
    t('mail:ignore'),
  ]);
}

export function passwordChangedMail(lang: Language, to: string, resetLink: string): MailMessage {
  return compose(lang, 'passwordChanged', to, (t) => [
    t('mail:passwordChanged.body'),
    '',
    t('mail:passwordChanged.notYou'),
    resetLink,
  ]);
}
