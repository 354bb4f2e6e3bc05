import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '@/domain/view-stats';
import { LANGUAGES } from '@/domain/languages';
import { createTally, shareOut, type CountRow, type Sighting } from './tally';
import { createLocalVisitorDays, type VisitorDays } from './visitor-days';

const NOON = Date.parse('2026-11-27T12:00:00Z');

function tallyOf(options: { days?: VisitorDays; fail?: () => boolean; now?: () => number } = {}) {
  const written: CountRow[] = [];
  const tally = createTally({
    days: options.days ?? createLocalVisitorDays(),
    now: options.now ?? (() => NOON),
    write: async (rows) => {
      if (options.fail?.()) throw new Error('database down');
      written.push(...rows.map((row) => ({ ...row })));
    },
  });
  return { tally, written };
}

/** One visitor's view of one CV, on a phone. */
const VIEW = {
  kind: 'view',
  cvId: 'cv-a',
  channel: 'direct',
  language: 'en',
  address: '192.0.2.1',
  userAgent: 'phone',
} as const;

const sum = (rows: CountRow[], field: 'views' | 'visitors' | 'previews') =>
  rows.reduce((total, row) => total + row[field], 0);

const sighting: fc.Arbitrary<Sighting> = fc.oneof(
  fc.record({
    kind: fc.constant('view' as const),
    cvId: fc.constantFrom('cv-a', 'cv-b'),
    channel: fc.constantFrom(...CHANNELS),
    language: fc.constantFrom(...LANGUAGES),
    address: fc.constantFrom('192.0.2.1', '192.0.2.2', '2001:db8::1'),
    userAgent: fc.constantFrom('phone', 'laptop'),
  }),
  fc.record({
    kind: fc.constant('preview' as const),
    cvId: fc.constantFrom('cv-a', 'cv-b'),
    channel: fc.constantFrom(...CHANNELS),
    language: fc.constantFrom(...LANGUAGES),
  }),
);

describe('the tally', () => {
  it('for any sightings: every view and preview is written once, and visitors are the different (CV, address, user agent)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(sighting, { maxLength: 60 }),
        fc.integer({ min: 1, max: 4 }),
        async (sightings, flushes) => {
          const { tally, written } = tallyOf();
          await tally.ready();
          // Written in several batches, as the timer would.
          const per = Math.ceil(sightings.length / flushes);
          for (let i = 0; i < sightings.length; i += per) {
            sightings.slice(i, i + per).forEach(tally.add);
            await tally.flush();
          }
          const views = sightings.filter((s) => s.kind === 'view');
          expect(sum(written, 'views')).toBe(views.length);
          expect(sum(written, 'previews')).toBe(sightings.length - views.length);
          const people = new Set(views.map((s) => `${s.cvId}|${s.address}|${s.userAgent}`));
          expect(sum(written, 'visitors')).toBe(people.size);
          // Each row's sums are its own CV, channel and language's.
          for (const cvId of ['cv-a', 'cv-b'])
            for (const channel of CHANNELS)
              expect(
                sum(
                  written.filter((r) => r.cvId === cvId && r.channel === channel),
                  'views',
                ),
              ).toBe(views.filter((s) => s.cvId === cvId && s.channel === channel).length);
        },
      ),
    );
  });

  it('a visitor counts on the row of their first view, once, whatever the later channels', async () => {
    const { tally, written } = tallyOf();
    tally.add({ ...VIEW, channel: 'qr' });
    tally.add({ ...VIEW, channel: 'linkedin' });
    await tally.flush();
    tally.add({ ...VIEW, channel: 'copy' });
    await tally.flush();
    const of = (channel: string) => written.filter((r) => r.channel === channel);
    expect(of('qr')).toEqual([expect.objectContaining({ views: 1, visitors: 1 })]);
    expect(of('linkedin')).toEqual([expect.objectContaining({ views: 1, visitors: 0 })]);
    expect(of('copy')).toEqual([expect.objectContaining({ views: 1, visitors: 0 })]);
  });

  it('a new day is a new salt and new visitors, on its own date', async () => {
    let clock = Date.parse('2026-11-27T23:59:59Z');
    const days = createLocalVisitorDays();
    const salts: string[] = [];
    const spy: VisitorDays = {
      ...days,
      salt: async (day) => {
        const s = await days.salt(day);
        salts.push(`${day}:${s}`);
        return s;
      },
    };
    const { tally, written } = tallyOf({ days: spy, now: () => clock });
    await tally.ready();
    tally.add(VIEW);
    clock += 2000;
    tally.add(VIEW);
    await tally.flush();
    expect(written.map((r) => [r.day, r.views, r.visitors])).toEqual([
      ['2026-11-27', 1, 1],
      ['2026-11-28', 1, 1],
    ]);
    const [first, second] = new Set(salts.map((s) => s.split(':')[1]));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
  });

  it('a failed write is kept and written with the next one; nothing is counted twice', async () => {
    let down = true;
    const { tally, written } = tallyOf({ fail: () => down });
    await tally.ready();
    tally.add(VIEW);
    tally.add({ kind: 'preview', cvId: 'cv-a', channel: 'linkedin', language: 'en' });
    await tally.flush();
    expect(written).toEqual([]);
    tally.add(VIEW);
    down = false;
    await tally.flush();
    expect([sum(written, 'views'), sum(written, 'visitors'), sum(written, 'previews')]).toEqual([
      2, 1, 1,
    ]);
    await tally.flush();
    expect(sum(written, 'views')).toBe(2);
  });

  it('visitors another instance saw first are not counted again here', async () => {
    const shared = createLocalVisitorDays();
    const a = tallyOf({ days: shared });
    const b = tallyOf({ days: shared });
    await a.tally.ready();
    await b.tally.ready();
    a.tally.add(VIEW);
    b.tally.add(VIEW);
    await Promise.all([a.tally.flush(), b.tally.flush()]);
    expect(sum([...a.written, ...b.written], 'views')).toBe(2);
    expect(sum([...a.written, ...b.written], 'visitors')).toBe(1);
  });

  it("a CV-day's visitors are its sketch's count, shared out by the rows' new visitors, never the sum of who was new", async () => {
    const local = createLocalVisitorDays();
    let answer = { fresh: (n: number) => Array<boolean>(n).fill(false), grown: 5 };
    const sketch: VisitorDays = {
      ...local,
      add: async (_day, visitors) =>
        new Map(
          [...visitors].map(([cvId, hashes]) => [
            cvId,
            { fresh: answer.fresh(hashes.length), grown: answer.grown },
          ]),
        ),
    };
    const { tally, written } = tallyOf({ days: sketch });
    await tally.ready();
    const view = (userAgent: string, channel: 'qr' | 'copy') =>
      tally.add({ ...VIEW, channel, userAgent });
    // A sketch whose replies say no one was new, and whose count grew by five.
    view('phone', 'qr');
    view('laptop', 'qr');
    await tally.flush();
    expect(sum(written, 'visitors')).toBe(5);
    // All new, the count grew by three: the rows' shares follow their new visitors.
    answer = { fresh: (n) => Array<boolean>(n).fill(true), grown: 3 };
    written.length = 0;
    view('tablet', 'qr');
    view('watch', 'copy');
    view('tv', 'copy');
    await tally.flush();
    expect(written.map((r) => [r.channel, r.visitors])).toEqual([
      ['qr', 1],
      ['copy', 2],
    ]);
  });

  it('when the sketches cannot be reached, each different visitor of the batch is counted', async () => {
    const local = createLocalVisitorDays();
    const { tally, written } = tallyOf({
      days: { ...local, add: () => Promise.reject(new Error('Redis down')) },
    });
    await tally.ready();
    for (const userAgent of ['phone', 'phone', 'laptop'])
      tally.add({ ...VIEW, channel: 'qr', userAgent });
    await tally.flush();
    expect([sum(written, 'views'), sum(written, 'visitors')]).toEqual([3, 2]);
  });
});

describe('shareOut', () => {
  it('shares the whole total, each share within one of its exact part, and each weight where they match', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            if (sum) expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1);
          });
          if (total === sum) expect(shares).toEqual(weights);
        },
      ),
    );
  });
});
