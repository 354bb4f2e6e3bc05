/** A CV's version on the wire: get_cv's ETag and edit_cv's If-Match, and an edit's Idempotency-Key. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '@server/lib/errors';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** A CV's version as an HTTP entity tag. */
export const versionTag = (version: number) => `"${version}"`;

/** The version an If-Match header names, or null when it names none we could have sent. */
export function parseVersionTag(header: string): number | null {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  return match ? Number(match[1]) : null;
}

/** The version an edit was based on (If-Match), or null to write whatever the version is. */
export function ifMatchOf(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return null;
  const version = parseVersionTag(String(header));
  if (version === null) throw new ApiError(400, 'if_match_invalid');
  return version;
}

/** The request's Idempotency-Key (a change a phone may send again), or null without one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined || key === '') return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'bad_request');
  return key;
}
