/** The factors' stores and rules, built once by the users module over identity and sessions. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { Accounts } from '../identity';
import type { Sessions } from '../sessions';
import { createClaimant } from './claimant';
import { createFactorList } from './list';
import { createPasskeysRepository } from './passkeys/repository';
import { createSignIn } from './sign-in';
import { createSocialRepository } from './social/repository';
import { socialSignInRules, type SocialVerifiers } from './social/sign-in';
import { createCodeTaker } from './two-step/codes';
import type { TwoStepParts } from './two-step/parts';
import { twoStepRules } from './two-step/rules';

export interface FactorsDeps extends SocialVerifiers {
  db: Db;
  accounts: Accounts;
  sessions: Sessions;
  twoStep: TwoStepParts;
  log: FastifyBaseLogger;
}

export function createFactors(deps: FactorsDeps) {
  const { db, accounts, sessions, twoStep } = deps;
  const social = createSocialRepository(db);
  const passkeys = createPasskeysRepository(db);
  const list = createFactorList({ users: accounts.repo, social, passkeys, twoStep: twoStep.store });
  const signIn = createSignIn({ accounts, sessions, factors: list, twoStep });
  const forgetUnprovenClaims = createClaimant({ accounts, sessions, factors: list });
  return {
    signIn,
    forgetUnprovenClaims,
    passkeys,
    /** The providers linked to an account (the account page lists them). */
    providersOf: (userId: string) => social.providersOf(userId),
    /** Takes a TOTP or recovery code (a password reset asks one with two-step sign-in on). */
    codes: createCodeTaker(twoStep, deps.log),
    rules: {
      login: signIn.login,
      ...socialSignInRules({ ...deps, social, signIn, forgetUnprovenClaims }),
      ...twoStepRules({ accounts, sessions, signIn, twoStep }),
    },
  };
}

export type Factors = ReturnType<typeof createFactors>;
