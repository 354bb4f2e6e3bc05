/** At most `size` tasks run at once; the others wait their turn in arrival order. */
export interface Semaphore {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting. */
  load(): { active: number; waiting: number };
}

export function createSemaphore(size: number): Semaphore {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a positive integer');
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so no newcomer can jump the queue.
    if (next) next();
    else active -= 1;
  };
  return {
    async run(work) {
      if (active < size) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ active, waiting: waiting.length }),
  };
}
