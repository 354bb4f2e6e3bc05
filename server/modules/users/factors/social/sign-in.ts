/** Sign-in with Google or Facebook: a linked account, an account found by its proven address, or a new one. */
import type { LoginAnswerDto } from '@/domain/account';
import type { Language } from '@/domain/languages';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError } from '@server/lib/errors';
import type { Accounts } from '@server/modules/users/identity';
import type { ForgetUnprovenClaims } from '../claimant';
import type { SignIn } from '../sign-in';
import type { SocialIdentity } from './google';
import type { SocialRepository } from './repository';

type Provider = 'google' | 'facebook';

const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

/** The providers' checks of what the app sends; a provider without one answers 503. */
export interface SocialVerifiers {
  verifyGoogle?: (idToken: string) => Promise<SocialIdentity | null>;
  verifyFacebook?: (accessToken: string) => Promise<SocialIdentity | null>;
}

export interface SocialSignInDeps extends SocialVerifiers {
  accounts: Accounts;
  social: SocialRepository;
  signIn: SignIn;
  forgetUnprovenClaims: ForgetUnprovenClaims;
}

export function socialSignInRules(deps: SocialSignInDeps) {
  const { accounts, social, signIn, forgetUnprovenClaims } = deps;
  const { repo } = accounts;
  const refuse = (status: number, code: string, provider: Provider) =>
    new ApiError(status, code, code, { provider: PROVIDER_NAMES[provider] });

  return {
    async socialLogin(
      provider: Provider,
      credential: string,
      lang: Language,
    ): Promise<LoginAnswerDto> {
      const verify = provider === 'google' ? deps.verifyGoogle : deps.verifyFacebook;
      if (!verify) throw refuse(503, 'social_unavailable', provider);
      const identity = await verify(credential);
      if (!identity) throw refuse(400, 'social_token_invalid', provider);
      const linked = await social.findSocial(provider, identity.subject);
      if (linked) return signIn.signIn(linked, provider);
      if (!identity.email || identity.emailProof === 'unverified')
        throw refuse(400, 'social_email_unverified', provider);
      const proven = identity.emailProof === 'verified';
      let user = await repo.findByEmail(identity.email);
      if (user && !proven) {
        // An address the provider does not vouch for (Facebook) opens no account of someone
        // else's: its owner signs in the way they did before.
        throw refuse(409, 'social_sign_in_first', provider);
      }
      if (user) {
        if (!user.emailVerifiedAt) {
          // Nobody proved this address before: whoever chose the password may not own it
          // (account pre-hijacking), so the provider's proof takes over and the password goes.
          await forgetUnprovenClaims(user, lang);
          user =
            (await repo.update(user.id, { emailVerifiedAt: new Date(), passwordHash: null })) ??
            user;
        }
      } else {
        try {
          // An address the provider did not confirm stays unproven: a sign-up by e-mail or a
          // reset link to it later takes the account back from this sign-in.
          user = await repo.create({
            email: identity.email,
            emailVerifiedAt: proven ? new Date() : null,
            language: lang,
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          user = await repo.findByEmail(identity.email);
          if (!user) throw error;
        }
      }
      await social.linkSocial(provider, identity.subject, user.id);
      return signIn.signIn(user, provider);
    },
  };
}
