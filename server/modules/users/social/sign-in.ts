/** Sign-in with Google or Facebook: a linked account, an account found by its proven address, or a new one. */
import type { AuthAnswerDto } from '@/domain/account';
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
    ): Promise<AuthAnswerDto> {
      const verify = provider === 'google' ? deps.verifyGoogle : deps.verifyFacebook;
      if (!verify) throw refuse(503, 'social_unavailable', provider);
      const identity = await verify(credential);
      if (!identity) throw refuse(400, 'social_token_invalid', provider);
      const linked = await repo.findSocial(provider, identity.subject);
      if (linked) return kit.startSession(linked);
      if (!identity.email || !identity.emailVerified)
        throw refuse(400, 'social_email_unverified', provider);
      let user = await repo.findByEmail(identity.email);
      if (user) {
        if (!user.emailVerifiedAt) {
          // Nobody proved this address before: whoever chose the password may not own it
          // (account pre-hijacking), so the provider's proof takes over and the password goes.
          user =
            (await repo.update(user.id, { emailVerifiedAt: new Date(), passwordHash: null })) ??
            user;
          await repo.revokeAllOf(user.id);
          await repo.expireLinks(user.id, 'verify_email');
          await repo.expireLinks(user.id, 'reset_password');
        }
      } else {
        try {
          user = await repo.create({
            email: identity.email,
            emailVerifiedAt: new Date(),
            language: lang,
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          user = await repo.findByEmail(identity.email);
          if (!user) throw error;
        }
      }
      await repo.linkSocial(provider, identity.subject, user.id);
      return kit.startSession(user);
    },
  };
}
