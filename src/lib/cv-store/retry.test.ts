import { describe, expect, it } from 'vitest';
import { isRefusal, retryDelayMs } from './retry';

describe('a refusal', () => {
  it('is a 4xx the owner must act on; 401, 408 and 429 are sent again', () => {
    for (const status of [400, 403, 404, 409, 413, 415, 422]) expect(isRefusal(status)).toBe(true);
    for (const status of [200, 302, 401, 408, 429, 500, 502, 503, 504])
      expect(isRefusal(status)).toBe(false);
  });
});

describe('when a change that could not be sent is tried again', () => {
  const schedule = { firstMs: 4_000, maxMs: 300_000 };

  it('doubles the wait after each failure in a row, up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, schedule))).toEqual([
      4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000,
    ]);
    expect(retryDelayMs(1_000, schedule)).toBe(300_000);
  });

  it('treats a count below one (a first try) as the first failure', () => {
    expect(retryDelayMs(0, schedule)).toBe(4_000);
  });
});
