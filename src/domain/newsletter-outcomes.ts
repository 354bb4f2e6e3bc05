/**
 * Where the newsletter's confirm and unsubscribe links land, apart from the subscribe form's rules
 * (newsletter.ts): the app's route table reads these, and every screen would build the account's
 * schemas with them.
 */

/** The landing page with `?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
export const NEWSLETTER_QUERY_PARAM = 'newsletter';

export function isNewsletterOutcome(value: string | null): value is NewsletterOutcome {
  return (NEWSLETTER_OUTCOMES as readonly (string | null)[]).includes(value);
}
