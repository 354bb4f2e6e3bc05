/** What the account's export reads and what deleting the account removes, table by table. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sameText } from '@server/db/queries';
import { withMoreLists } from '@server/modules/cv';
import {
  applications,
  contactMessages,
  cvDailyCounts,
  cvs,
  newsletterSubscribers,
  passkeys,
  paymentEvents,
  photos,
  releasedUsernames,
  socialAccounts,
  subscriptions,
  totpSecrets,
  users,
} from '@server/db/schema';

export function createAccountRepository(db: Db) {
  return {
    findUser: async (userId: string) =>
      (await db.select().from(users).where(eq(users.id, userId)))[0],

    async exportRows(userId: string) {
      const [providers, subscription, cvRows, viewRows, passkeyRows, totpRows, applicationRows] =
        await Promise.all([
          db
            .select({ provider: socialAccounts.provider })
            .from(socialAccounts)
            .where(eq(socialAccounts.userId, userId)),
          db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
          db
            .select({
              cv: cvs,
              photo: { id: photos.id, bytes: photos.bytes, contentType: photos.contentType },
            })
            .from(cvs)
            .leftJoin(photos, eq(photos.id, cvs.photoId))
            .where(eq(cvs.userId, userId))
            .orderBy(cvs.createdAt),
          db
            .select({ counts: cvDailyCounts })
            .from(cvDailyCounts)
            .innerJoin(cvs, eq(cvs.id, cvDailyCounts.cvId))
            .where(eq(cvs.userId, userId))
            .orderBy(asc(cvDailyCounts.day), asc(cvDailyCounts.channel)),
          db
            .select({
              name: passkeys.name,
              createdAt: passkeys.createdAt,
              lastUsedAt: passkeys.lastUsedAt,
            })
            .from(passkeys)
            .where(eq(passkeys.userId, userId))
            .orderBy(asc(passkeys.createdAt)),
          db
            .select({ confirmedAt: totpSecrets.confirmedAt })
            .from(totpSecrets)
            .where(eq(totpSecrets.userId, userId)),
          db
            .select()
            .from(applications)
            .where(eq(applications.userId, userId))
            .orderBy(asc(applications.createdAt)),
        ]);
      return {
        providers: providers.map((p) => p.provider),
        subscription: subscription[0],
        cvs: cvRows.map(({ cv, photo }) => ({ cv: withMoreLists(cv), photo })),
        viewCounts: viewRows.map((row) => row.counts),
        passkeys: passkeyRows,
        twoStepOnSince: totpRows[0]?.confirmedAt ?? null,
        applications: applicationRows,
      };
    },

    /**
     * Everything of the account, in one transaction: the user row (CVs, photos, sessions, links,
     * social sign-ins, the subscription and the job applications go with it), and what is kept by
     * e-mail address or for payments (newsletter, contact messages, payment events). Gives the ids
     * of the CVs and photos that went, whose files object storage may still hold (a CV's folder
     * holds its applications' versions' PDFs too).
     */
    async deleteEverything(userId: string, email: string, username: string | null) {
      return db.transaction(async (tx) => {
        const [gone, photoRows] = await Promise.all([
          tx.select({ id: cvs.id }).from(cvs).where(eq(cvs.userId, userId)),
          tx.select({ id: photos.id }).from(photos).where(eq(photos.userId, userId)),
        ]);
        await tx.delete(newsletterSubscribers).where(sameText(newsletterSubscribers.email, email));
        await tx.delete(contactMessages).where(sameText(contactMessages.email, email));
        await tx.delete(paymentEvents).where(eq(paymentEvents.userId, userId));
        // The name is held as a rename holds it; with the user gone the hold has no owner.
        if (username) {
          await tx.delete(releasedUsernames).where(sameText(releasedUsernames.username, username));
          await tx.insert(releasedUsernames).values({ username, userId });
        }
        await tx.delete(users).where(eq(users.id, userId));
        return { cvIds: gone.map((cv) => cv.id), photoIds: photoRows.map((photo) => photo.id) };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
