/** Contact messages: stored first, then mailed to the support inbox; a failed mail never loses one. */
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage } from '@/domain/contact';
import type { Language } from '@/domain/languages';
import type { Mailer } from '@server/lib/mail';
import { contactMail } from './mails';
import type { ContactMessageRow, ContactRepository } from './repository';

export interface ContactServiceDeps {
  repo: ContactRepository;
  mailer: Mailer;
  contactTo: string;
  log: FastifyBaseLogger;
}

export function createContactService({ repo, mailer, contactTo, log }: ContactServiceDeps) {
  /** Mails a stored message; on failure it stays stored with mailed_at null for a later look. */
  async function deliver(row: ContactMessageRow): Promise<boolean> {
    try {
      await mailer.send(contactMail(contactTo, row));
    } catch (error) {
      log.error({ err: error, contactMessageId: row.id }, 'contact message stored but not mailed');
      return false;
    }
    try {
      await repo.markMailed(row.id);
    } catch (error) {
      log.error({ err: error, contactMessageId: row.id }, 'contact message mailed but not marked');
    }
    return true;
  }

  return {
    /** Stores the message and starts mailing it; the answer does not wait for the mail server. */
    async submit(
      input: ContactMessage,
      meta: { language: Language; ip: string },
    ): Promise<{ row: ContactMessageRow; delivery: Promise<boolean> }> {
      const row = await repo.insert({ ...input, language: meta.language, ip: meta.ip });
      return { row, delivery: deliver(row) };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
