/** The bearer-token guard for routes that need a signed-in user, and the request's `auth` it sets. */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignInProof } from '@/domain/account';
import { ApiError } from '../lib/errors';

export interface RequestAuth {
  userId: string;
  username: string | null;
  /** The session (refresh-token family) of the access token, alive when the request came. */
  sessionId: string;
  /** When the person last proved who they are in that session (ms since 1970), and how. */
  provenAt: number;
  provenBy: SignInProof;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** The guard routes behind sign-in use; the users module makes it (it owns tokens and sessions). */
    guard: AuthGuard;
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
export type RequireUser = ReturnType<typeof createAuthGuard>['requireUser'];

/** What the guard needs of the users module: it reads tokens and sessions, and knows no more. */
export interface TokenReader {
  verify(token: string): Promise<{ sub: string; username: string | null; sid: string } | null>;
}
export interface SessionReader {
  /** The session's user and last proof (ms since 1970) while it is alive. */
  find(
    sessionId: string,
  ): Promise<{ userId: string; provenAt: number; provenBy: SignInProof } | undefined>;
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;

export function createAuthGuard(tokens: TokenReader, sessions: SessionReader) {
  /** The request's signed-in user, or null: a token that is bad, expired or of an ended session. */
  async function signedIn(request: FastifyRequest): Promise<RequestAuth | null> {
    const header = request.headers.authorization;
    // The scheme name is case-insensitive (RFC 9110 §11.1).
    const match = header ? /^Bearer +([A-Za-z0-9._-]+) *$/i.exec(header) : null;
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!claims) return null;
    // Ending a session (logout, a new password, a reset…) ends its access tokens at once.
    const session = await sessions.find(claims.sid);
    if (!session || session.userId !== claims.sub) return null;
    return {
      userId: claims.sub,
      username: claims.username,
      sessionId: claims.sid,
      provenAt: session.provenAt,
      provenBy: session.provenBy,
    };
  }
  return {
    async requireUser(request: FastifyRequest): Promise<void> {
      request.auth = await signedIn(request);
      if (!request.auth) throw new ApiError(401, 'token_not_valid');
    },
    /** For routes open to anyone that spare the caller's own session when it is signed in. */
    async mayBeUser(request: FastifyRequest): Promise<void> {
      request.auth = await signedIn(request);
    },
  };
}

/** The signed-in user of a guarded route. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new ApiError(401, 'token_not_valid');
  return request.auth;
}
