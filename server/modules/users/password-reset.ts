/** A forgotten password: the mailed link, and the new password it lets the owner set. */
import type { Language } from '@/domain/languages';
import { ApiError } from '@server/lib/errors';
import type { AccountKit, UsersServiceDeps } from './account-kit';
import { passwordChangedMail, resetMail } from './mails';
import { hashPassword } from './passwords';

export function passwordResetRules({ repo, mailer, appOrigin }: UsersServiceDeps, kit: AccountKit) {
  return {
    /** Answers at once; the lookup, the link and the mail follow (see `afterAnswer`). */
    forgotPassword(email: string, lang: Language): void {
      kit.afterAnswer('password reset', async () => {
        const user = await repo.findByEmail(email);
        if (!user) return;
        await mailer.send(resetMail(lang, user.email, await kit.newLink(user, 'reset_password')));
      });
    },

    async resetPassword(
      userId: string,
      token: string,
      password: string,
      lang: Language,
    ): Promise<void> {
      // The link first: without a live one, nothing is said about the password (nor spent on it).
      await kit.checkLink(userId, token, 'reset_password');
      const before = await repo.findById(userId);
      if (!before) throw new ApiError(400, 'link_invalid');
      // Checked before the link is used, so a refused password does not spend it.
      kit.refuseWeak(password, 'new_password', before.email);
      await kit.consumeLink(userId, token, 'reset_password');
      const passwordHash = await hashPassword(password);
      const user = await repo.update(userId, { passwordHash, emailVerifiedAt: new Date() });
      if (!user) throw new ApiError(400, 'link_invalid');
      // Following the mailed link proves the address: every way in an unproven claimant left goes
      // too; either way every session and reset link ends.
      if (!before.emailVerifiedAt) await kit.forgetUnprovenClaims(user, lang);
      else {
        await kit.endSessions(userId);
        await repo.expireLinks(userId, 'reset_password');
      }
      kit.sendLater(passwordChangedMail(lang, user.email, `${appOrigin}/auth/forgot-password`));
    },
  };
}
