/**
 * Account rules, one file each: sign-up and verification, sessions and the username, password
 * reset, social sign-in, and the account page's changes. They share the kit (links, mail after
 * the answer, sessions).
 */
import { accountChangeRules } from './account-changes';
import { claimReviewRules } from './claim-review';
import { createAccountKit, type UsersServiceDeps } from './account-kit';
import { passwordResetRules } from './password-reset';
import { sessionRules } from './sessions';
import { signUpRules } from './sign-up';
import { socialSignInRules } from './social/sign-in';
import { twoStepRules } from './two-step/rules';

export type { UsersServiceDeps } from './account-kit';

export function createUsersService(deps: UsersServiceDeps) {
  const kit = createAccountKit(deps);
  return {
    ...signUpRules(deps, kit),
    ...sessionRules(deps, kit),
    ...passwordResetRules(deps, kit),
    ...socialSignInRules(deps, kit),
    ...accountChangeRules(deps, kit),
    ...twoStepRules(deps, kit),
    ...claimReviewRules(deps),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
