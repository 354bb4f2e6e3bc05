import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollPremiumStatus } from './poll-premium';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A check answering the given flags in turn, recording the fake time of every call. */
function scripted(answers: (boolean | Error)[]) {
  const calls: number[] = [];
  const start = Date.now();
  const check = vi.fn(async () => {
    calls.push(Date.now() - start);
    const answer = answers[calls.length - 1] ?? false;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { check, calls };
}

describe('pollPremiumStatus', () => {
  it('stops at the first premium answer', async () => {
    const { check, calls } = scripted([false, false, true]);
    const result = pollPremiumStatus({ check });
    await vi.runAllTimersAsync();
    expect(await result).toBe('premium');
    expect(check).toHaveBeenCalledTimes(3);
    // Retry 1 after 1500 ms, retry 2 after another 3000 ms.
    expect(calls).toEqual([0, 1500, 4500]);
  });

  it('tries five times, waiting 1500 ms × n before retry n, then gives up', async () => {
    const { check, calls } = scripted([]);
    const result = pollPremiumStatus({ check });
    await vi.advanceTimersByTimeAsync(1499);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    expect(await result).toBe('not_premium');
    expect(calls).toEqual([0, 1500, 4500, 9000, 15000]);
  });

  it('answers premium on the last try', async () => {
    const { check } = scripted([false, false, false, false, true]);
    const result = pollPremiumStatus({ check });
    await vi.runAllTimersAsync();
    expect(await result).toBe('premium');
  });

  it('reports a network failure and stops', async () => {
    const { check } = scripted([false, new Error('Network Error')]);
    const result = pollPremiumStatus({ check });
    await vi.runAllTimersAsync();
    expect(await result).toBe('network_error');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const { check } = scripted([]);
    const result = pollPremiumStatus({ check, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toBe('aborted');
    expect(check).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells each attempt before it is made', async () => {
    const attempts: number[] = [];
    const result = pollPremiumStatus({
      check: async () => attempts.length === 2,
      onAttempt: (n) => attempts.push(n),
    });
    await vi.runAllTimersAsync();
    expect(await result).toBe('premium');
    expect(attempts).toEqual([1, 2]);
  });
});
