/**
 * Two-step sign-in's rules: turning TOTP on (a secret, confirmed by a first code, then ten
 * recovery codes), off, new recovery codes, and a sign-in's second step. A TOTP code is taken once
 * (its step is stored), a recovery code once; turning it on or off ends the other sessions.
 */
import type { AuthAnswerDto } from '@/domain/account';
import { toLanguage, type Language } from '@/domain/languages';
import { normalizeCode, SECOND_FACTOR_RESET_DAYS } from '@/domain/two-step';
import { ApiError, FieldError } from '@server/lib/errors';
import { refuseUnprovenAddress, type Accounts, type UserRow } from '@server/modules/users/identity';
import type { Sessions } from '@server/modules/users/sessions';
import { proveOwner, type ProvenSession } from '../password';
import type { SignIn } from '../sign-in';
import { recoveryCodeUsedMail, resetLinkMail, resetNoticeMail, twoStepMail } from './mails';
import { createCodeTaker } from './codes';
import type { TwoStepParts } from './parts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUrl } from './totp';

type Session = ProvenSession & { sessionId: string };

const wrongCode = () => new FieldError('code', 'validation.code_wrong');

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TwoStepDeps {
  accounts: Accounts;
  sessions: Sessions;
  signIn: SignIn;
  twoStep: TwoStepParts;
}

export function twoStepRules({ accounts, sessions, signIn, twoStep }: TwoStepDeps) {
  const { repo, log } = accounts;

  /** The signed-in owner, proven as every sensitive change is (`proveOwner`). */
  async function provenOwner(session: ProvenSession, password: string) {
    const user = await repo.findById(session.userId);
    if (!user) throw new ApiError(401, 'token_not_valid');
    await proveOwner(user.passwordHash, session, password, 'password');
    return user;
  }

  const { matchingStep, takeCode } = createCodeTaker(twoStep, log);

  /** Ten fresh codes, stored as hashes by `save`, answered once. */
  async function freshCodes(save: (hashes: string[]) => Promise<unknown>) {
    const codes = newRecoveryCodes();
    await save(codes.map((c) => hashRecoveryCode(normalizeCode(c))));
    return { recovery_codes: codes };
  }

  /** The owner, proven, of an account with two-step sign-in on, and a right code of it taken. */
  async function provenWithCode(session: ProvenSession, password: string, code: string) {
    const user = await provenOwner(session, password);
    const row = await twoStep.store.find(user.id);
    if (!row?.confirmedAt) throw new ApiError(409, 'two_step_off');
    if (!(await takeCode(user.id, code))) throw wrongCode();
    return user;
  }

  /** The account a first step's token names; refused when it expired or was not ours. */
  async function openChallenge(token: string): Promise<{ userId: string; id: string }> {
    const check = await twoStep.challenges.check(token);
    if (check.ok) return check;
    if (check.reason === 'expired') throw new ApiError(401, 'second_factor_expired');
    throw new ApiError(400, 'second_factor_invalid');
  }

  /** The account of `userId`, with two-step sign-in on: what a reset needs. */
  async function twoStepOwner(userId: string): Promise<UserRow> {
    const user = await repo.findById(userId);
    const row = await twoStep.store.find(userId);
    if (!user || !row?.confirmedAt) throw new ApiError(409, 'two_step_off');
    return user;
  }

  const account = `${accounts.appOrigin}/account`;

  const notify = (user: UserRow, lang: Language, notice: Parameters<typeof twoStepMail>[0]) =>
    accounts.sendLater(twoStepMail(notice, lang, user.email));

  return {
    /** A new secret to scan, not asked for at sign-in until a first code confirms it. */
    async startTotp(session: ProvenSession, password: string) {
      const user = await provenOwner(session, password);
      refuseUnprovenAddress(user);
      const { store, box, issuer } = twoStep;
      const secret = newTotpSecret();
      if (!(await store.saveUnconfirmed(user.id, box.seal(secret, user.id))))
        throw new ApiError(409, 'two_step_on');
      return { secret, otpauth_url: otpauthUrl(secret, issuer, user.email) };
    },

    /** The first code turns it on: the recovery codes are answered once, other sessions end. */
    async confirmTotp(session: Session, code: string, lang: Language) {
      const { store } = twoStep;
      const [user, row] = await Promise.all([
        repo.findById(session.userId),
        store.find(session.userId),
      ]);
      if (!user) throw new ApiError(401, 'token_not_valid');
      refuseUnprovenAddress(user);
      if (!row) throw new ApiError(409, 'two_step_off');
      if (row.confirmedAt) throw new ApiError(409, 'two_step_on');
      const step = await matchingStep(row, code);
      if (step === null) throw wrongCode();
      let confirmed = false;
      const answer = await freshCodes(async (hashes) => {
        confirmed = await store.confirm(user.id, step, hashes);
      });
      if (!confirmed) throw new ApiError(409, 'two_step_on');
      // This device showed the code: it has passed the second factor, as a sign-in with it would.
      await sessions.markSecondFactor(session.sessionId);
      await sessions.endAll(user.id, session.sessionId);
      notify(user, lang, 'twoStepOn');
      return answer;
    },

    /** Off with the password (or a fresh proof) and a code; other sessions end. */
    async stopTotp(session: Session, password: string, code: string, lang: Language) {
      const user = await provenWithCode(session, password, code);
      await twoStep.store.remove(user.id);
      await sessions.endAll(user.id, session.sessionId);
      notify(user, lang, 'twoStepOff');
    },

    /** Ten new recovery codes; the old ones stop working. */
    async renewRecoveryCodes(
      session: ProvenSession,
      password: string,
      code: string,
      lang: Language,
    ) {
      const user = await provenWithCode(session, password, code);
      const answer = await freshCodes((hashes) =>
        twoStep.store.replaceRecoveryCodes(user.id, hashes),
      );
      notify(user, lang, 'recoveryCodesNew');
      return answer;
    },

    /**
     * Lost the phone and the recovery codes: the first step's token (the password, Google or
     * Facebook proven) has a link mailed to the account's address, and opening it starts the
     * wait (`startSecondFactorReset`): the first factor and the mailbox both. The route opens the
     * token (one that opened a session is refused) and does not spend it; a newer link replaces an
     * older one.
     */
    async askSecondFactorReset(userId: string, lang: Language): Promise<void> {
      const user = await twoStepOwner(userId);
      await repo.expireLinks(user.id, 'second_factor_reset');
      const link = await accounts.newLink(user, 'second_factor_reset');
      accounts.sendLater(resetLinkMail(lang, user.email, link));
    },

    /**
     * The mailed link opened: two-step sign-in turns off in seven days unless cancelled from a
     * signed-in device. Mailed now, the day before (`sweepSecondFactorResets`) and when done.
     */
    async startSecondFactorReset(
      userId: string,
      token: string,
      lang: Language,
    ): Promise<{ due_at: string }> {
      await accounts.consumeLink(userId, token, 'second_factor_reset');
      const user = await twoStepOwner(userId);
      const dueAt = new Date(Date.now() + SECOND_FACTOR_RESET_DAYS * DAY_MS);
      const reset = await twoStep.store.askReset(userId, dueAt);
      // Already waiting: the same date, and no second mail.
      if (reset.dueAt.getTime() === dueAt.getTime())
        accounts.sendLater(
          resetNoticeMail('secondFactorResetAsked', lang, user.email, dueAt, account),
        );
      return { due_at: reset.dueAt.toISOString() };
    },

    /**
     * The wait's later notices, run every few minutes on every instance: resets whose wait is over
     * turn two-step sign-in off (mailed), then those ending within a day are reminded once. Each
     * row is claimed in one statement, so of several instances one mails it.
     */
    async sweepSecondFactorResets(now = new Date()): Promise<void> {
      await signIn.finishDueResets(now);
      const reminders = await twoStep.store.claimReminders(new Date(now.getTime() + DAY_MS));
      for (const { userId, dueAt } of reminders) {
        const user = await repo.findById(userId);
        if (user)
          accounts.sendLater(
            resetNoticeMail(
              'secondFactorResetReminder',
              toLanguage(user.language),
              user.email,
              dueAt,
              account,
            ),
          );
      }
    },

    /** Any signed-in device of the owner stops a reset it did not ask for. */
    async cancelSecondFactorReset(userId: string, lang: Language): Promise<void> {
      const user = await repo.findById(userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      if (!(await twoStep.store.cancelReset(userId)))
        throw new ApiError(409, 'no_second_factor_reset');
      notify(user, lang, 'secondFactorResetCancelled');
    },

    openChallenge,

    /**
     * A sign-in's second step: a session for a right code, null for a wrong one. `spend` runs
     * between the code and the session, and throws when the token was spent meanwhile.
     */
    async completeSecondFactor(
      userId: string,
      code: string,
      lang: Language,
      spend: () => Promise<void>,
    ): Promise<AuthAnswerDto | null> {
      const user = await repo.findById(userId);
      if (!user) return null;
      const method = await takeCode(user.id, code);
      if (!method) return null;
      await spend();
      if (method === 'recovery_code') {
        const left = await twoStep.store.recoveryCodesLeft(user.id);
        accounts.sendLater(recoveryCodeUsedMail(lang, user.email, left));
      }
      const answer = await sessions.start(user, 'two_step');
      await signIn.secondFactorPassed(user, lang);
      return answer;
    },
  };
}
