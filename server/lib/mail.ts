/**
 * Sends mail through SMTP_URL; without it every message is written as an .eml file under
 * DATA_DIR/mail/ (owner-only) and its path is logged, so sign-up works on a laptop with no mail
 * server. The links in it (sign-in by e-mail, password reset) are secrets: only LOG_LEVEL=debug
 * shows them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where .eml files go when there is no SMTP server (undefined with SMTP). */
  outboxDir?: string;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outboxDir = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}.eml`;
      const file = path.join(outboxDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ subject: message.subject, file }, 'mail written to the outbox');
      options.log.debug(
        { to: message.to, file, links: message.text.match(LINK) ?? [] },
        'links in the mail written to the outbox',
      );
    },
  };
}
