/**
 * Crawlers, told by their user agent from isbot's maintained list, draw link previews: they count
 * as previews, by the site that sent them, never as views.
 */
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { Channel } from '@/domain/view-stats';

/** The crawlers of the sites a CV is shared on, by a word their user agent carries. */
const PREVIEWERS: ReadonlyArray<[Channel, RegExp]> = [
  ['linkedin', /linkedinbot/i],
  // Instagram's previews are drawn by Meta's crawler, which says only facebookexternalhit.
  ['facebook', /facebookexternalhit|facebot|meta-external/i],
  ['whatsapp', /whatsapp/i],
];

export type Visitor = { kind: 'person' } | { kind: 'crawler'; site: Channel };

const PERSON: Visitor = { kind: 'person' };

/**
 * What a user agent is. The list is a long expression: each user agent is tested once and
 * remembered (a few hundred kinds make nearly all the traffic).
 */
export function createCrawlerCheck(max = 2000) {
  const known = new LRUCache<string, Visitor>({ max });
  return (userAgent: string): Visitor => {
    const cached = known.get(userAgent);
    if (cached) return cached;
    let visitor = PERSON;
    if (isbot(userAgent)) {
      const site = PREVIEWERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
      visitor = { kind: 'crawler', site };
    }
    known.set(userAgent, visitor);
    return visitor;
  };
}
