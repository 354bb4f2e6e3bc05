/** Paid plans' prices and the checkout input, shared by the payments API and the app. */
import { z } from 'zod';
import { plainText } from './plain-text';
import { PLANS } from './plans';

export type PaidPlanId = 'pro' | 'ultra';
export type PriceInterval = 'month' | 'year';

/** Stripe prices are found by these lookup keys, so ids can change in Stripe without a deploy. */
export const PRICE_LOOKUP_KEYS = {
  pro_monthly: { plan: 'pro', interval: 'month' },
  pro_yearly: { plan: 'pro', interval: 'year' },
  ultra_monthly: { plan: 'ultra', interval: 'month' },
  ultra_yearly: { plan: 'ultra', interval: 'year' },
} as const satisfies Record<string, { plan: PaidPlanId; interval: PriceInterval }>;

export type PriceLookupKey = keyof typeof PRICE_LOOKUP_KEYS;

export const priceSchema = z.object({
  /** The Stripe price id, or the lookup key when Stripe is not configured. */
  id: z.string(),
  plan: z.enum(['pro', 'ultra']),
  interval: z.enum(['month', 'year']),
  /** In cents. */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
});

export type PriceDto = z.infer<typeof priceSchema>;

export const checkoutSessionSchema = z.object({
  price_id: plainText().min(1, 'validation.required').max(255),
});

/** What create-checkout-session answers: Stripe's session and the page to send the user to. */
export const checkoutAnswerSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutSessionDto = z.output<typeof checkoutAnswerSchema>;

/** The documented prices (src/domain/plans.ts), in the shape the prices call answers. */
export function defaultPrices(): PriceDto[] {
  return (Object.keys(PRICE_LOOKUP_KEYS) as PriceLookupKey[]).map((key) => {
    const { plan, interval } = PRICE_LOOKUP_KEYS[key];
    const euros = PLANS.find((p) => p.id === plan)![interval === 'month' ? 'monthly' : 'yearly'];
    return { id: key, plan, interval, amount: Math.round(euros * 100), currency: 'eur' };
  });
}
