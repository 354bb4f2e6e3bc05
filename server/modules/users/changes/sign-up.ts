/** Sign-up by e-mail: register, resend the verification mail, follow its link. */
import type { AuthAnswerDto } from '@/domain/account';
import type { Language } from '@/domain/languages';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError } from '@server/lib/errors';
import { dummyVerify, hashPassword, refuseWeak } from '../factors';
import type { UserRow } from '../identity';
import type { ChangesDeps } from './deps';
import { alreadyRegisteredMail, verifyMail } from './mails';

export function signUpRules({ accounts, sessions, factors }: ChangesDeps) {
  const { repo, mailer, appOrigin } = accounts;
  return {
    async register(email: string, password: string, lang: Language): Promise<void> {
      refuseWeak(password, 'password', email);
      const existing = await repo.findByEmail(email);
      if (existing) {
        if (!existing.emailVerifiedAt) {
          // Nobody has proven the address yet, so an earlier sign-up may be a stranger's: this
          // password replaces theirs, and every way in they left goes. Whoever opens the newest
          // link (the mailbox's owner) gets in with this password.
          const passwordHash = await hashPassword(password);
          await factors.forgetUnprovenClaims(existing, lang);
          await repo.update(existing.id, { passwordHash });
          accounts.sendLater(
            verifyMail(lang, existing.email, await accounts.newLink(existing, 'verify_email')),
          );
        } else {
          await dummyVerify(password);
          accounts.sendLater(
            alreadyRegisteredMail(
              lang,
              existing.email,
              `${appOrigin}/auth/login`,
              `${appOrigin}/auth/forgot-password`,
            ),
          );
        }
        return;
      }
      const passwordHash = await hashPassword(password);
      let user: UserRow;
      try {
        user = await repo.create({ email, passwordHash, language: lang });
      } catch (error) {
        if (isUniqueViolation(error)) return; // registered a moment ago by a parallel request
        throw error;
      }
      accounts.sendLater(
        verifyMail(lang, user.email, await accounts.newLink(user, 'verify_email')),
      );
    },

    /** Answers at once; the lookup, the link and the mail follow (see `afterAnswer`). */
    resendVerification(email: string, lang: Language): void {
      accounts.afterAnswer('resend verification', async () => {
        const user = await repo.findByEmail(email);
        if (!user || user.emailVerifiedAt) return;
        await repo.expireLinks(user.id, 'verify_email');
        await mailer.send(
          verifyMail(lang, user.email, await accounts.newLink(user, 'verify_email')),
        );
      });
    },

    /**
     * The mailed link proves the address. Opened outside a session of this account, its opener may
     * not be who signed in with the address before (a Facebook sign-in does not prove it), so every
     * way in that person left goes (`signedInAs`: the account the opener is signed in to, if any).
     */
    async verifyEmail(
      userId: string,
      token: string,
      signedInAs: string | null,
      lang: Language,
    ): Promise<AuthAnswerDto> {
      try {
        await accounts.consumeLink(userId, token, 'verify_email');
      } catch (error) {
        // The owner's own used link, opened again: say the address is verified (no new session).
        if (error instanceof ApiError && error.errorCode === 'link_used') {
          const owner = await repo.findById(userId);
          if (owner?.emailVerifiedAt) throw new ApiError(400, 'already_verified');
        }
        throw error;
      }
      const before = await repo.findById(userId);
      if (before && !before.emailVerifiedAt && signedInAs !== userId)
        await factors.forgetUnprovenClaims(before, lang);
      const user = await repo.update(userId, { emailVerifiedAt: new Date() });
      if (!user) throw new ApiError(400, 'link_invalid');
      return sessions.start(user, 'link');
    },
  };
}
