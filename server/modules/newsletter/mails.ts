/** Newsletter mail, worded in the subscriber's language; every one ends with an unsubscribe link. */
import type { Language } from '@/domain/languages';
import { translator } from '@server/lib/i18n';
import type { MailMessage } from '@server/lib/mail';

function withFooter(lang: Language, lines: string[], unsubscribeLink: string): string {
  const t = translator(lang);
  return [
    t('mail:greeting'),
    '',
    ...lines,
    '',
    t('mail:signature'),
    '',
    '--',
    t('marketingMail:newsletter.unsubscribe'),
    unsubscribeLink,
  ].join('\n');
}

export function confirmSubscriptionMail(
  lang: Language,
  to: string,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const t = translator(lang);
  return {
    to,
    subject: t('marketingMail:newsletter.confirm.subject'),
    text: withFooter(
      lang,
      [
        t('marketingMail:newsletter.confirm.body'),
        '',
        links.confirm,
        '',
        t('marketingMail:newsletter.confirm.ignore'),
      ],
      links.unsubscribe,
    ),
  };
}
