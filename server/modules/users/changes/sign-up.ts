/** Sign-up by e-mail: register, resend the verification mail, follow its link. */
import type { AuthAnswerDto } from '@/domain/account';
import type { Language } from '@/domain/languages';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError } from '@server/lib/errors';
import { hashToken, newToken } from '@server/lib/secrets';
import { dummyVerify, hashPassword, refuseWeak } from '../factors';
import type { UserRow } from '../identity';
import type { ChangesDeps } from './deps';
import { alreadyRegisteredMail, verifyMail } from './mails';

/** What the verification link's opener brings besides the link. */
export interface LinkOpener {
  /** The account the opener is signed in to, if any. */
  signedInAs: string | null;
  /** The mark a sign-up left in the opener's browser (`register`'s answer), if any. */
  deviceMark: string | null;
  /** A password chosen on the link's page, asked when the browser is not the sign-up's. */
  password?: string;
}

export function signUpRules({ accounts, sessions, factors }: ChangesDeps) {
  const { repo, mailer, appOrigin } = accounts;
  return {
    /**
     * Answers the same whether the address is new, unproven or proven: a mark for the browser,
     * kept (as its hash) only when this sign-up set the password.
     */
    async register(email: string, password: string, lang: Language): Promise<string> {
      refuseWeak(password, 'password', email);
      const deviceMark = newToken();
      const signUpDevice = hashToken(deviceMark);
      const existing = await repo.findByEmail(email);
      if (existing) {
        if (!existing.emailVerifiedAt) {
          // Nobody has proven the address yet, so an earlier sign-up may be a stranger's: this
          // password replaces theirs, and every way in they left goes. The newest link opened in
          // this browser gets in with this password; opened elsewhere, its opener chooses one.
          const passwordHash = await hashPassword(password);
          await factors.forgetUnprovenClaims(existing, lang);
          await repo.update(existing.id, { passwordHash, signUpDevice });
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
        return deviceMark;
      }
      const passwordHash = await hashPassword(password);
      let user: UserRow;
      try {
        user = await repo.create({ email, passwordHash, signUpDevice, language: lang });
      } catch (error) {
        if (isUniqueViolation(error)) return deviceMark; // registered a moment ago in parallel
        throw error;
      }
      accounts.sendLater(
        verifyMail(lang, user.email, await accounts.newLink(user, 'verify_email')),
      );
      return deviceMark;
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
     * way in that person left goes. The password stays only when the link is opened in the browser
     * of the sign-up that set it; anywhere else its opener chooses the password
     * (`password_required` until they do), since the mailbox's owner cannot tell their own sign-up's
     * link from a stranger's.
     */
    async verifyEmail(
      userId: string,
      token: string,
      opener: LinkOpener,
      lang: Language,
    ): Promise<AuthAnswerDto> {
      try {
        await accounts.checkLink(userId, token, 'verify_email');
      } catch (error) {
        // The owner's own used link, opened again: say the address is verified (no new session).
        if (error instanceof ApiError && error.errorCode === 'link_used') {
          const owner = await repo.findById(userId);
          if (owner?.emailVerifiedAt) throw new ApiError(400, 'already_verified');
        }
        throw error;
      }
      const before = await repo.findById(userId);
      if (!before) throw new ApiError(400, 'link_invalid');
      const claim = !before.emailVerifiedAt && opener.signedInAs !== userId;
      const signUpBrowser =
        opener.deviceMark !== null && before.signUpDevice === hashToken(opener.deviceMark);
      const { password } = opener;
      if (claim && before.passwordHash && !signUpBrowser && password === undefined)
        throw new ApiError(400, 'password_required');
      if (password !== undefined) refuseWeak(password, 'password', before.email);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await accounts.consumeLink(userId, token, 'verify_email');
      if (claim) await factors.forgetUnprovenClaims(before, lang);
      const user = await repo.update(userId, {
        emailVerifiedAt: new Date(),
        signUpDevice: null,
        ...(passwordHash && { passwordHash }),
      });
      if (!user) throw new ApiError(400, 'link_invalid');
      return sessions.start(user, 'link');
    },
  };
}
