import { describe, expect, it } from 'vitest';
import { rangeOf, toViewStats } from './stats';

const NOW = Date.parse('2026-11-27T08:00:00Z');
const row = (
  day: string,
  channel: 'qr' | 'linkedin',
  language: 'en' | 'fi',
  views: number,
  visitors: number,
  previews: number,
) => ({ day, channel, language, views, visitors, previews });

describe('toViewStats', () => {
  it('every day of the range oldest first and today last, with zeros where nothing was counted', () => {
    expect(rangeOf(3, NOW)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    const stats = toViewStats([], 30, NOW);
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]!.date).toBe('2026-10-29');
    expect(stats.days.at(-1)).toEqual({ date: '2026-11-27', views: 0, visitors: 0, previews: 0 });
    expect(Object.values(stats.channels).every((n) => n === 0)).toBe(true);
  });

  it('sums a day over its channels and languages, channels and languages over the range, and previews by site', () => {
    const stats = toViewStats(
      [
        row('2026-11-26', 'qr', 'en', 3, 2, 0),
        row('2026-11-26', 'linkedin', 'fi', 1, 1, 4),
        row('2026-11-27', 'qr', 'fi', 2, 1, 0),
        row('2026-01-01', 'qr', 'en', 50, 50, 50), // before the range
      ],
      7,
      NOW,
    );
    expect(stats.days.slice(-2)).toEqual([
      { date: '2026-11-26', views: 4, visitors: 3, previews: 4 },
      { date: '2026-11-27', views: 2, visitors: 1, previews: 0 },
    ]);
    expect(stats.channels).toMatchObject({ qr: 5, linkedin: 1, direct: 0 });
    expect(stats.languages).toEqual({ en: 3, fi: 3 });
    expect(stats.previews).toMatchObject({ linkedin: 4, qr: 0 });
  });

  it("sums each version's own link's views apart, and within the day's and the channels' figures", () => {
    const stats = toViewStats(
      [
        { ...row('2026-11-27', 'qr', 'en', 3, 3, 0), version: '' },
        { ...row('2026-11-27', 'qr', 'en', 2, 2, 0), version: 'app-1' },
        { ...row('2026-11-26', 'linkedin', 'fi', 1, 1, 5), version: 'app-1' },
        { ...row('2026-11-26', 'linkedin', 'fi', 0, 0, 2), version: 'app-2' },
        { ...row('2026-01-01', 'qr', 'en', 9, 9, 0), version: 'app-3' }, // before the range
      ],
      7,
      NOW,
    );
    expect(stats.versions).toEqual({ 'app-1': 3 });
    expect(stats.days.at(-1)).toMatchObject({ views: 5, visitors: 5 });
    expect(stats.channels).toMatchObject({ qr: 5, linkedin: 1 });
  });
});
