import { describe, expect, it } from 'vitest';
import { createPathKeys } from './path-keys';

/** Every path a page, so only the memory's own bounds say what it keeps. */
const everyPath = () => createPathKeys((path) => path.toLowerCase());

describe("the fast path's memory of paths", () => {
  it('answers a path from what it worked out once', () => {
    let worked = 0;
    const keys = createPathKeys((path) => (worked++, path === '/aino' ? 'aino/?' : null));
    expect([keys.get('/aino'), keys.get('/aino'), keys.get('/nobody')]).toEqual([
      'aino/?',
      'aino/?',
      null,
    ]);
    expect(worked).toBe(2);
  });

  it('keeps no path longer than any page’s address: 10,000 of 16 KB each held 160 MB', () => {
    const keys = everyPath();
    expect(keys.get('/aino/my-cv')).toBe('/aino/my-cv');
    for (let i = 0; i < 100; i++) expect(keys.get(`/${'a'.repeat(16_000)}${i}`)).toBeNull();
    // The longest page address: a 20-character username and a 60-character slug.
    const longest = `/${'u'.repeat(20)}/${'s'.repeat(60)}`;
    expect(keys.get(longest)).toBe(longest);
    expect(keys.get(`${longest}s`)).toBeNull();
    expect(keys.size).toBe(2);
  });

  it('made-up paths empty it when it is full rather than grow it', () => {
    const keys = everyPath();
    for (let i = 0; i < 25_000; i++) keys.get(`/made-up-${i}`);
    expect(keys.size).toBeLessThanOrEqual(10_000);
  });
});
