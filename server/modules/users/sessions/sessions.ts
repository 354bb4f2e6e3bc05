/**
 * Signed-in life: a session starts when a person proves who they are, its refresh token renews
 * its access tokens, and it ends (logged out, or ended by a change elsewhere on the account).
 */
import type { AuthAnswerDto, SignInProof } from '@/domain/account';
import { greetingName } from '@/domain/greeting';
import { ApiError } from '@server/lib/errors';
import { hashToken, newToken } from '@server/lib/secrets';
import type { FastifyBaseLogger } from 'fastify';
import { toUserDto, type UserRow, type UsersRepository } from '../identity';
import type { LiveSessions } from './live-sessions';
import type { SessionsRepository } from './repository';
import { REFRESH_GRACE_MS, REFRESH_TTL_MS, type AccessTokens } from './tokens';

export interface SessionsDeps {
  repo: SessionsRepository;
  users: UsersRepository;
  tokens: AccessTokens;
  /** The refresh token that follows another (tokens.ts). */
  successorOf: (refresh: string) => string;
  /** Told when sessions end, so no instance takes their access tokens any more. */
  liveSessions: Pick<LiveSessions, 'changed'>;
  log: FastifyBaseLogger;
}

export function createSessions(deps: SessionsDeps) {
  const { repo, users, tokens, log } = deps;
  const end = async (userId: string, sessionId: string): Promise<void> => {
    await repo.endSession(sessionId);
    deps.liveSessions.changed(userId);
  };
  return {
    /** A new session, proven now: the person just showed a password, a provider, a passkey or a mailed link. */
    async start(user: UserRow, provenBy: SignInProof): Promise<AuthAnswerDto> {
      const sessionId = await repo.addSession(user.id, provenBy);
      const refresh = newToken();
      await repo.addRefreshToken({
        userId: user.id,
        familyId: sessionId,
        tokenHash: hashToken(refresh),
        expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
      });
      const access = await tokens.sign({ sub: user.id, username: user.username, sid: sessionId });
      const first_name = greetingName(await users.cvFirstNames(user.id));
      return { tokens: { access, refresh }, user: { ...toUserDto(user), first_name } };
    },

    end,

    /**
     * Ends every session of the user but `keep` (the device making the change, if any), and with
     * `keepSecondFactor` but those that passed a second factor: their refresh tokens stop working,
     * and every instance refuses their access tokens from now on.
     */
    async endAll(
      userId: string,
      keep: string | null = null,
      options?: { keepSecondFactor?: boolean },
    ): Promise<void> {
      await repo.endSessionsOf(userId, keep, options);
      deps.liveSessions.changed(userId);
    },

    /** The person proved who they are again in this session; every instance reads it anew. */
    async markProven(userId: string, sessionId: string, provenBy: SignInProof): Promise<number> {
      const provenAt = await repo.markProven(sessionId, provenBy);
      deps.liveSessions.changed(userId);
      return provenAt;
    },

    /** A second factor was passed in this session (two-step sign-in was turned on in it). */
    markSecondFactor: (sessionId: string) => repo.markSecondFactor(sessionId),

    /**
     * A new access token and the refresh token that follows this one. Two tabs refreshing at once
     * both get through: within the grace a replay answers the same successor (never a second
     * branch of the session); a later replay means the token leaked, and the session ends.
     */
    async refresh(refresh: string): Promise<{ access: string; refresh: string }> {
      const tokenHash = hashToken(refresh);
      const next = deps.successorOf(refresh);
      let row = await repo.rotateRefreshToken(tokenHash, hashToken(next));
      if (!row) {
        const found = await repo.findRefreshToken(tokenHash);
        if (!found || found.revokedAt || found.expiresAt <= new Date())
          throw new ApiError(401, 'token_not_valid');
        if (!found.rotatedAt || Date.now() - found.rotatedAt.getTime() > REFRESH_GRACE_MS) {
          await end(found.userId, found.familyId);
          log.warn({ userId: found.userId }, 'refresh token reused; session ended');
          throw new ApiError(401, 'token_not_valid');
        }
        // The successor may have been rotated already (the other tab moved on): still the same
        // session, so it is answered as long as the session lives.
        const successor = await repo.findRefreshToken(hashToken(next));
        if (!successor || successor.revokedAt) throw new ApiError(401, 'token_not_valid');
        row = found;
      }
      const user = await users.findById(row.userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      const access = await tokens.sign({
        sub: user.id,
        username: user.username,
        sid: row.familyId,
      });
      return { access, refresh: next };
    },

    /** Ends the session of the refresh token, and with it every access token it gave. */
    async logout(refresh: string): Promise<void> {
      if (!refresh) return;
      const found = await repo.findRefreshToken(hashToken(refresh));
      if (found) await end(found.userId, found.familyId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
