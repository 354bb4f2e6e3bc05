/**
 * The account's changes: sign-up and the address's proof, a forgotten password, the account page's
 * password and address, and the account as that page reads it.
 */
import { accountChangeRules } from './account-changes';
import type { ChangesDeps } from './deps';
import { meRules } from './me';
import { passwordResetRules } from './password-reset';
import { signUpRules } from './sign-up';

export type { ChangesDeps } from './deps';
export type { ResetInput } from './password-reset';
export type { LinkOpener } from './sign-up';

export function changeRules(deps: ChangesDeps) {
  return {
    ...signUpRules(deps),
    ...passwordResetRules(deps),
    ...accountChangeRules(deps),
    ...meRules(deps),
  };
}
