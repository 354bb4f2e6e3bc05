/** The mail that hands a contact message to the support inbox (CONTACT_TO), worded in English. */
import { translator } from '@server/lib/i18n';
import type { MailMessage } from '@server/lib/mail';
import type { ContactMessageRow } from './repository';

export function contactMail(to: string, row: ContactMessageRow): MailMessage {
  const t = translator('en');
  const key = (k: string, params?: Record<string, unknown>) =>
    t(`marketingMail:contact.${k}`, params);
  return {
    to,
    // Answering the mail answers the visitor.
    replyTo: `"${row.name.replace(/["\\]/g, '')}" <${row.email}>`,
    subject: key('subject', { subject: row.subject }),
    text: [
      key('intro'),
      '',
      `${key('name')}: ${row.name}`,
      `${key('email')}: ${row.email}`,
      `${key('language')}: ${row.language}`,
      `${key('sentAt')}: ${row.createdAt.toISOString()}`,
      `${key('reference')}: ${row.id}`,
      '',
      `${key('subjectLabel')}: ${row.subject}`,
      '',
      row.message,
      '',
      '--',
      key('replyHint'),
    ].join('\n'),
  };
}
