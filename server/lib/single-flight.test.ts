import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

describe('createSingleFlight', () => {
  it('runs the work of one key once for everyone who asks while it runs', async () => {
    const flight = createSingleFlight<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return later(`page ${runs}`);
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => flight.run('a', work)));
    expect(runs).toBe(1);
    expect(new Set(answers)).toEqual(new Set(['page 1']));
    expect(flight.size).toBe(0);
    // Once it has ended, the next ask runs it again.
    expect(await flight.run('a', work)).toBe('page 2');
  });

  it('keeps keys apart, and lets a failure reach every waiter without keeping it', async () => {
    const flight = createSingleFlight<string>();
    const failing = () => later(null).then(() => Promise.reject(new Error('render failed')));
    const both = Promise.allSettled([flight.run('a', failing), flight.run('a', failing)]);
    expect(await flight.run('b', () => later('b'))).toBe('b');
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await flight.run('a', () => later('a again'))).toBe('a again');
  });
});
