/** What the views page lists from a stats answer: counts by name, largest first, and its totals. */
import type { StatsDay } from '@/domain/view-stats';
import { sum } from '@/components/charts/chart-scale';

export interface CountRow<K extends string> {
  key: K;
  count: number;
}

/** The names that have a count, largest first (ties keep the order the keys are listed in). */
export function rankedCounts<K extends string>(
  counts: Record<K, number>,
  keys: readonly K[],
): CountRow<K>[] {
  return keys
    .map((key) => ({ key, count: counts[key] }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
}

export interface Totals {
  views: number;
  visitors: number;
  previews: number;
}

export function totalsOf(days: readonly StatsDay[]): Totals {
  return {
    views: sum(days.map((day) => day.views)),
    visitors: sum(days.map((day) => day.visitors)),
    previews: sum(days.map((day) => day.previews)),
  };
}

/** The days a table lists: those with anything to tell, oldest first. */
export const daysWithAny = (days: readonly StatsDay[]): StatsDay[] =>
  days.filter((day) => day.views + day.visitors + day.previews > 0);
