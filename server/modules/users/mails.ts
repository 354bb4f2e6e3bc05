/** The account e-mails, worded in the user's language from locales/{lng}/mail.json. */
import type { Language } from '@/domain/languages';
import { translator } from '@server/lib/i18n';
import type { MailMessage } from '@server/plugins/mail';

type Kind = 'verify' | 'alreadyRegistered' | 'reset' | 'passwordChanged';

function compose(lang: Language, kind: Kind, to: string, lines: string[]): MailMessage {
  const t = translator(lang);
  const text = [t('mail:greeting'), '', ...lines, '', t('mail:signature')].join('\n');
  return { to, subject: t(`mail:${kind}.subject`), text };
}

export function verifyMail(lang: Language, to: string, link: string): MailMessage {
  const t = translator(lang);
  return compose(lang, 'verify', to, [
    t('mail:verify.body'),
    '',
    link,
    '',
    t('mail:verify.expires'),
    t('mail:ignore'),
  ]);
}

export function alreadyRegisteredMail(
  lang: Language,
  to: string,
  loginLink: string,
  resetLink: string,
): MailMessage {
  const t = translator(lang);
  return compose(lang, 'alreadyRegistered', to, [
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

export function resetMail(lang: Language, to: string, link: string): MailMessage {
  const t = translator(lang);
  return compose(lang, 'reset', to, [
    t('mail:reset.body'),
    '',
    link,
    '',
    t('mail:reset.expires'),
    t('mail:ignore'),
  ]);
}

export function passwordChangedMail(lang: Language, to: string, resetLink: string): MailMessage {
  const t = translator(lang);
  return compose(lang, 'passwordChanged', to, [
    t('mail:passwordChanged.body'),
    '',
    t('mail:passwordChanged.notYou'),
    resetLink,
  ]);
}
