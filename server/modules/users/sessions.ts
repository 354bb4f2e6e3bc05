/** Signed-in life: log in, refresh, log out, who am I, and the username that names the account. */
import type { AuthAnswerDto, MeDto, UserDto } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import { hashToken } from '@server/lib/secrets';
import { toUserDto, type AccountKit, type UsersServiceDeps } from './account-kit';
import { dummyVerify, verifyPassword } from './passwords';
import type { UserRow } from './repository';
import { REFRESH_GRACE_MS } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export function sessionRules(deps: UsersServiceDeps, kit: AccountKit) {
  const { repo, tokens, log } = deps;
  /** True while someone other than `userId` gave the name up less than the hold ago. */
  const heldFromOthers = async (username: string, userId: string | null) => {
    const held = await repo.findReleasedUsername(username);
    const since = Date.now() - LIMITS.usernameHoldDays * DAY_MS;
    return Boolean(held && held.userId !== userId && held.releasedAt.getTime() > since);
  };
  return {
    /** Returns null for wrong credentials (the route counts the failure). */
    async login(email: string, password: string): Promise<AuthAnswerDto | null> {
      const user = await repo.findByEmail(email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await dummyVerify(password);
      if (!user || !ok) return null;
      if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_verified');
      return kit.startSession(user);
    },

    async refresh(refresh: string): Promise<{ access: string; refresh: string }> {
      const tokenHash = hashToken(refresh);
      const rotated = await repo.rotateRefreshToken(tokenHash);
      let row = rotated;
      if (!row) {
        const found = await repo.findRefreshToken(tokenHash);
        if (!found || found.revokedAt || found.expiresAt <= new Date())
          throw new ApiError(401, 'token_not_valid');
        // Two tabs refreshing at once both get through; a later replay means the token leaked.
        if (!found.rotatedAt || Date.now() - found.rotatedAt.getTime() > REFRESH_GRACE_MS) {
          await repo.revokeFamily(found.familyId);
          log.warn({ userId: found.userId }, 'refresh token reused; session family revoked');
          throw new ApiError(401, 'token_not_valid');
        }
        row = found;
      }
      const user = await repo.findById(row.userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      const session = await kit.startSession(user, row.familyId, row.expiresAt);
      return { access: session.tokens.access, refresh: session.tokens.refresh };
    },

    async logout(refresh: string): Promise<void> {
      if (!refresh) return;
      const found = await repo.findRefreshToken(hashToken(refresh));
      if (found) await repo.revokeFamily(found.familyId);
    },

    async me(userId: string): Promise<MeDto> {
      const user = await repo.findById(userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      return {
        ...toUserDto(user),
        email_verified: Boolean(user.emailVerifiedAt),
        has_password: Boolean(user.passwordHash),
        providers: await repo.providersOf(user.id),
        created_at: user.createdAt.toISOString(),
      };
    },

    /** True when no account has the name and none gave it up lately (compared without regard to case). */
    async isUsernameAvailable(username: string): Promise<boolean> {
      return !(await repo.findByUsername(username)) && !(await heldFromOthers(username, null));
    },

    /**
     * Names the account (the first time, or a change). A name another account has, or gave up less
     * than LIMITS.usernameHoldDays ago, is refused; the old name is held for this account.
     */
    async setUsername(
      userId: string,
      username: string,
      sessionId: string | null = null,
    ): Promise<{ user: UserDto; access: string }> {
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
      return {
        user: toUserDto(user),
        access: await tokens.sign({
          sub: user.id,
          username: user.username,
          sid: sessionId ?? undefined,
        }),
      };
    },
  };
}
