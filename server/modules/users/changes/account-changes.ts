/**
 * The account page's changes: the password (other sessions end, this one stays) and the e-mail
 * address (it moves only when the link mailed to the new one is opened). The username is
 * `setUsername` in identity/usernames.ts, shared with the first choice.
 */
import type { Language } from '@/domain/languages';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import { hashPassword, proveOwner, refuseWeak, type ProvenSession } from '../factors';
import type { UserRow } from '../identity';
import type { ChangesDeps } from './deps';
import {
  confirmNewEmailMail,
  emailChangedMail,
  emailInUseMail,
  passwordUpdatedMail,
} from './mails';

export function accountChangeRules({ accounts, sessions }: ChangesDeps) {
  const { repo, mailer, appOrigin } = accounts;

  /**
   * The signed-in account, its owner proven by the password when it has one; an account made with
   * Google or Facebook proves itself by a sign-in of the last few minutes in this session.
   */
  async function provenOwner(
    session: ProvenSession,
    password: string,
    field: string,
  ): Promise<UserRow> {
    const user = await repo.findById(session.userId);
    if (!user) throw new ApiError(401, 'token_not_valid');
    await proveOwner(user.passwordHash, session, password, field);
    return user;
  }

  return {
    /**
     * A new password; every other session (refresh-token family) ends and `sessionId`'s stays.
     * A reset link still in a mailbox stops working.
     */
    async changePassword(
      session: ProvenSession & { sessionId: string },
      current: string,
      password: string,
      lang: Language,
    ): Promise<void> {
      const user = await provenOwner(session, current, 'current_password');
      const { sessionId } = session;
      refuseWeak(password, 'new_password', user.email);
      await repo.update(user.id, { passwordHash: await hashPassword(password) });
      await sessions.endAll(user.id, sessionId);
      await repo.expireLinks(user.id, 'reset_password');
      accounts.sendLater(
        passwordUpdatedMail(lang, user.email, `${appOrigin}/auth/forgot-password`),
      );
    },

    /**
     * Mails a link to the new address. The answer is the same whether or not another account has
     * that address: the lookup and the mail come after it (see `afterAnswer`), and a taken
     * address gets a notice instead of a link.
     */
    async requestEmailChange(
      session: ProvenSession,
      email: string,
      password: string,
      lang: Language,
    ): Promise<void> {
      const user = await provenOwner(session, password, 'password');
      if (email.toLowerCase() === user.email.toLowerCase())
        throw new FieldError('email', 'validation.email_same');
      accounts.afterAnswer('e-mail change', async () => {
        const holder = await repo.findByEmail(email);
        if (holder) {
          await mailer.send(emailInUseMail(lang, email, `${appOrigin}/auth/login`));
          return;
        }
        // Only the newest link moves the account: an older one may name another address.
        await repo.expireLinks(user.id, 'change_email');
        await mailer.send(
          confirmNewEmailMail(lang, email, await accounts.newLink(user, 'change_email', email)),
        );
      });
    },

    /**
     * Opens the link: the account takes the new address, and the old one is told. Links mailed
     * to the old address (reset, verification) stop working, and so do the sessions of other
     * devices (`keepSession`: the one that opened it, when signed in there).
     */
    async confirmEmailChange(
      userId: string,
      token: string,
      keepSession: string | null,
      lang: Language,
    ) {
      const link = await accounts.consumeLink(userId, token, 'change_email');
      const email = link.newEmail;
      const before = await repo.findById(userId);
      if (!email || !before) throw new ApiError(400, 'link_invalid');
      let user: UserRow | undefined;
      try {
        // An account made with the address since the link was sent keeps it.
        const holder = await repo.findByEmail(email);
        if (holder && holder.id !== userId) throw new ApiError(409, 'email_taken');
        user = await repo.update(userId, { email, emailVerifiedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'email_taken');
        throw error;
      }
      if (!user) throw new ApiError(400, 'link_invalid');
      await repo.expireLinks(userId, 'reset_password');
      await repo.expireLinks(userId, 'verify_email');
      await repo.expireLinks(userId, 'change_email');
      // Whoever was signed in elsewhere under the old address signs in again.
      await sessions.endAll(userId, keepSession);
      if (before.email.toLowerCase() !== email.toLowerCase())
        accounts.sendLater(
          emailChangedMail(lang, before.email, user.email, `${appOrigin}/contact-us`),
        );
      return { email: user.email };
    },
  };
}
