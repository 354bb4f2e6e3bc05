import { describe, expect, it } from 'vitest';
import { bestCompressionSettled } from '@server/lib/precompressed';
import { createPageCache, type MadePage } from '@server/lib/page-cache';

const bytes = (text: string) => ({
  raw: Buffer.from(text),
  br: Buffer.from(''),
  gzip: Buffer.from(''),
});
const page = (userId: string) => ({
  userId,
  status: 200,
  variants: bytes(`<p>${userId}</p>`),
  etag: `"${userId}"`,
});
const html = (cached: { variants: { raw: Buffer } } | null | undefined) =>
  cached?.variants.raw.toString();
const made = (userId: string): MadePage => ({
  userId,
  status: 200,
  body: Array.from({ length: 300 }, (_, i) => `<p class="r${i % 9}">${userId} entry ${i}</p>`).join(
    '',
  ),
  etag: `"${userId}"`,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('page cache', () => {
  it('forgets every page of a user whose CV changed', () => {
    const cache = createPageCache();
    cache.set('ann/', page('u1'));
    cache.set('ann/dev', page('u1'));
    cache.set('bob/', page('u2'));
    cache.forgetUser('u1');
    expect(cache.get('ann/')).toBeUndefined();
    expect(cache.get('ann/dev')).toBeUndefined();
    expect(html(cache.get('bob/'))).toBe('<p>u2</p>');
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
    expect(html(cache.get('ann/'))).toBe('<p>u1</p>');
  });
});

describe('page cache loads', () => {
  it('make a page once for a burst of requests, and keep it', async () => {
    const cache = createPageCache();
    let makes = 0;
    const make = async () => {
      makes += 1;
      await tick();
      return made('u1');
    };
    const pages = await Promise.all(Array.from({ length: 50 }, () => cache.load('ann/', make)));
    expect(makes).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(cache.get('ann/')).toBe(pages[0]);
    expect(await cache.load('ann/', make)).toBe(pages[0]);
    expect(makes).toBe(1);
  });

  it('keep nothing for an address without a page', async () => {
    const cache = createPageCache();
    expect(await cache.load('nobody/', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('compress quickly, then replace the bytes with the best compression', async () => {
    const cache = createPageCache();
    const loaded = await cache.load('ann/', async () => made('u1'));
    const quick = loaded!.variants;
    await bestCompressionSettled();
    const best = cache.get('ann/')!.variants;
    expect(best).not.toBe(quick);
    expect(best.raw.equals(quick.raw)).toBe(true);
    expect(best.br.length).toBeLessThanOrEqual(quick.br.length);
  });

  it('do not join a make that began before a change of its owner', async () => {
    const cache = createPageCache();
    let release = () => undefined as void;
    const before = cache.load('ann/', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return made('old');
    });
    await tick();
    cache.forgetUser('old');
    const after = cache.load('ann/', async () => made('new'));
    release();
    // The one read before the change is served to its own request, and not kept.
    expect((await before)?.userId).toBe('old');
    expect((await after)?.userId).toBe('new');
    expect(cache.get('ann/')?.userId).toBe('new');
  });
});
