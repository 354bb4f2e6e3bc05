/**
 * Request URLs as the log shows them: the secrets some URLs carry (the token of a mailed
 * verification or reset link, the signature of an owner's photo link) are masked.
 */
import type { FastifyRequest } from 'fastify';

const LINK_PATH =
  /\/(verify-email|reset-password|password-reset-confirm|confirm-email|second-factor-reset)\/([^/?#]+)\/[^/?#]+/g;
/** The same, to ask first: a global replace costs ~0.4 µs even on a path it leaves alone (~0.05). */
const HAS_LINK_PATH = new RegExp(LINK_PATH.source);
const SECRET_PARAMS = new Set(['token', 't']);
const MASK = '[redacted]';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const bare = mark < 0 ? url : url.slice(0, mark);
  const path = HAS_LINK_PATH.test(bare) ? bare.replace(LINK_PATH, `/$1/$2/${MASK}`) : bare;
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMS.has(decoded(key).toLowerCase()) ? `${key}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
