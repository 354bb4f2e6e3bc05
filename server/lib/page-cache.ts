/**
 * Rendered public pages, kept until their owner changes a CV or the username (public-changes says
 * so) or for ten minutes at most, so a view costs no database read and no render. Bounded; the least
 * recently used goes first (lru-cache).
 */
import { LRUCache } from 'lru-cache';
import type { Language } from '@/domain/languages';
import { compressBestLater, compressQuickly, type Variants } from '@server/lib/precompressed';
import { createSingleFlight } from '@server/lib/single-flight';

export interface CachedPage {
  userId: string;
  status: number;
  /** The body and its compressed forms (br, gzip), for answers without compressing per request. */
  variants: Variants;
  etag: string;
  /** The CV the page shows, in which language version and version: what a view of it counts for. */
  shows?: { cvId: string; ownerId: string; language: Language; version: string };
}

/** What `load` is given to keep: the page before it is compressed. */
export type MadePage = Omit<CachedPage, 'variants'> & { body: string };

export function createPageCache(
  options: { max?: number; ttlMs?: number; now?: () => number } = {},
) {
  const clock = options.now;
  const pages = new LRUCache<string, CachedPage>({
    max: options.max ?? 2000,
    ttl: options.ttlMs ?? 10 * 60 * 1000,
    // Age from the store, not from the last read: a page is at most ten minutes old.
    updateAgeOnGet: false,
    // Read the clock on every check (tests move it by hand; one read is cheaper than a timer).
    ttlResolution: 0,
    // A given clock (tests) is moved by 1 ms: lru-cache reads a start time of 0 as "never expires".
    ...(clock ? { perf: { now: () => clock() + 1 } } : {}),
  });
  // Moves on with every forget: a page read from the database before a change must not be stored
  // after it (a renamed user's old address would answer again, or for the name's next owner).
  let generation = 0;
  const making = createSingleFlight<CachedPage | null>();
  const set = (key: string, page: CachedPage, since?: number) => {
    if (since !== undefined && since !== generation) return;
    pages.set(key, page);
  };
  return {
    /** Taken before reading what will be stored; `set` refuses the page if a change came between. */
    mark: () => generation,
    get: (key: string): CachedPage | undefined => pages.get(key),
    set,
    /**
     * The page at `key`, from the cache or from `make` (null: no page there, nothing kept). Every
     * request asking while it is made waits for that one page, so a burst makes it once. It is
     * compressed quickly now and at the best levels later, which then replace its bytes.
     */
    load(key: string, make: () => Promise<MadePage | null>): Promise<CachedPage | null> {
      const cached = pages.get(key);
      if (cached) return Promise.resolve(cached);
      // Per generation: a request after a change never waits for a page read before it.
      const since = generation;
      return making.run(`${since}|${key}`, async () => {
        const made = await make();
        if (!made) return null;
        const { body, ...rest } = made;
        const quick = await compressQuickly(body);
        const page: CachedPage = { ...rest, variants: quick };
        set(key, page, since);
        compressBestLater(
          quick.raw,
          (best) => (page.variants = best),
          () => pages.peek(key) === page,
        );
        return page;
      });
    },
    forgetUser(userId: string) {
      generation++;
      for (const [key, page] of pages.entries()) if (page.userId === userId) pages.delete(key);
    },
    clear() {
      generation++;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
