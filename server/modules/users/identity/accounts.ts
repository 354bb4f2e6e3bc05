/**
 * What every account rule stands on: the account as the API shows it, its address proven or not,
 * mailed links made and consumed, and mail sent after the answer.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { UserDto } from '@/domain/account';
import { ApiError } from '@server/lib/errors';
import type { Mailer, MailMessage } from '@server/lib/mail';
import { hashToken, newToken } from '@server/lib/secrets';
import type { LinkPurpose, UserRow, UsersRepository } from './repository';

export interface AccountsDeps {
  repo: UsersRepository;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
  /** Told when a user's public address changes, so cached public pages under it are dropped. */
  publicChanges?: { emit(userId: string): void };
}

const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Where each mailed link opens in the app, and how long it lives. */
const LINKS: Record<LinkPurpose, { route: string; ttlMs: number }> = {
  verify_email: { route: 'verify-email', ttlMs: VERIFY_LINK_TTL_MS },
  reset_password: { route: 'reset-password', ttlMs: RESET_LINK_TTL_MS },
  change_email: { route: 'confirm-email', ttlMs: VERIFY_LINK_TTL_MS },
  second_factor_reset: { route: 'second-factor-reset', ttlMs: RESET_LINK_TTL_MS },
};

/** How long each mailed link lives, in milliseconds. */
export const LINK_LIFETIMES = Object.fromEntries(
  Object.entries(LINKS).map(([purpose, { ttlMs }]) => [purpose, ttlMs]),
) as Record<LinkPurpose, number>;

/**
 * Ways in are added only on a proven address: whoever signed in with an address a provider does
 * not vouch for (Facebook) may not be its owner, and must not leave a factor behind for them.
 */
export function refuseUnprovenAddress(user: UserRow): void {
  if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_verified');
}

export function toUserDto(user: UserRow): UserDto {
  return { uuid: user.id, email: user.email, username: user.username, is_premium: user.isPremium };
}

export function createAccounts(deps: AccountsDeps) {
  const { repo, mailer, appOrigin, log } = deps;
  const refuseDeadLink = async (
    userId: string,
    tokenHash: string,
    purpose: LinkPurpose,
  ): Promise<never> => {
    const found = await repo.findLink(tokenHash);
    if (!found || found.userId !== userId || found.purpose !== purpose)
      throw new ApiError(400, 'link_invalid');
    if (found.usedAt) throw new ApiError(400, 'link_used');
    throw new ApiError(400, 'link_expired');
  };
  return {
    ...deps,

    /** Mail goes out after the answer, so its timing never tells whether an address is known. */
    sendLater(message: MailMessage): void {
      mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail failed'));
    },

    /**
     * Work whose duration would tell a known address from an unknown one runs after the answer, so
     * both answers take the same path and the same time.
     */
    afterAnswer(what: string, work: () => Promise<void>): void {
      setImmediate(() => {
        work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
      });
    },

    /** A mailed link; `newEmail` is the address a change_email link moves the account to. */
    async newLink(user: UserRow, purpose: LinkPurpose, newEmail?: string): Promise<string> {
      const token = newToken();
      const { route, ttlMs } = LINKS[purpose];
      await repo.addLink(user.id, purpose, hashToken(token), ttlMs, newEmail);
      return `${appOrigin}/${route}/${user.id}/${token}`;
    },

    /** Refuses a mailed link that is not live, telling apart altered, used and expired links. */
    async checkLink(userId: string, token: string, purpose: LinkPurpose): Promise<void> {
      const tokenHash = hashToken(token);
      if (!(await repo.findLiveLink(userId, purpose, tokenHash)))
        await refuseDeadLink(userId, tokenHash, purpose);
    },

    /** Consumes a mailed link, telling apart altered, used and expired links. */
    async consumeLink(userId: string, token: string, purpose: LinkPurpose) {
      const tokenHash = hashToken(token);
      const used = await repo.consumeLink(userId, purpose, tokenHash);
      return used ?? refuseDeadLink(userId, tokenHash, purpose);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
