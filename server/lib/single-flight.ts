/**
 * Work done once per key at a time: whoever asks for a key while its work runs waits for that same
 * result instead of starting it again (50 requests missing one cached page make one page).
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const known = running.get(key);
      if (known) return known;
      const started = work().finally(() => running.delete(key));
      running.set(key, started);
      return started;
    },
    /** Keys whose work is running. */
    get size() {
      return running.size;
    },
  };
}
