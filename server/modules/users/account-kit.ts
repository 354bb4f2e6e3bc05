/**
 * What the account rules share: mail sent after the answer, mailed links made and consumed, the
 * password rules the schema cannot check, and a new session.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { containsEmailLocalPart, type AuthAnswerDto, type UserDto } from '@/domain/account';
import { weakPasswordIssue } from '@/domain/password-strength';
import { ApiError, FieldError } from '@server/lib/errors';
import type { Mailer, MailMessage } from '@server/lib/mail';
import { hashToken, newToken } from '@server/lib/secrets';
import type { UserRow, UsersRepository } from './repository';
import type { SocialIdentity } from './social/google';
import { REFRESH_TTL_MS, RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS, type AccessTokens } from './tokens';

export interface UsersServiceDeps {
  repo: UsersRepository;
  tokens: AccessTokens;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
  verifyGoogle?: (idToken: string) => Promise<SocialIdentity | null>;
  verifyFacebook?: (accessToken: string) => Promise<SocialIdentity | null>;
  /** Told when a user's public address changes, so cached public pages under it are dropped. */
  publicChanges?: { emit(userId: string): void };
}

export type LinkPurpose = 'verify_email' | 'reset_password' | 'change_email';

const LINKS: Record<LinkPurpose, { route: string; ttlMs: number }> = {
  verify_email: { route: 'verify-email', ttlMs: VERIFY_LINK_TTL_MS },
  reset_password: { route: 'reset-password', ttlMs: RESET_LINK_TTL_MS },
  change_email: { route: 'confirm-email', ttlMs: VERIFY_LINK_TTL_MS },
};

export function toUserDto(user: UserRow): UserDto {
  return { uuid: user.id, email: user.email, username: user.username, is_premium: user.isPremium };
}

export function createAccountKit(deps: UsersServiceDeps) {
  const { repo, tokens, mailer, appOrigin, log } = deps;
  return {
    /** Mail goes out after the answer, so its timing never tells whether an address is known. */
    sendLater(message: MailMessage) {
      mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail failed'));
    },

    /**
     * Work whose duration would tell a known address from an unknown one runs after the answer, so
     * both answers take the same path and the same time.
     */
    afterAnswer(what: string, work: () => Promise<void>) {
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

    /** Consumes a mailed link, telling apart altered, used and expired links. */
    async consumeLink(userId: string, token: string, purpose: LinkPurpose) {
      const tokenHash = hashToken(token);
      const used = await repo.consumeLink(userId, purpose, tokenHash);
      if (used) return used;
      const found = await repo.findLink(tokenHash);
      if (!found || found.userId !== userId || found.purpose !== purpose)
        throw new ApiError(400, 'link_invalid');
      if (found.usedAt) throw new ApiError(400, 'link_used');
      throw new ApiError(400, 'link_expired');
    },

    /** The shared rules that need the owner's address or zxcvbn's dictionaries (the schema has the rest). */
    refuseWeak(password: string, field: string, email: string | undefined) {
      if (email && containsEmailLocalPart(password, email))
        throw new FieldError(field, 'validation.password_email');
      const weak = weakPasswordIssue(password, email);
      if (weak) throw new FieldError(field, weak);
    },

    async startSession(
      user: UserRow,
      familyId: string = randomUUID(),
      expiresAt?: Date,
    ): Promise<AuthAnswerDto> {
      const refresh = newToken();
      await repo.addRefreshToken({
        userId: user.id,
        familyId,
        tokenHash: hashToken(refresh),
        expiresAt: expiresAt ?? new Date(Date.now() + REFRESH_TTL_MS),
      });
      const access = await tokens.sign({ sub: user.id, username: user.username, sid: familyId });
      return { tokens: { access, refresh }, user: toUserDto(user) };
    },
  };
}

export type AccountKit = ReturnType<typeof createAccountKit>;
