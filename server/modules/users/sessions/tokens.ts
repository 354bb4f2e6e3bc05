/**
 * Access tokens (HS256 JWT, 15 minutes) and their checks; only HS256 is ever accepted. And the
 * refresh token that follows another.
 */
import { createHmac } from 'node:crypto';
import { errors } from 'jose';
import { signHs256, verifyHs256 } from '@server/lib/hs256-jwt';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_GRACE_MS = 10_000;

/**
 * The refresh token that replaces `previous` at its rotation: derived, not drawn, so a replay of
 * `previous` within the grace answers the same successor instead of starting a second branch of
 * the session. Only the server (the secret) and whoever holds `previous` can compute it.
 */
export function createRefreshSuccession(secret: string): (previous: string) => string {
  return (previous) =>
    createHmac('sha256', secret).update(`refresh-successor:${previous}`).digest('base64url');
}

export interface AccessClaims {
  sub: string;
  username: string | null;
  /** The session (refresh-token family) the token was signed for: the token lives while it does. */
  sid: string;
  type: 'access';
  /** When the token was signed (seconds since 1970): how fresh the sign-in behind it is. */
  iat?: number;
}

export interface AccessTokens {
  sign(claims: Omit<AccessClaims, 'type' | 'iat'>): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, username, sid }) =>
      signHs256(key, {
        claims: { username, type: 'access', ...(sid ? { sid } : {}) },
        subject: sub,
        ttlSeconds: ACCESS_TTL_SECONDS,
      }),
    async verify(token) {
      try {
        // A token without an expiry would never die, and one without a subject names nobody.
        const payload = await verifyHs256(token, key, ['exp', 'sub', 'sid']);
        if (payload.type !== 'access' || typeof payload.sub !== 'string') return null;
        const username = typeof payload.username === 'string' ? payload.username : null;
        // A token that names no session could not be ended: none is accepted.
        if (typeof payload.sid !== 'string') return null;
        const sid = payload.sid;
        return { sub: payload.sub, username, sid, type: 'access', iat: payload.iat };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
