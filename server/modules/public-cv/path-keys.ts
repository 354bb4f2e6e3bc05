/**
 * The fast path's memory of the paths it was asked for: a path's address key (null: no page there)
 * depends on the path alone, and its checks run some twenty patterns, so each is worked out once.
 * Made-up paths empty it when it is full rather than grow it, and a path longer than any page's is
 * never kept: Node lets a request's path run to 16 KB, and 10,000 such held 160 MB.
 */
import { SLUG_MAX } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';

/** Paths remembered at most. */
const PATHS_MAX = 10_000;
/** The longest page address, `/{username}/{slug}`: past it no page answers. */
const PATH_MAX = 1 + LIMITS.usernameMax + 1 + SLUG_MAX;

export function createPathKeys(keyOf: (path: string) => string | null) {
  const keys = new Map<string, string | null>();
  return {
    /** The address key of `path`, or null where no page answers. */
    get(path: string): string | null {
      if (path.length > PATH_MAX) return null;
      const known = keys.get(path);
      if (known !== undefined) return known;
      const key = keyOf(path);
      if (keys.size >= PATHS_MAX) keys.clear();
      keys.set(path, key);
      return key;
    },
    /** How many paths are remembered. */
    get size() {
      return keys.size;
    },
  };
}
