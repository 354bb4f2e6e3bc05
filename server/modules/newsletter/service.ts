/**
 * Double opt-in newsletter subscriptions. A subscribe call answers the same for every address (no
 * enumeration); mail goes out after the answer. Confirm tokens are random and stored as hashes; the
 * unsubscribe token is derived from the subscriber's id with a server secret, so every mail can carry
 * the same working link without the token itself ever being stored.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@/domain/languages';
import type { NewsletterOutcome } from '@/domain/newsletter-outcomes';
import type { RateLimiter } from '@server/lib/rate-limiter';
import { hashToken, newToken } from '@server/lib/secrets';
import { counterKey, LIMIT_TABLE } from '@server/plugins/limit-table';
import type { Mailer, MailMessage } from '@server/lib/mail';
import { confirmSubscriptionMail } from './mails';
import type { NewsletterRepository, SubscriberRow } from './repository';

/** A pending address gets at most one confirmation mail in this window, however often it is sent. */
const [MAIL_SLOT] = LIMIT_TABLE.newsletterMail.counters;
export const CONFIRM_RESEND_WINDOW_MS = MAIL_SLOT.windowMs;

export interface NewsletterServiceDeps {
  repo: NewsletterRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  appOrigin: string;
  secret: string;
  log: FastifyBaseLogger;
}

export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { repo, mailer, limiter, appOrigin, secret, log } = deps;

  const unsubscribeToken = (id: string) =>
    createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');

  const link = (action: 'confirm' | 'unsubscribe', token: string) =>
    `${appOrigin}/api/newsletter/${action}/?token=${encodeURIComponent(token)}`;

  function sendLater(message: MailMessage) {
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error }, 'newsletter mail failed'));
  }

  /** Claims the address's mail slot; false when a confirmation went out within the window. */
  async function mayMail(email: string): Promise<boolean> {
    const slot = await limiter.hit(counterKey(MAIL_SLOT, email), MAIL_SLOT.max, MAIL_SLOT.windowMs);
    return slot.allowed;
  }

  function mailConfirmation(row: SubscriberRow, confirmToken: string, lang: Language) {
    sendLater(
      confirmSubscriptionMail(lang, row.email, {
        confirm: link('confirm', confirmToken),
        unsubscribe: link('unsubscribe', unsubscribeToken(row.id)),
      }),
    );
  }

  async function startPending(email: string, lang: Language): Promise<void> {
    const existing = await repo.findByEmail(email);
    if (existing?.status === 'confirmed') return;
    if (!(await mayMail(email))) return;
    const confirmToken = newToken();
    if (!existing) {
      const id = randomUUID();
      const row = await repo.insert({
        id,
        email,
        language: lang,
        status: 'pending',
        confirmTokenHash: hashToken(confirmToken),
        unsubscribeTokenHash: hashToken(unsubscribeToken(id)),
      });
      // Lost a race with a parallel request for the same address: that one mails.
      if (row) mailConfirmation(row, confirmToken, lang);
      return;
    }
    // Pending again, or back after unsubscribing: a new link replaces the old one.
    const row = await repo.update(existing.id, {
      status: 'pending',
      language: lang,
      confirmTokenHash: hashToken(confirmToken),
      unsubscribedAt: null,
    });
    if (row) mailConfirmation(row, confirmToken, lang);
  }

  return {
    async subscribe(email: string, lang: Language): Promise<void> {
      await startPending(email, lang);
    },

    async confirm(token: string): Promise<NewsletterOutcome> {
      if (!token) return 'invalid';
      const row = await repo.findByConfirmHash(hashToken(token));
      if (!row || row.status === 'unsubscribed') return 'invalid';
      if (row.status === 'pending')
        await repo.update(row.id, { status: 'confirmed', confirmedAt: new Date() });
      return 'confirmed';
    },

    async unsubscribe(token: string): Promise<NewsletterOutcome> {
      if (!token) return 'invalid';
      const row = await repo.findByUnsubscribeHash(hashToken(token));
      if (!row) return 'invalid';
      if (row.status !== 'unsubscribed') {
        // The old confirmation link must not bring the address back.
        await repo.update(row.id, {
          status: 'unsubscribed',
          unsubscribedAt: new Date(),
          confirmTokenHash: null,
        });
      }
      return 'unsubscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
