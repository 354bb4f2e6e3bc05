/**
 * Rendered public pages, kept until their CV changes (the CV service says so) or for ten minutes at
 * most, so a view costs no database read and no render. Bounded; the least recently used goes first.
 */
import type { Variants } from '../../lib/precompressed';

export interface CachedPage {
  userId: string;
  status: number;
  html: string;
  /** The body compressed once (br, gzip), for answers without compressing per request. */
  variants?: Variants;
  etag: string;
  expiresAt: number;
}

export function createPageCache(
  options: { max?: number; ttlMs?: number; now?: () => number } = {},
) {
  const max = options.max ?? 2000;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        pages.delete(key);
        return undefined;
      }
      // Re-insert so iteration order tracks recency.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: Omit<CachedPage, 'expiresAt'>) {
      pages.delete(key);
      pages.set(key, { ...page, expiresAt: now() + ttlMs });
      while (pages.size > max) pages.delete(pages.keys().next().value as string);
    },
    forgetUser(userId: string) {
      for (const [key, page] of pages) if (page.userId === userId) pages.delete(key);
    },
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
