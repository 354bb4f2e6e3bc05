/**
 * Whether and how a public page's answer counts: a GET for a person (a view) or a crawler (a
 * preview), through the channel its link or referrer names, unless it comes from the owner's own
 * device, carries no user agent, or is the browser fetching ahead (a prefetch nobody may look at).
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { VIA_PARAM } from '@/domain/view-stats';
import type { Language } from '@/domain/languages';
import { channelOf } from './channel';
import { createCrawlerCheck } from './crawlers';
import type { OwnerDevice } from './owner-device';
import type { Sighting } from './tally';

/** What a served public page says about itself. */
export interface ViewedPage {
  cvId: string;
  ownerId: string;
  language: Language;
  /** The application whose version the page shows by its own link; '' for the CV itself. */
  version: string;
}

const isPrefetch = (request: IncomingMessage) => {
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  return typeof purpose === 'string' && purpose.includes('prefetch');
};

/** The `via` of a request's URL (`/aino?lang=fi&via=qr`), or null: its query is all after the first `?`. */
function viaOf(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark < 0 || !url.includes(`${VIA_PARAM}=`, mark)) return null;
  return new URLSearchParams(url.slice(mark + 1)).get(VIA_PARAM);
}

export function createViewCounter(deps: {
  ownerDevice: OwnerDevice;
  /** TRUST_PROXY's balancers: the visitor's address is the one Fastify gives `request.ip`. */
  trustedProxies: string[];
  ownHost: string;
  add: (sighting: Sighting) => void;
}) {
  const crawlerCheck = createCrawlerCheck();
  const trust = deps.trustedProxies.length ? proxyAddr.compile(deps.trustedProxies) : () => false;

  /** Counts `request` for `page`. */
  return function count(page: ViewedPage, request: IncomingMessage) {
    if (request.method !== 'GET' || isPrefetch(request)) return;
    const userAgent = request.headers['user-agent'];
    if (!userAgent) return;
    const { cookie } = request.headers;
    if (cookie && deps.ownerDevice.ownerOf(cookie) === page.ownerId) return;
    const { cvId, language, version } = page;
    const visitor = crawlerCheck(userAgent);
    if (visitor.kind === 'crawler') {
      deps.add({ kind: 'preview', cvId, language, version, channel: visitor.site });
      return;
    }
    const channel = channelOf(viaOf(request.url ?? ''), request.headers.referer, deps.ownHost);
    deps.add({
      kind: 'view',
      cvId,
      language,
      version,
      channel,
      address: proxyAddr(request, trust),
      userAgent,
    });
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
