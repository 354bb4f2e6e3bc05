/** What the account's changes stand on: every layer below them. */
import type { Factors } from '../factors';
import type { Accounts } from '../identity';
import type { Sessions } from '../sessions';

export interface ChangesDeps {
  accounts: Accounts;
  sessions: Sessions;
  factors: Factors;
}
