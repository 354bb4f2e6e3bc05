/**
 * For tests only (like src/lib/i18n-for-tests.ts): fast-check months and start/end pairs for the
 * date-order rule, shared by the domain's, the wizard's, the editor's and the API's tests.
 */
import fc from 'fast-check';

/** A month as the CV stores it: 'YYYY-MM-01'. */
export const monthArb = fc
  .tuple(fc.integer({ min: 1950, max: 2030 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}-01`);

/** A start month, and an end month no earlier than it or none (still going). */
export const datesInOrderArb = fc
  .tuple(monthArb, fc.option(monthArb, { nil: null }))
  .map(([a, b]) =>
    b !== null && b < a ? { start_date: b, end_date: a } : { start_date: a, end_date: b },
  );

/** A start month and an end month before it. */
export const datesOutOfOrderArb = fc
  .tuple(monthArb, monthArb)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => (a < b ? { start_date: b, end_date: a } : { start_date: a, end_date: b }));
