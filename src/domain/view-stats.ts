/**
 * Who saw a public CV: the channels a view can come through, the `?via=` parameter that carries one
 * in a shared link, and the owner's answer of `GET /api/cv/get_cv/{uuid}/stats/?days=`. Only daily
 * counts per CV, channel, language and version (a job application's own link) exist; nothing that
 * identifies a visitor.
 */
import { z } from 'zod';
import { LANGUAGES } from './languages';

/** The query parameter a shared link carries its channel in: `/{username}?via=linkedin`. */
export const VIA_PARAM = 'via';

/**
 * Where a view came from. `share` is the phone's own share sheet; `direct` a typed or bookmarked
 * address (no `via`, no other site's referrer); `other` any other site or an unknown `via`.
 */
export const CHANNELS = [
  'linkedin',
  'whatsapp',
  'facebook',
  'instagram',
  'qr',
  'copy',
  'share',
  'direct',
  'other',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels a share panel's button puts in its link (`direct` and `other` are never sent). */
export type SharedChannel = Exclude<Channel, 'direct' | 'other'>;

export function isChannel(value: unknown): value is Channel {
  return (CHANNELS as readonly unknown[]).includes(value);
}

/** A CV's public address with the channel it is shared through: the canonical one stays without. */
export function withChannel(url: string, channel: SharedChannel): string {
  const at = new URL(url);
  at.searchParams.set(VIA_PARAM, channel);
  return at.href;
}

/** The ranges the owner can look back over, in days; the first is the default. */
export const STATS_RANGES = [30, 90] as const;
export const STATS_MAX_DAYS = 90;

/** A day in UTC as `YYYY-MM-DD` (days begin at midnight UTC, as the visitors' salt does). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

const count = z.number().int().nonnegative();
const countsBy = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, typeof count>);

export const statsDaySchema = z.object({
  /** `YYYY-MM-DD`, UTC. */
  date: z.string(),
  views: count,
  /** Different visitors that day (each counted once a day, whatever the channel). */
  visitors: count,
  /** Link previews made by LinkedIn, Facebook, WhatsApp and other sites' crawlers. */
  previews: count,
});
export type StatsDay = z.infer<typeof statsDaySchema>;

export const viewStatsSchema = z.object({
  /** Every day of the range, oldest first, today last; days without views are zeros. */
  days: z.array(statsDaySchema),
  /** Views per channel over the range. */
  channels: countsBy(CHANNELS),
  /** Views per language version over the range. */
  languages: countsBy(LANGUAGES),
  /** Link previews over the range by the site that made them (its crawler), `other` for the rest. */
  previews: countsBy(CHANNELS),
  /**
   * Views over the range of the CV's versions' own links (src/domain/applications.ts), by the
   * application's uuid; only those with views. They are in the figures above too. (None in an
   * answer kept from before versions had links.)
   */
  versions: z.record(z.string(), count).default({}),
});
export type ViewStats = z.infer<typeof viewStatsSchema>;

export const statsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(STATS_MAX_DAYS).default(STATS_RANGES[0]),
});
