/** Access tokens (HS256 JWT, 15 minutes) and their checks; only HS256 is ever accepted. */
import { SignJWT, jwtVerify, errors } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_GRACE_MS = 10_000;
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export interface AccessClaims {
  sub: string;
  username: string | null;
  /** The session (refresh-token family) the token was signed for, so its own calls can spare it. */
  sid?: string;
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
      new SignJWT({ username, type: 'access', ...(sid ? { sid } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        // A token without an expiry would never die, and one without a subject names nobody.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (payload.type !== 'access' || typeof payload.sub !== 'string') return null;
        const username = typeof payload.username === 'string' ? payload.username : null;
        const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
        return { sub: payload.sub, username, sid, type: 'access', iat: payload.iat };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
