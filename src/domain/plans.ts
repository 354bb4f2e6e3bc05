/** The three plans; prices in euros. Yearly prices give two months free (10 x monthly, rounded). */
export const PLANS = [
  { id: 'basic', monthly: 0, yearly: 0, comingSoon: false, templates: 8, cvs: 1 },
  { id: 'pro', monthly: 4.99, yearly: 49.9, comingSoon: true, templates: 8, cvs: null },
  { id: 'ultra', monthly: 9.99, yearly: 99.9, comingSoon: true, templates: 8, cvs: null },
] as const;

export type PlanId = (typeof PLANS)[number]['id'];
export type BillingPeriod = 'monthly' | 'yearly';
