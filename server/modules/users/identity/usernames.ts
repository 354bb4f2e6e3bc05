/** The username that names the account (and its public address): free, held, taken, renamed. */
import type { UserDto } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import { toUserDto, type Accounts } from './accounts';
import type { UserRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function usernameRules({ repo, publicChanges }: Accounts) {
  /** True while someone other than `userId` gave the name up less than the hold ago. */
  const heldFromOthers = async (username: string, userId: string | null) => {
    const held = await repo.findReleasedUsername(username);
    const since = Date.now() - LIMITS.usernameHoldDays * DAY_MS;
    // A deleted account's hold has no owner: it is held from everyone.
    const others = held && (held.userId === null || held.userId !== userId);
    return Boolean(others && held.releasedAt.getTime() > since);
  };
  return {
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
      publicChanges?.emit(user.id);
      return { user: toUserDto(user) };
    },
  };
}
