/** Newsletter inputs, shared by the landing page's box and /api/newsletter. */
import { z } from 'zod';
import { emailSchema } from './account';

export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** Where the confirm and unsubscribe links land: the landing page with `?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
export const NEWSLETTER_QUERY_PARAM = 'newsletter';

export function isNewsletterOutcome(value: string | null): value is NewsletterOutcome {
  return (NEWSLETTER_OUTCOMES as readonly (string | null)[]).includes(value);
}
