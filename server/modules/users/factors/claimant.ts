/**
 * An address nobody had proven is proven now by someone who may not be who set the account up
 * (pre-registration): every way in that person left goes (every factor a claim removes, a waiting
 * reset, the links), and every session; what was made (CVs, the username) goes private for the
 * owner's review; the address is mailed all of it.
 */
import type { Language } from '@/domain/languages';
import type { Accounts, UserRow } from '../identity';
import type { Sessions } from '../sessions';
import { forgetEvery, type SignInFactor } from './factor';
import { claimRemovedMail, type ClaimantLeft } from './mails';

export function createClaimant(deps: {
  accounts: Accounts;
  sessions: Sessions;
  factors: readonly SignInFactor[];
}) {
  const { accounts, sessions, factors } = deps;
  const { repo } = accounts;
  return async function forgetUnprovenClaims(user: UserRow, lang: Language): Promise<void> {
    const left = await repo.transaction(async (tx): Promise<ClaimantLeft> => {
      const forgotten = await forgetEvery(factors, tx, user.id);
      await repo.expireAllLinks(tx, user.id);
      const made = await repo.putInReview(tx, user.id);
      return {
        providers: forgotten.social,
        passkeys: forgotten.passkey,
        twoStep: forgotten.totp.length > 0,
        ...made,
      };
    });
    await sessions.endAll(user.id);
    // Public pages cached under the account's address go with the CVs made private.
    if (left.cvs.length) accounts.publicChanges?.emit(user.id);
    const anything =
      left.providers.length || left.passkeys.length || left.twoStep || left.cvs.length;
    if (anything || left.username)
      accounts.sendLater(claimRemovedMail(lang, user.email, left, `${accounts.appOrigin}/account`));
  };
}

export type ForgetUnprovenClaims = ReturnType<typeof createClaimant>;
