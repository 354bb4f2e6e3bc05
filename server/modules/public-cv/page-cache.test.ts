import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const page = (userId: string) => ({
  userId,
  status: 200,
  html: `<p>${userId}</p>`,
  etag: `"${userId}"`,
});

describe('page cache', () => {
  it('forgets every page of a user whose CV changed', () => {
    const cache = createPageCache();
    cache.set('ann/', page('u1'));
    cache.set('ann/dev', page('u1'));
    cache.set('bob/', page('u2'));
    cache.forgetUser('u1');
    expect(cache.get('ann/')).toBeUndefined();
    expect(cache.get('ann/dev')).toBeUndefined();
    expect(cache.get('bob/')?.html).toBe('<p>u2</p>');
  });

  it('drops the least recently used page past its bound, and stale pages', () => {
    let t = 0;
    const cache = createPageCache({ max: 2, ttlMs: 100, now: () => t });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    t = 150;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('page cache and changes in flight', () => {
  it('refuses a page read before a change of its owner and stored after it', () => {
    const cache = createPageCache();
    const since = cache.mark();
    // The owner renames (or hides the CV) while the old page is being read and rendered.
    cache.forgetUser('u1');
    cache.set('ann/', page('u1'), since);
    expect(cache.get('ann/')).toBeUndefined();
    const now = cache.mark();
    cache.set('ann/', page('u1'), now);
    expect(cache.get('ann/')?.html).toBe('<p>u1</p>');
  });
});
