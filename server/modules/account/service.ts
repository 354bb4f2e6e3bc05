/** The account's own data: the export (every word and photo, also as JSON Resume) and deletion. */
import { CV_CONTENT_KEYS, pick } from '@/domain/cv';
import { ApiError } from '@server/lib/errors';
import type { PublicChanges } from '@server/lib/public-changes';
import { applicationDto } from '@server/modules/applications';
import { cvAsJsonResume, publicUrlOf } from '@server/modules/cv';
import { photoBytes, type StoredFiles } from '@server/modules/media';
import { type LiveSessions, proveOwner, type ProvenSession } from '@server/modules/users';
import type { AccountRepository } from './repository';

export interface AccountServiceDeps {
  repo: AccountRepository;
  /** Told when an account goes, so no cache keeps its public pages. */
  changes: PublicChanges;
  /** Told when an account goes, so no instance takes its access tokens any more. */
  sessions: Pick<LiveSessions, 'changed'>;
  appOrigin: string;
  /** Where photos and PDFs are when not in the database. */
  files: StoredFiles;
}

const dataUrl = (bytes: Buffer, contentType: string) =>
  `data:${contentType};base64,${bytes.toString('base64')}`;

export function createAccountService({
  repo,
  changes,
  sessions,
  appOrigin,
  files,
}: AccountServiceDeps) {
  async function userOf(userId: string) {
    const user = await repo.findUser(userId);
    if (!user) throw new ApiError(401, 'token_not_valid');
    return user;
  }

  return {
    async exportData(userId: string) {
      const user = await userOf(userId);
      const { providers, subscription, cvs, viewCounts, passkeys, twoStepOnSince, applications } =
        await repo.exportRows(userId);
      const photoOf = async (photo: (typeof cvs)[number]['photo']) => {
        const bytes = photo && (await photoBytes(files, photo));
        return photo && bytes ? dataUrl(bytes, photo.contentType) : null;
      };
      const photos = await Promise.all(cvs.map(({ photo }) => photoOf(photo)));
      return {
        exported_at: new Date().toISOString(),
        account: {
          email: user.email,
          username: user.username,
          language: user.language,
          created_at: user.createdAt.toISOString(),
          email_verified: Boolean(user.emailVerifiedAt),
          sign_in_methods: [...(user.passwordHash ? ['password'] : []), ...providers],
          premium: user.isPremium,
          subscription: subscription
            ? {
                status: subscription.status,
                current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
              }
            : null,
          passkeys: passkeys.map((p) => ({
            name: p.name,
            created_at: p.createdAt.toISOString(),
            last_used_at: p.lastUsedAt?.toISOString() ?? null,
          })),
          two_step: {
            on: twoStepOnSince !== null,
            turned_on_at: twoStepOnSince?.toISOString() ?? null,
          },
        },
        cvs: cvs.map(({ cv }, index) => ({
          uuid: cv.id,
          slug: cv.slug,
          public_url: publicUrlOf(appOrigin, user.username, cv),
          created_at: cv.createdAt.toISOString(),
          updated_at: cv.updatedAt.toISOString(),
          ...pick(cv, CV_CONTENT_KEYS),
          photo: photos[index] ?? null,
          json_resume: cvAsJsonResume(appOrigin, user.username, cv),
          view_counts: viewCounts
            .filter((row) => row.cvId === cv.id)
            .map(({ cvId: _cv, day, ...sums }) => ({ date: day, ...sums })),
        })),
        // Each with its CV's id and its version of that CV (what it does differently).
        applications: applications.map(applicationDto),
      };
    },

    /**
     * Deletes the account and everything of it at once, proven as every sensitive change is
     * (`proveOwner`). Its username stays held from everyone for the hold's days, so shared links
     * find nobody else.
     */
    async deleteAccount(session: ProvenSession, password: string) {
      const user = await userOf(session.userId);
      await proveOwner(user.passwordHash, session, password, 'password');
      await files.forget(await repo.deleteEverything(user.id, user.email, user.username));
      sessions.changed(user.id);
      changes.emit(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
