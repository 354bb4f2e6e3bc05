import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes euros as each language does', () => {
    expect(formatMoney('fi', 9.9)).toBe('9,90\u00a0€');
    expect(formatMoney('en', 9.9)).toBe('€9.90');
  });

  it('takes the currency as Stripe names it (lower case)', () => {
    expect(formatMoney('en', 12, 'usd')).toBe('US$12.00');
  });
});
