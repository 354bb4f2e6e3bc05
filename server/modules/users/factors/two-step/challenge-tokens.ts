/**
 * The token between a sign-in's first step and its second: a JWT (HS256, a key of its own derived
 * from JWT_SECRET) that names the account, lives five minutes and is good for one sign-in. It is no
 * session: the auth guard never takes it (another key, another type).
 */
import { hkdfSync, randomUUID } from 'node:crypto';
import { errors } from 'jose';
import { signHs256, verifyHs256 } from '@server/lib/hs256-jwt';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
const TYPE = 'second_factor';

export type ChallengeCheck =
  { ok: true; userId: string; id: string } | { ok: false; reason: 'expired' | 'invalid' };

export interface ChallengeTokens {
  issue(userId: string): Promise<string>;
  check(token: string): Promise<ChallengeCheck>;
}

export function createChallengeTokens(jwtSecret: string): ChallengeTokens {
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'cv-builder second factor v1', 32));
  return {
    issue: (userId) =>
      signHs256(key, {
        claims: { type: TYPE },
        subject: userId,
        ttlSeconds: CHALLENGE_TTL_SECONDS,
        id: randomUUID(),
      }),
    async check(token) {
      try {
        const payload = await verifyHs256(token, key, ['exp', 'sub', 'jti']);
        if (payload.type !== TYPE || !payload.sub || !payload.jti)
          return { ok: false, reason: 'invalid' };
        return { ok: true, userId: payload.sub, id: payload.jti };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof errors.JOSEError || error instanceof TypeError)
          return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}
