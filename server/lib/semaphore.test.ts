import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('createSemaphore', () => {
  it('runs at most `size` tasks at once and all of them in order', async () => {
    const gate = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        gate.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = createSemaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    expect(gate.load()).toEqual({ active: 0, waiting: 0 });
  });
});
