/**
 * A forgotten password: the mailed link, and the new password it lets the owner set. With two-step
 * sign-in on, the mailbox alone is one factor: the reset also asks for a code (or a recovery code).
 * An owner who has neither may still reset, but then the sessions that passed a second factor stay,
 * and any of them can stop a reset of two-step sign-in that whoever holds the mailbox asks for next.
 */
import type { ResetLinkDto } from '@/domain/account';
import type { Language } from '@/domain/languages';
import { ApiError, FieldError } from '@server/lib/errors';
import { hashPassword, refuseWeak } from '../factors';
import type { ChangesDeps } from './deps';
import { passwordChangedMail, passwordResetWithoutSecondFactorMail, resetMail } from './mails';

export interface ResetInput {
  new_password: string;
  code?: string;
  without_second_factor?: boolean;
}

export function passwordResetRules({ accounts, sessions, factors }: ChangesDeps) {
  const { repo, mailer, appOrigin } = accounts;
  const { codes, signIn } = factors;

  /**
   * The codes the reset asks besides the mailed link, as a sign-in would after it: those on, on a
   * proven address (an unproven one's are a claimant's, and go with the reset).
   */
  const codesAsked = async (user: { id: string; emailVerifiedAt: Date | null }) =>
    user.emailVerifiedAt ? signIn.codesAsked(user.id, 'link') : [];

  return {
    /** Answers at once; the lookup, the link and the mail follow (see `afterAnswer`). */
    forgotPassword(email: string, lang: Language): void {
      accounts.afterAnswer('password reset', async () => {
        const user = await repo.findByEmail(email);
        if (!user) return;
        await mailer.send(
          resetMail(lang, user.email, await accounts.newLink(user, 'reset_password')),
        );
      });
    },

    /** What a live link asks besides the new password; a dead one is refused as on submit. */
    async resetLink(userId: string, token: string): Promise<ResetLinkDto> {
      await accounts.checkLink(userId, token, 'reset_password');
      const user = await repo.findById(userId);
      if (!user) throw new ApiError(400, 'link_invalid');
      const methods = await codesAsked(user);
      if (methods.length === 0) return { second_factor: null };
      return { second_factor: { methods, passkey: await signIn.has(userId, 'passkey') } };
    },

    async resetPassword(
      userId: string,
      token: string,
      input: ResetInput,
      lang: Language,
      /** Counts a code's try (and throws past the limit) before it is checked. */
      countCodeTry: () => Promise<void> = async () => {},
    ): Promise<void> {
      // The link first: without a live one, nothing is said about the password (nor spent on it).
      await accounts.checkLink(userId, token, 'reset_password');
      const before = await repo.findById(userId);
      if (!before) throw new ApiError(400, 'link_invalid');
      // Checked before the link is used, so a refused password or code does not spend it.
      refuseWeak(input.new_password, 'new_password', before.email);
      const asked = (await codesAsked(before)).length > 0;
      const withFactor = asked && input.code !== undefined;
      if (asked && !withFactor && !input.without_second_factor)
        throw new ApiError(400, 'second_factor_required');
      if (withFactor) {
        await countCodeTry();
        if (!(await codes.takeCode(userId, input.code!)))
          throw new FieldError('code', 'validation.code_wrong');
      }
      await accounts.consumeLink(userId, token, 'reset_password');
      const passwordHash = await hashPassword(input.new_password);
      const user = await repo.update(userId, { passwordHash, emailVerifiedAt: new Date() });
      if (!user) throw new ApiError(400, 'link_invalid');
      const resetLink = `${appOrigin}/auth/forgot-password`;
      // Following the mailed link proves the address: every way in an unproven claimant left goes
      // too; either way every session and reset link ends.
      if (!before.emailVerifiedAt) await factors.forgetUnprovenClaims(user, lang);
      else if (asked && !withFactor) {
        await sessions.endAll(userId, null, { keepSecondFactor: true });
        await repo.expireLinks(userId, 'reset_password');
        accounts.sendLater(passwordResetWithoutSecondFactorMail(lang, user.email, resetLink));
        return;
      } else {
        await sessions.endAll(userId);
        await repo.expireLinks(userId, 'reset_password');
        if (withFactor) await factors.signIn.secondFactorPassed(user, lang);
      }
      accounts.sendLater(passwordChangedMail(lang, user.email, resetLink));
    },
  };
}
