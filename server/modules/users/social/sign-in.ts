/** Sign-in with Google or Facebook: a linked account, an account found by its proven address, or a new one. */
import type { LoginAnswerDto } from '@/domain/account';
import type { Language } from '@/domain/languages';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError } from '@server/lib/errors';
import type { AccountKit, UsersServiceDeps } from '../account-kit';

type Provider = 'google' | 'facebook';

const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

export function socialSignInRules(deps: UsersServiceDeps, kit: AccountKit) {
  const { repo } = deps;
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
      const linked = await repo.findSocial(provider, identity.subject);
      if (linked) return kit.signIn(linked, provider);
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
          await kit.forgetUnprovenClaims(user, lang);
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
      await repo.linkSocial(provider, identity.subject, user.id);
      return kit.signIn(user, provider);
    },
  };
}
