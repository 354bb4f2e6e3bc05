/**
 * The fast path's memory of the paths it was asked for: a path's address key (null: no page there)
 * depends on the path alone, and its checks run some twenty patterns, so each is worked out once.
 * Made-up paths empty it when it is full rather than grow it.
 */

/** Paths remembered at most. */
const PATHS_MAX = 10_000;

export function createPathKeys(keyOf: (path: string) => string | null) {
  const keys = new Map<string, string | null>();
  return {
    /** The address key of `path`, or null where no page answers. */
    get(path: string): string | null {
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
