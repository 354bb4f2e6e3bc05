/** Account rules: sign-up, verification, sessions, password reset, usernames and social sign-in. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  containsEmailLocalPart,
  type AuthAnswerDto,
  type MeDto,
  type UserDto,
} from '@/domain/account';
import type { Language } from '@/domain/languages';
import { weakPasswordIssue } from '@/domain/password-strength';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import { hashToken, newToken } from '@server/lib/secrets';
import type { Mailer, MailMessage } from '@server/plugins/mail';
import { alreadyRegisteredMail, passwordChangedMail, resetMail, verifyMail } from './mails';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';
import type { UserRow, UsersRepository } from './repository';
import type { SocialIdentity } from './social/google';
import {
  REFRESH_GRACE_MS,
  REFRESH_TTL_MS,
  RESET_LINK_TTL_MS,
  VERIFY_LINK_TTL_MS,
  type AccessTokens,
} from './tokens';

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

export function toUserDto(user: UserRow): UserDto {
  return { uuid: user.id, email: user.email, username: user.username, is_premium: user.isPremium };
}

export function createUsersService(deps: UsersServiceDeps) {
  const { repo, tokens, mailer, appOrigin, log } = deps;

  /** Mail goes out after the answer, so its timing never tells whether an address is known. */
  function sendLater(message: MailMessage) {
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail failed'));
  }

  /**
   * Work whose duration would tell a known address from an unknown one runs after the answer, so
   * both answers take the same path and the same time.
   */
  function afterAnswer(what: string, work: () => Promise<void>) {
    setImmediate(() => {
      work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
    });
  }

  async function newLink(
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
  ): Promise<string> {
    const token = newToken();
    await repo.addLink(
      user.id,
      purpose,
      hashToken(token),
      purpose === 'verify_email' ? VERIFY_LINK_TTL_MS : RESET_LINK_TTL_MS,
    );
    const route = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
    return `${appOrigin}/${route}/${user.id}/${token}`;
  }

  async function startSession(
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
    const access = await tokens.sign({ sub: user.id, username: user.username });
    return { tokens: { access, refresh }, user: toUserDto(user) };
  }

  /** The shared rules that need the owner's address or zxcvbn's dictionaries (the schema has the rest). */
  function refuseWeak(password: string, field: string, email: string | undefined) {
    if (email && containsEmailLocalPart(password, email))
      throw new FieldError(field, 'validation.password_email');
    const weak = weakPasswordIssue(password, email);
    if (weak) throw new FieldError(field, weak);
  }

  /** Consumes a mailed link, telling apart altered, used and expired links. */
  async function consumeLink(
    userId: string,
    token: string,
    purpose: 'verify_email' | 'reset_password',
  ) {
    const tokenHash = hashToken(token);
    const used = await repo.consumeLink(userId, purpose, tokenHash);
    if (used) return used;
    const found = await repo.findLink(tokenHash);
    if (!found || found.userId !== userId || found.purpose !== purpose)
      throw new ApiError(400, 'link_invalid');
    if (found.usedAt) throw new ApiError(400, 'link_used');
    throw new ApiError(400, 'link_expired');
  }

  return {
    async register(email: string, password: string, lang: Language): Promise<void> {
      refuseWeak(password, 'password', email);
      const existing = await repo.findByEmail(email);
      if (existing) {
        await dummyVerify(password);
        if (!existing.emailVerifiedAt) {
          sendLater(verifyMail(lang, existing.email, await newLink(existing, 'verify_email')));
        } else {
          sendLater(
            alreadyRegisteredMail(
              lang,
              existing.email,
              `${appOrigin}/auth/login`,
              `${appOrigin}/auth/forgot-password`,
            ),
          );
        }
        return;
      }
      const passwordHash = await hashPassword(password);
      let user: UserRow;
      try {
        user = await repo.create({ email, passwordHash, language: lang });
      } catch (error) {
        if (isUniqueViolation(error)) return; // registered a moment ago by a parallel request
        throw error;
      }
      sendLater(verifyMail(lang, user.email, await newLink(user, 'verify_email')));
    },

    /** Answers at once; the lookup, the link and the mail follow (see `afterAnswer`). */
    resendVerification(email: string, lang: Language): void {
      afterAnswer('resend verification', async () => {
        const user = await repo.findByEmail(email);
        if (!user || user.emailVerifiedAt) return;
        await repo.expireLinks(user.id, 'verify_email');
        await mailer.send(verifyMail(lang, user.email, await newLink(user, 'verify_email')));
      });
    },

    async verifyEmail(userId: string, token: string): Promise<AuthAnswerDto> {
      await consumeLink(userId, token, 'verify_email');
      const user = await repo.update(userId, { emailVerifiedAt: new Date() });
      if (!user) throw new ApiError(400, 'link_invalid');
      return startSession(user);
    },

    /** Returns null for wrong credentials (the route counts the failure). */
    async login(email: string, password: string): Promise<AuthAnswerDto | null> {
      const user = await repo.findByEmail(email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await dummyVerify(password);
      if (!user || !ok) return null;
      if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_verified');
      return startSession(user);
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
      const session = await startSession(user, row.familyId, row.expiresAt);
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

    async setUsername(
      userId: string,
      username: string,
    ): Promise<{ user: UserDto; access: string }> {
      const taken = await repo.findByUsername(username);
      if (taken && taken.id !== userId)
        throw new FieldError('username', 'validation.username_taken');
      let user: UserRow | undefined;
      try {
        user = await repo.update(userId, { username });
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldError('username', 'validation.username_taken');
        throw error;
      }
      if (!user) throw new ApiError(401, 'token_not_valid');
      deps.publicChanges?.emit(user.id);
      return {
        user: toUserDto(user),
        access: await tokens.sign({ sub: user.id, username: user.username }),
      };
    },

    /** Answers at once; the lookup, the link and the mail follow (see `afterAnswer`). */
    forgotPassword(email: string, lang: Language): void {
      afterAnswer('password reset', async () => {
        const user = await repo.findByEmail(email);
        if (!user) return;
        await mailer.send(resetMail(lang, user.email, await newLink(user, 'reset_password')));
      });
    },

    async resetPassword(
      userId: string,
      token: string,
      password: string,
      lang: Language,
    ): Promise<void> {
      // Checked before the link is used, so a refused password does not spend it.
      refuseWeak(password, 'new_password', (await repo.findById(userId))?.email);
      await consumeLink(userId, token, 'reset_password');
      const passwordHash = await hashPassword(password);
      // Following the mailed link proves the address too.
      const user = await repo.update(userId, { passwordHash, emailVerifiedAt: new Date() });
      if (!user) throw new ApiError(400, 'link_invalid');
      await repo.revokeAllOf(userId);
      await repo.expireLinks(userId, 'reset_password');
      sendLater(passwordChangedMail(lang, user.email, `${appOrigin}/auth/forgot-password`));
    },

    async socialLogin(
      provider: 'google' | 'facebook',
      credential: string,
      lang: Language,
    ): Promise<AuthAnswerDto> {
      const verify = provider === 'google' ? deps.verifyGoogle : deps.verifyFacebook;
      if (!verify)
        throw new ApiError(503, 'social_unavailable', 'social_unavailable', {
          provider: providerName(provider),
        });
      const identity = await verify(credential);
      if (!identity)
        throw new ApiError(400, 'social_token_invalid', 'social_token_invalid', {
          provider: providerName(provider),
        });
      const linked = await repo.findSocial(provider, identity.subject);
      if (linked) return startSession(linked);
      if (!identity.email || !identity.emailVerified) {
        throw new ApiError(400, 'social_email_unverified', 'social_email_unverified', {
          provider: providerName(provider),
        });
      }
      let user = await repo.findByEmail(identity.email);
      if (user) {
        if (!user.emailVerifiedAt) {
          // Nobody proved this address before: whoever chose the password may not own it
          // (account pre-hijacking), so the provider's proof takes over and the password goes.
          user =
            (await repo.update(user.id, { emailVerifiedAt: new Date(), passwordHash: null })) ??
            user;
          await repo.revokeAllOf(user.id);
          await repo.expireLinks(user.id, 'verify_email');
          await repo.expireLinks(user.id, 'reset_password');
        }
      } else {
        try {
          user = await repo.create({
            email: identity.email,
            emailVerifiedAt: new Date(),
            language: lang,
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          user = await repo.findByEmail(identity.email);
          if (!user) throw error;
        }
      }
      await repo.linkSocial(provider, identity.subject, user.id);
      return startSession(user);
    },
  };
}

function providerName(provider: 'google' | 'facebook'): string {
  return provider === 'google' ? 'Google' : 'Facebook';
}

export type UsersService = ReturnType<typeof createUsersService>;
