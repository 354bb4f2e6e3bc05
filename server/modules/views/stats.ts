/**
 * The owner's figures from a CV's daily rows: every day of the range, and sums by channel, language
 * and version's own link.
 */
import { CHANNELS, dayOf, type Channel, type ViewStats } from '@/domain/view-stats';
import { LANGUAGES, type Language } from '@/domain/languages';
import type { CountRow } from './tally';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The `days` days that end today (UTC), oldest first. */
export function rangeOf(days: number, now: number): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(new Date(now - (days - 1 - i) * 86_400_000)));
}

export function toViewStats(
  rows: ReadonlyArray<Omit<CountRow, 'cvId' | 'version'> & { version?: string }>,
  days: number,
  now: number,
): ViewStats {
  const range = rangeOf(days, now);
  const byDay = new Map(range.map((date) => [date, { date, views: 0, visitors: 0, previews: 0 }]));
  const channels: Record<Channel, number> = zeros(CHANNELS);
  const languages: Record<Language, number> = zeros(LANGUAGES);
  const previews: Record<Channel, number> = zeros(CHANNELS);
  const versions: Record<string, number> = {};
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day || !(row.channel in channels) || !(row.language in languages)) continue;
    day.views += row.views;
    day.visitors += row.visitors;
    day.previews += row.previews;
    channels[row.channel] += row.views;
    languages[row.language] += row.views;
    previews[row.channel] += row.previews;
    if (row.version && row.views) versions[row.version] = (versions[row.version] ?? 0) + row.views;
  }
  return { days: [...byDay.values()], channels, languages, previews, versions };
}
