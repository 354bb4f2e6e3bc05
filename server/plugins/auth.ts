/** The bearer-token guard for routes that need a signed-in user, and the request's `auth` it sets. */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors';
import type { AccessTokens } from '../modules/users/tokens';

export interface RequestAuth {
  userId: string;
  username: string | null;
  /** When the access token was signed (seconds since 1970). */
  issuedAt: number | null;
  /** The session (refresh-token family) of the access token; null for a token that names none. */
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** Every request starts signed out; the guard below signs it in. */
export const auth = fp(
  async (app) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);

/** Answers 401 unless the request carries a live access token; `authOf` then gives its user. */
export type RequireUser = ReturnType<typeof createAuthGuard>;

export function createAuthGuard(tokens: AccessTokens) {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    // The scheme name is case-insensitive (RFC 9110 §11.1).
    const match = header ? /^Bearer +([A-Za-z0-9._-]+) *$/i.exec(header) : null;
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!claims) throw new ApiError(401, 'token_not_valid');
    request.auth = {
      userId: claims.sub,
      username: claims.username,
      issuedAt: claims.iat ?? null,
      sessionId: claims.sid ?? null,
    };
  };
}

/** The signed-in user of a guarded route. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new ApiError(401, 'token_not_valid');
  return request.auth;
}
