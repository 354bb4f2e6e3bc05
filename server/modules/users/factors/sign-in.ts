/**
 * A sign-in: a first factor proven (a password, Google, Facebook) opens a session, or, when the
 * account has codes on that the proof did not pass, the short-lived token the second step takes.
 */
import type { LoginAnswerDto, SignInProof } from '@/domain/account';
import { toLanguage, type Language } from '@/domain/languages';
import type { TwoStepStatusDto } from '@/domain/two-step';
import { ApiError } from '@server/lib/errors';
import type { Accounts, UserRow } from '../identity';
import type { Sessions } from '../sessions';
import { codesAsked, type SignInFactor } from './factor';
import { dummyVerify, verifyPassword } from './password';
import { twoStepMail } from './two-step/mails';
import type { TwoStepParts } from './two-step/parts';

export interface SignInDeps {
  accounts: Accounts;
  sessions: Sessions;
  factors: readonly SignInFactor[];
  twoStep: TwoStepParts;
}

export function createSignIn({ accounts, sessions, factors, twoStep }: SignInDeps) {
  const { repo } = accounts;
  /**
   * Resets of lost second factors whose seven days are over (of `userId` only, when given): two-step
   * sign-in goes off and each owner is mailed, in the language the account keeps. Their users.
   */
  const finishDueResets = async (now: Date, userId?: string): Promise<string[]> => {
    const done = await twoStep.store.completeDueResets(now, userId);
    for (const id of done) {
      const user = await repo.findById(id);
      if (user)
        accounts.sendLater(
          twoStepMail('secondFactorResetDone', toLanguage(user.language), user.email),
        );
    }
    return done;
  };

  /** A session, or the second step's token when the account asks codes this proof did not pass. */
  async function signIn(user: UserRow, provenBy: SignInProof): Promise<LoginAnswerDto> {
    const methods = await codesAsked(factors, user.id, provenBy);
    if (methods.length === 0) return sessions.start(user, provenBy);
    // A reset of a lost second factor whose seven days are over: this sign-in needs no code.
    if ((await finishDueResets(new Date(), user.id)).length) return sessions.start(user, provenBy);
    const token = await twoStep.challenges.issue(user.id);
    return { second_factor: { token, methods } };
  }

  return {
    signIn,
    finishDueResets,

    /** The codes a proof by `provenBy` still leaves asked (a password reset asks them too). */
    codesAsked: (userId: string, provenBy: SignInProof) => codesAsked(factors, userId, provenBy),

    /** Whether the account has `kind` on (a reset link offers a passkey sign-in when it has one). */
    async has(userId: string, kind: SignInFactor['kind']): Promise<boolean> {
      return Boolean(await factors.find((factor) => factor.kind === kind)?.isOn(userId));
    },

    /** Returns null for wrong credentials (the route counts the failure). */
    async login(email: string, password: string): Promise<LoginAnswerDto | null> {
      const user = await repo.findByEmail(email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await dummyVerify(password);
      if (!user || !ok) return null;
      if (!user.emailVerifiedAt) throw new ApiError(403, 'email_not_verified');
      return signIn(user, 'password');
    },

    /**
     * The owner passed the second factor (a sign-in's code, a passkey sign-in, a password reset
     * with a code): a reset of it that someone asked for is not needed, and stops (mailed).
     */
    async secondFactorPassed(user: UserRow, lang: Language): Promise<void> {
      if (await twoStep.store.cancelReset(user.id))
        accounts.sendLater(twoStepMail('secondFactorResetStopped', lang, user.email));
    },

    /** Whether a code is asked at sign-in, and how many recovery codes are left. */
    async twoStepStatus(userId: string): Promise<TwoStepStatusDto> {
      const { store } = twoStep;
      const row = await store.find(userId);
      if (!row?.confirmedAt) return { on: false, recovery_codes_left: 0, reset_due_at: null };
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
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
