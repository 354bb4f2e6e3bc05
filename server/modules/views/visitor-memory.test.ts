import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createTally, type Sighting } from './tally';
import { createLocalVisitorDays } from './visitor-days';

const NOON = Date.parse('2026-11-27T12:00:00Z');

/** Bytes in use after collecting: the heap, and the array buffers a sketch's registers live in. */
function heapAfterGc(): number {
  // Vitest's workers run without --expose-gc; the flag can still be set from here.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** A view of one CV from one address, by the nth of many made-up user agents. */
const viewBy = (n: number): Sighting => ({
  kind: 'view',
  cvId: '5f0e6a36-2d4b-4c8e-9a57-0c1d2e3f4a5b',
  channel: 'direct',
  language: 'en',
  address: '192.0.2.1',
  userAgent: `Mozilla/5.0 (X11; Linux x86_64; made-up ${n}) Gecko/20100101 Firefox/140.0`,
});

describe("the day's visitors in memory", () => {
  it('500,000 made-up user agents on one CV grow the heap by less than 2 MB over 1,000', async () => {
    let visitors = 0;
    const tally = createTally({
      days: createLocalVisitorDays(),
      now: () => NOON,
      write: async (rows) => {
        for (const row of rows) visitors += row.visitors;
      },
    });
    await tally.ready();
    /** Written every 10,000 views, as the timer would under such a flood. */
    const feed = async (from: number, to: number) => {
      for (let n = from; n < to; n++) {
        tally.add(viewBy(n));
        if (n % 10_000 === 9_999) await tally.flush();
      }
      await tally.flush();
    };
    await feed(0, 1000);
    const atThousand = heapAfterGc();
    await feed(1000, 500_000);
    const grown = heapAfterGc() - atThousand;
    console.log(
      `500,000 made-up user agents on one CV: ${visitors} visitors counted, heap +${(grown / 1e6).toFixed(2)} MB over 1,000`,
    );
    expect(grown).toBeLessThan(2e6);
    // The day's salt is random, so the count varies from run to run: its standard error is 0.81 %
    // (sketch.ts), and 2 % (2.5 errors) failed about one run in 80. Four errors: one in 16,000.
    expect(Math.abs(visitors - 500_000)).toBeLessThan(500_000 * 0.0081 * 4);
    // Still in use after the measure (else the collector could take it): the first is no one new.
    const counted = visitors;
    await feed(0, 1);
    expect(visitors).toBe(counted);
  }, 60_000);
});
