import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes euros as each language does', () => {
    expect(formatMoney('fi', 9.9)).toBe('9,90\u00a0€');
    expect(formatMoney('en', 9.9)).toBe('€9.90');
  });

  it('leaves out the cents of a whole amount, the free plan’s 0 too', () => {
    expect(formatMoney('en', 0)).toBe('€0');
    expect(formatMoney('fi', 0)).toBe('0\u00a0€');
    expect(formatMoney('en', 49)).toBe('€49');
  });

  it('takes the currency as Stripe names it (lower case)', () => {
    expect(formatMoney('en', 12.5, 'usd')).toBe('US$12.50');
  });
});
