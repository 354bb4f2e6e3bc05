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
      // Checked before the link is used, so a refused password does not spend it.
      kit.refuseWeak(password, 'new_password', (await repo.findById(userId))?.email);
      await kit.consumeLink(userId, token, 'reset_password');
      const passwordHash = await hashPassword(password);
      // Following the mailed link proves the address too.
      const user = await repo.update(userId, { passwordHash, emailVerifiedAt: new Date() });
      if (!user) throw new ApiError(400, 'link_invalid');
      await repo.revokeAllOf(userId);
      await repo.expireLinks(userId, 'reset_password');
      kit.sendLater(passwordChangedMail(lang, user.email, `${appOrigin}/auth/forgot-password`));
    },
  };
}
