import { describe, expect, it } from 'vitest';
import type { StatsDay } from '@/domain/view-stats';
import { daysWithAny, rankedCounts, totalsOf } from './stats-rows';

const day = (date: string, views: number, visitors: number, previews: number) =>
  ({ date, views, visitors, previews }) satisfies StatsDay;

describe('rankedCounts', () => {
  it('lists the names with a count, largest first, ties in the listed order', () => {
    const counts = { linkedin: 2, whatsapp: 0, qr: 2, other: 5 };
    expect(rankedCounts(counts, ['linkedin', 'whatsapp', 'qr', 'other'])).toEqual([
      { key: 'other', count: 5 },
      { key: 'linkedin', count: 2 },
      { key: 'qr', count: 2 },
    ]);
  });
});

describe('totalsOf and daysWithAny', () => {
  const days = [day('2026-11-25', 0, 0, 0), day('2026-11-26', 2, 1, 1), day('2026-11-27', 1, 1, 0)];

  it('adds up views, visitors and previews over the days', () => {
    expect(totalsOf(days)).toEqual({ views: 3, visitors: 2, previews: 1 });
  });

  it('leaves out the days without anything', () => {
    expect(daysWithAny(days).map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27']);
  });
});
