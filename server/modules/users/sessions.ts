/** Signed-in life: log in, refresh, log out, who am I, and the username that names the account. */
import type { LoginAnswerDto, MeDto, UserDto } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import { hashToken } from '@server/lib/secrets';
import { toUserDto, type AccountKit, type UsersServiceDeps } from './account-kit';
import { inReviewDto } from './claim-review';
import { dummyVerify, passkeyProofUntil, verifyPassword, type ProvenSession } from './passwords';
import type { UserRow } from './repository';
import { REFRESH_GRACE_MS } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function sessionRules(deps: UsersServiceDeps, kit: AccountKit) {
  const { repo, tokens, log } = deps;
  /** True while someone other than `userId` gave the name up less than the hold ago. */
  const heldFromOthers = async (username: string, userId: string | null) => {
    const held = await repo.findReleasedUsername(username);
    const since = Date.now() - LIMITS.usernameHoldDays * DAY_MS;
    // A deleted account's hold has no owner: it is held from everyone.
    const others = held && (held.userId === null || held.userId !== userId);
    return Boolean(others && held.releasedAt.getTime() > since);
  };
  return {
    /** Returns null for wrong credentials (the route counts the failure). */
    async login(email: string, password: string): Promise<LoginAnswerDto | null> {
      const user = await repo.findByEmail(email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await dummyVerify(password);
      if (!user || !ok) return null;
      if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_verified');
      return kit.signIn(user, 'password');
    },

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
          await kit.endSession(found.userId, found.familyId);
          log.warn({ userId: found.userId }, 'refresh token reused; session ended');
          throw new ApiError(401, 'token_not_valid');
        }
        // The successor may have been rotated already (the other tab moved on): still the same
        // session, so it is answered as long as the session lives.
        const successor = await repo.findRefreshToken(hashToken(next));
        if (!successor || successor.revokedAt) throw new ApiError(401, 'token_not_valid');
        row = found;
      }
      const user = await repo.findById(row.userId);
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
      if (found) await kit.endSession(found.userId, found.familyId);
    },

    async me(session: ProvenSession): Promise<MeDto> {
      const user = await repo.findById(session.userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      return {
        ...toUserDto(user),
        email_verified: Boolean(user.emailVerifiedAt),
        has_password: Boolean(user.passwordHash),
        providers: await repo.providersOf(user.id),
        created_at: user.createdAt.toISOString(),
        two_step: await kit.twoStepStatus(user.id),
        passkey_proof_until: isoOrNull(passkeyProofUntil(session)),
        in_review: inReviewDto(await repo.inReview(user.id)),
      };
    },

    /** True when no account has the name and none gave it up lately (compared without regard to case). */
    async isUsernameAvailable(username: string): Promise<boolean> {
      return !(await repo.findByUsername(username)) && !(await heldFromOthers(username, null));
    },

    /**
     * Names the account. `firstOnly` (set-username): refused once it has a name, so renames go
     * through me/username and its limit. A name another account has, or gave up less than
     * LIMITS.usernameHoldDays ago, is refused; the old name is held for this account. The access
     * token is not renewed here (no route mints one from another): the client refreshes.
     */
    async setUsername(
      userId: string,
      username: string,
      { firstOnly = false }: { firstOnly?: boolean } = {},
    ): Promise<{ user: UserDto }> {
      if (firstOnly) {
        const current = await repo.findById(userId);
        if (!current) throw new ApiError(401, 'token_not_valid');
        if (current.username && current.username !== username)
          throw new FieldError('username', 'validation.username_already_set');
      }
      const taken = await repo.findByUsername(username);
      // Checked after the live names: a rename commits both at once, so one of the two sees it.
      if ((taken && taken.id !== userId) || (await heldFromOthers(username, userId)))
        throw new FieldError('username', 'validation.username_taken');
      let user: UserRow | undefined;
      try {
        user = await repo.rename(userId, username);
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldError('username', 'validation.username_taken');
        throw error;
      }
      if (!user) throw new ApiError(401, 'token_not_valid');
      deps.publicChanges?.emit(user.id);
      return { user: toUserDto(user) };
    },
  };
}
