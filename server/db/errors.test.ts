import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

const unique = () => Object.assign(new Error('duplicate key value'), { code: '23505' });

describe('isUniqueViolation', () => {
  it("reads the driver's code, also under Drizzle's wrapper", () => {
    expect(isUniqueViolation(unique())).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: unique() }))).toBe(true);
  });

  it('is false for other codes and for what is not an error', () => {
    for (const code of ['23503', '22P02', '08006', 23505])
      expect(isUniqueViolation(Object.assign(new Error('x'), { code }))).toBe(false);
    for (const value of [undefined, null, '23505', 23505, {}])
      expect(isUniqueViolation(value)).toBe(false);
  });

  it('ends on an error whose cause points back at itself', () => {
    const error: Error & { cause?: unknown } = new Error('loop');
    error.cause = error;
    expect(isUniqueViolation(error)).toBe(false);
  });
});
