/**
 * The channel a view came through: the `?via=` its shared link carries, or, without one, the site
 * the visitor came from (its host only; the rest of the referrer is never read or kept).
 */
import { isChannel, type Channel } from '@/domain/view-stats';

/** Sites whose links and in-app browsers send visitors, by the end of their host name. */
const REFERRING_SITES: ReadonlyArray<[Channel, readonly string[]]> = [
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.me', 'messenger.com']],
  ['whatsapp', ['whatsapp.com', 'whatsapp.net', 'wa.me']],
  ['instagram', ['instagram.com']],
];

const isOn = (host: string, site: string) => host === site || host.endsWith(`.${site}`);

/** The host of an http(s) address, without parsing the rest (this runs for every view). */
const HOST = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i;

function siteChannel(referrer: string, ownHost: string): Channel {
  const host = HOST.exec(referrer)?.[1]?.toLowerCase();
  if (!host || host === ownHost) return 'direct';
  for (const [channel, sites] of REFERRING_SITES)
    if (sites.some((site) => isOn(host, site))) return channel;
  return 'other';
}

/**
 * `via` as the link carries it (a made-up one is `other`); without it the referrer's site, and a
 * visit from no site (typed, bookmarked, an app that sends no referrer) or from our own is `direct`.
 */
export function channelOf(via: string | null, referrer: string | undefined, ownHost: string) {
  if (via !== null) {
    const named = via.toLowerCase();
    return isChannel(named) && named !== 'direct' ? named : 'other';
  }
  return referrer ? siteChannel(referrer, ownHost) : 'direct';
}
