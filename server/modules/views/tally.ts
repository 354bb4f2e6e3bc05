/**
 * Views added up in memory and written in batches: a public page's answer costs a hash and a few
 * map updates, never a database write. `flush` writes what was added (every few seconds, before
 * the owner's figures are read, and when the server closes); a write that fails is kept for the
 * next one. Visitors are told apart by the day's salted hash (visitor-days.ts): a CV's visitors of a
 * day are its sketch's count, written as the count grows onto the rows that brought new visitors.
 */
import { randomBytes } from 'node:crypto';
import { dayOf, type Channel } from '@/domain/view-stats';
import type { Language } from '@/domain/languages';
import { visitorHash, type CvDayVisitors, type VisitorDays } from './visitor-days';

export interface CountRow {
  cvId: string;
  day: string;
  channel: Channel;
  language: Language;
  /** The application whose version's own link was opened; '' for the CV's own address. */
  version: string;
  views: number;
  visitors: number;
  previews: number;
}

export type Sighting =
  | {
      kind: 'view';
      cvId: string;
      channel: Channel;
      language: Language;
      /** As CountRow's; none for the CV's own address. */
      version?: string;
      address: string;
      userAgent: string;
    }
  | { kind: 'preview'; cvId: string; channel: Channel; language: Language; version?: string };

/**
 * Past this many rows waiting (a database down for long), the oldest are no longer kept; past this
 * many visitors waiting for the next write (a flood of new ones), it starts at once.
 */
const PENDING_MAX = 50_000;

/** `total` shared out in proportion to `weights` (largest remainders first); all to the first if none weigh. */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!sum) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => [x - shares[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) if (left-- > 0) shares[i]!++;
  return shares;
}

export function createTally(deps: {
  days: VisitorDays;
  write: (rows: CountRow[]) => Promise<void>;
  now?: () => number;
  onError?: (error: unknown) => void;
}) {
  const now = deps.now ?? Date.now;
  let rows = new Map<string, CountRow>();
  /** The visitors since the last write: `${day}|${cvId}` → their hash → the row of their first view. */
  let visitors = new Map<string, Map<string, string>>();
  let visitorsWaiting = 0;
  const salts = new Map<string, string>();

  /** Views whose day's salt was not loaded yet (a start, a new day): their visitor is told at the flush. */
  let unsalted: Array<{
    day: string;
    cvId: string;
    key: string;
    address: string;
    userAgent: string;
  }> = [];

  /** Today (UTC) and when it ends: worked out again only when a day has gone by. */
  let current = { day: '', endsAt: 0 };
  const todayOf = (at: number) => {
    if (at >= current.endsAt || at < current.endsAt - 86_400_000)
      current = {
        day: dayOf(new Date(at)),
        endsAt: (Math.floor(at / 86_400_000) + 1) * 86_400_000,
      };
    return current.day;
  };

  async function loadSalt(day: string) {
    try {
      salts.set(day, await deps.days.salt(day));
    } catch (error) {
      deps.onError?.(error);
      // The shared salt cannot be had: one of our own, so visitors are still told apart here.
      if (!salts.has(day)) salts.set(day, randomBytes(32).toString('base64url'));
    }
    // Only today and tomorrow are ever used: older salts are thrown away.
    const today = todayOf(now());
    for (const kept of salts.keys()) if (kept < today) salts.delete(kept);
  }

  const rowOf = (key: string, from: Omit<CountRow, 'views' | 'visitors' | 'previews'>) => {
    let row = rows.get(key);
    if (!row) {
      row = { ...from, views: 0, visitors: 0, previews: 0 };
      rows.set(key, row);
    }
    return row;
  };

  function add(sighting: Sighting) {
    const day = todayOf(now());
    const { cvId, channel, language, version = '' } = sighting;
    const key = `${cvId}|${day}|${channel}|${language}|${version}`;
    const row = rowOf(key, { cvId, day, channel, language, version });
    if (sighting.kind === 'preview') {
      row.previews++;
      return;
    }
    row.views++;
    const { address, userAgent } = sighting;
    const salt = salts.get(day);
    if (salt) noteVisitor(day, cvId, key, visitorHash(salt, address, userAgent));
    else if (unsalted.length < PENDING_MAX) unsalted.push({ day, cvId, key, address, userAgent });
  }

  /** A visitor of `day` on the row `key`, for the CV's sketch at the next write. */
  function noteVisitor(day: string, cvId: string, key: string, hash: string) {
    const dayCv = `${day}|${cvId}`;
    const seen = visitors.get(dayCv);
    if (seen?.has(hash) || visitorsWaiting >= PENDING_MAX) return;
    if (seen) seen.set(hash, key);
    else visitors.set(dayCv, new Map([[hash, key]]));
    if (++visitorsWaiting === PENDING_MAX) void flush();
  }

  /**
   * Adds the waiting visitors to their CVs' sketches, and each CV's growth to `batch`'s rows in
   * proportion to the new visitors each brought (all of them new when the sketches cannot say).
   */
  async function countVisitors(batch: Map<string, CountRow>, waiting: typeof visitors) {
    const byDay = new Map<string, Map<string, string[]>>();
    for (const [dayCv, seen] of waiting) {
      const day = dayCv.slice(0, 10);
      const cvs = byDay.get(day) ?? new Map<string, string[]>();
      cvs.set(dayCv.slice(11), [...seen.keys()]);
      byDay.set(day, cvs);
    }
    for (const [day, cvs] of byDay) {
      let answers: Map<string, CvDayVisitors>;
      try {
        answers = await deps.days.add(day, cvs);
      } catch (error) {
        deps.onError?.(error);
        answers = new Map();
      }
      for (const [cvId, hashes] of cvs) {
        const { fresh, grown } = answers.get(cvId) ?? {
          fresh: hashes.map(() => true),
          grown: hashes.length,
        };
        const weights = new Map<string, number>();
        [...waiting.get(`${day}|${cvId}`)!.values()].forEach((key, i) =>
          weights.set(key, (weights.get(key) ?? 0) + (fresh[i] ? 1 : 0)),
        );
        const keys = [...weights.keys()];
        shareOut(grown, [...weights.values()]).forEach((share, i) => {
          const row = batch.get(keys[i]!);
          if (row) row.visitors += share;
        });
      }
    }
  }

  async function writeOnce() {
    const waitingSalt = unsalted;
    unsalted = [];
    for (const { day, cvId, key, address, userAgent } of waitingSalt) {
      if (!salts.has(day)) await loadSalt(day);
      noteVisitor(day, cvId, key, visitorHash(salts.get(day) ?? '', address, userAgent));
    }
    const batch = rows;
    const waiting = visitors;
    rows = new Map();
    visitors = new Map();
    visitorsWaiting = 0;
    await countVisitors(batch, waiting);
    // Today's and tomorrow's salts are ready before they are needed.
    const today = todayOf(now());
    const tomorrow = dayOf(new Date(now() + 86_400_000));
    if (!salts.has(today)) await loadSalt(today);
    if (!salts.has(tomorrow) && now() % 86_400_000 > 23 * 3_600_000) await loadSalt(tomorrow);
    if (!batch.size) return;
    try {
      await deps.write([...batch.values()]);
    } catch (error) {
      deps.onError?.(error);
      // Kept for the next flush, added to what came meanwhile.
      for (const [key, row] of batch) {
        if (rows.size >= PENDING_MAX) break;
        const into = rowOf(key, row);
        into.views += row.views;
        into.visitors += row.visitors;
        into.previews += row.previews;
      }
    }
  }

  let flushing: Promise<void> = Promise.resolve();
  /** Writes everything added before the call (after any write already under way). */
  function flush(): Promise<void> {
    flushing = flushing.then(writeOnce, writeOnce);
    return flushing;
  }

  return {
    add,
    flush,
    /** Loads today's salt before the first view (startup). */
    ready: () => loadSalt(todayOf(now())),
  };
}

export type Tally = ReturnType<typeof createTally>;
