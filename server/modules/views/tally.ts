/**
 * Views added up in memory and written in batches: a public page's answer costs a hash and a few
 * map updates, never a database write. `flush` writes what was added (every few seconds, before
 * the owner's figures are read, and when the server closes); a write that fails is kept for the
 * next one. Visitors are told apart by the day's salted hash (visitor-days.ts), each counted once a
 * day per CV, on the row of their first view.
 */
import { randomBytes } from 'node:crypto';
import { dayOf, type Channel } from '@/domain/view-stats';
import type { Language } from '@/domain/languages';
import { visitorHash, type VisitorDays } from './visitor-days';

export interface CountRow {
  cvId: string;
  day: string;
  channel: Channel;
  language: Language;
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
      address: string;
      userAgent: string;
    }
  | { kind: 'preview'; cvId: string; channel: Channel; language: Language };

/** Past this many visitors a day, this instance's own memory of them starts again (bounded). */
const KNOWN_MAX = 200_000;
/** Past this many rows waiting (a database down for long), the oldest are no longer kept. */
const PENDING_MAX = 50_000;

export function createTally(deps: {
  days: VisitorDays;
  write: (rows: CountRow[]) => Promise<void>;
  now?: () => number;
  onError?: (error: unknown) => void;
}) {
  const now = deps.now ?? Date.now;
  let rows = new Map<string, CountRow>();
  /** Visitors not yet known to be new: `${day}|${cvId}:${hash}` → the row of their first view. */
  let candidates = new Map<string, string>();
  /** Visitors this instance has seen today (candidates or counted). */
  let known = { day: '', members: new Set<string>() };
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
    const { cvId, channel, language } = sighting;
    const key = `${cvId}|${day}|${channel}|${language}`;
    const row = rowOf(key, { cvId, day, channel, language });
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

  /** A visitor of `day`, new to this instance: a candidate for the row `key`'s visitors. */
  function noteVisitor(day: string, cvId: string, key: string, hash: string) {
    const member = `${cvId}:${hash}`;
    if (known.day !== day || known.members.size >= KNOWN_MAX) known = { day, members: new Set() };
    if (known.members.has(member)) return;
    known.members.add(member);
    candidates.set(`${day}|${member}`, key);
  }

  /** Each candidate's first sighting, asked of the shared days (all new if they cannot say). */
  async function newVisitors(waiting: Map<string, string>) {
    const byDay = new Map<string, Array<[string, string]>>();
    for (const [dayMember, key] of waiting) {
      const day = dayMember.slice(0, 10);
      const list = byDay.get(day) ?? [];
      list.push([dayMember.slice(11), key]);
      byDay.set(day, list);
    }
    const counted: string[] = [];
    for (const [day, list] of byDay) {
      let first: boolean[];
      try {
        first = await deps.days.firstSeen(
          day,
          list.map(([member]) => member),
        );
      } catch (error) {
        deps.onError?.(error);
        first = list.map(() => true);
      }
      list.forEach(([, key], i) => first[i] && counted.push(key));
    }
    return counted;
  }

  async function writeOnce() {
    const waitingSalt = unsalted;
    unsalted = [];
    for (const { day, cvId, key, address, userAgent } of waitingSalt) {
      if (!salts.has(day)) await loadSalt(day);
      noteVisitor(day, cvId, key, visitorHash(salts.get(day) ?? '', address, userAgent));
    }
    const batch = rows;
    const waiting = candidates;
    rows = new Map();
    candidates = new Map();
    for (const key of await newVisitors(waiting)) {
      const row = batch.get(key);
      if (row) row.visitors++;
    }
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
  return {
    add,
    /** Writes everything added before the call (after any write already under way). */
    flush(): Promise<void> {
      flushing = flushing.then(writeOnce, writeOnce);
      return flushing;
    },
    /** Loads today's salt before the first view (startup). */
    ready: () => loadSalt(todayOf(now())),
  };
}

export type Tally = ReturnType<typeof createTally>;
