/**
 * What the account rules share: mail sent after the answer, mailed links made and consumed, the
 * password rules the schema cannot check, and a new session.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  containsEmailLocalPart,
  type AuthAnswerDto,
  type LoginAnswerDto,
  type SignInProof,
  type UserDto,
} from '@/domain/account';
import { toLanguage, type Language } from '@/domain/languages';
import { weakPasswordIssue } from '@/domain/password-strength';
import { SECOND_FACTOR_METHODS, type TwoStepStatusDto } from '@/domain/two-step';
import { ApiError, FieldError } from '@server/lib/errors';
import type { Mailer, MailMessage } from '@server/lib/mail';
import { hashToken, newToken } from '@server/lib/secrets';
import type { LiveSessions } from './live-sessions';
import { claimRemovedMail } from './mails';
import type { UserRow, UsersRepository } from './repository';
import type { SocialIdentity } from './social/google';
import { twoStepMail } from './two-step/mails';
import type { TwoStepParts } from './two-step/parts';
import { REFRESH_TTL_MS, RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS, type AccessTokens } from './tokens';

export interface UsersServiceDeps {
  repo: UsersRepository;
  tokens: AccessTokens;
  /** The refresh token that follows another (tokens.ts). */
  successorOf: (refresh: string) => string;
  /** Told when sessions end, so no instance takes their access tokens any more. */
  liveSessions: Pick<LiveSessions, 'changed'>;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
  verifyGoogle?: (idToken: string) => Promise<SocialIdentity | null>;
  verifyFacebook?: (accessToken: string) => Promise<SocialIdentity | null>;
  /** Told when a user's public address changes, so cached public pages under it are dropped. */
  publicChanges?: { emit(userId: string): void };
  /** Two-step sign-in; without it no sign-in asks for a second factor. */
  twoStep?: TwoStepParts;
}

export type LinkPurpose =
  'verify_email' | 'reset_password' | 'change_email' | 'second_factor_reset';

const LINKS: Record<LinkPurpose, { route: string; ttlMs: number }> = {
  verify_email: { route: 'verify-email', ttlMs: VERIFY_LINK_TTL_MS },
  reset_password: { route: 'reset-password', ttlMs: RESET_LINK_TTL_MS },
  change_email: { route: 'confirm-email', ttlMs: VERIFY_LINK_TTL_MS },
  second_factor_reset: { route: 'second-factor-reset', ttlMs: RESET_LINK_TTL_MS },
};

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

export function createAccountKit(deps: UsersServiceDeps) {
  const { repo, tokens, mailer, appOrigin, log } = deps;
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
  const endSessions = async (
    userId: string,
    keep: string | null = null,
    options?: { keepSecondFactor?: boolean },
  ): Promise<void> => {
    await repo.endSessionsOf(userId, keep, options);
    deps.liveSessions.changed(userId);
  };
  /** A new session, proven now: the person just showed a password, a provider or a mailed link. */
  const startSession = async (user: UserRow, provenBy: SignInProof): Promise<AuthAnswerDto> => {
    const sessionId = await repo.addSession(user.id, provenBy);
    const refresh = newToken();
    await repo.addRefreshToken({
      userId: user.id,
      familyId: sessionId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    const access = await tokens.sign({ sub: user.id, username: user.username, sid: sessionId });
    return { tokens: { access, refresh }, user: toUserDto(user) };
  };
  /** Mail goes out after the answer, so its timing never tells whether an address is known. */
  const sendLater = (message: MailMessage) => {
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail failed'));
  };
  /**
   * Resets of lost second factors whose seven days are over (of `userId` only, when given): two-step
   * sign-in goes off and each owner is mailed, in the language the account keeps. Their users.
   */
  const finishDueResets = async (now: Date, userId?: string): Promise<string[]> => {
    const done = (await deps.twoStep?.store.completeDueResets(now, userId)) ?? [];
    for (const id of done) {
      const user = await repo.findById(id);
      if (user)
        sendLater(twoStepMail('secondFactorResetDone', toLanguage(user.language), user.email));
    }
    return done;
  };
  return {
    sendLater,
    finishDueResets,

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

    /** The shared rules that need the owner's address or zxcvbn's dictionaries (the schema has the rest). */
    refuseWeak(password: string, field: string, email: string | undefined) {
      if (email && containsEmailLocalPart(password, email))
        throw new FieldError(field, 'validation.password_email');
      const weak = weakPasswordIssue(password, email);
      if (weak) throw new FieldError(field, weak);
    },

    startSession,

    /**
     * A password, Google or Facebook sign-in: a session, or, when the account has two-step sign-in
     * on, the short-lived token its second step takes instead.
     */
    async signIn(user: UserRow, provenBy: SignInProof): Promise<LoginAnswerDto> {
      const row = await deps.twoStep?.store.find(user.id);
      if (!deps.twoStep || !row?.confirmedAt) return startSession(user, provenBy);
      // A reset of a lost second factor whose seven days are over: this sign-in needs no code.
      if ((await finishDueResets(new Date(), user.id)).length) return startSession(user, provenBy);
      const token = await deps.twoStep.challenges.issue(user.id);
      return { second_factor: { token, methods: [...SECOND_FACTOR_METHODS] } };
    },

    /** Whether the account asks for a second factor at sign-in. */
    async twoStepOn(userId: string): Promise<boolean> {
      return Boolean((await deps.twoStep?.store.find(userId))?.confirmedAt);
    },

    /**
     * The owner passed the second factor (a sign-in's code, a passkey sign-in, a password reset
     * with a code): a reset of it that someone asked for is not needed, and stops (mailed).
     */
    async secondFactorPassed(user: UserRow, lang: Language): Promise<void> {
      if (await deps.twoStep?.store.cancelReset(user.id))
        sendLater(twoStepMail('secondFactorResetStopped', lang, user.email));
    },

    /** Whether a code is asked at sign-in, and how many recovery codes are left. */
    async twoStepStatus(userId: string): Promise<TwoStepStatusDto> {
      const store = deps.twoStep?.store;
      const row = await store?.find(userId);
      if (!store || !row?.confirmedAt)
        return { on: false, recovery_codes_left: 0, reset_due_at: null };
      const [left, reset] = await Promise.all([
        store.recoveryCodesLeft(userId),
        store.pendingReset(userId),
      ]);
      return {
        on: true,
        recovery_codes_left: left,
        reset_due_at: reset?.dueAt.toISOString() ?? null,
      };
    },

    /**
     * Ends every session of the user but `keep` (the device making the change, if any), and with
     * `keepSecondFactor` but those that passed a second factor: their refresh tokens stop working,
     * and every instance refuses their access tokens from now on.
     */
    endSessions,

    /** The person proved who they are again in this session; every instance reads it anew. */
    async markProven(userId: string, sessionId: string, provenBy: SignInProof): Promise<number> {
      const provenAt = await repo.markProven(sessionId, provenBy);
      deps.liveSessions.changed(userId);
      return provenAt;
    },

    async endSession(userId: string, sessionId: string): Promise<void> {
      await repo.endSession(sessionId);
      deps.liveSessions.changed(userId);
    },

    /**
     * An address nobody had proven is proven now by someone who may not be who set the account up
     * (pre-registration): every way in that person left goes (`forgetClaimant`: sign-ins,
     * passkeys, two-step sign-in, a waiting reset, links), and every session; what was made (CVs,
     * the username) goes private for the owner's review; the address is mailed all of it.
     */
    async forgetUnprovenClaims(user: UserRow, lang: Language): Promise<void> {
      const left = await repo.forgetClaimant(user.id);
      await endSessions(user.id);
      // Public pages cached under the account's address go with the CVs made private.
      if (left.cvs.length) deps.publicChanges?.emit(user.id);
      if (
        left.providers.length ||
        left.passkeys.length ||
        left.twoStep ||
        left.cvs.length ||
        left.username
      )
        sendLater(claimRemovedMail(lang, user.email, left, `${appOrigin}/account`));
    },
  };
}

export type AccountKit = ReturnType<typeof createAccountKit>;
