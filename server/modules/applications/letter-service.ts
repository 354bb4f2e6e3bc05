/**
 * An application's cover letter: read (an empty one in its CV's language until one is written),
 * written whole with If-Match on the application's version (required: a letter is one text, and a
 * phone that wrote it offline must not overwrite one written elsewhere meanwhile), and what its
 * files print (its CV's version for the job, in the letter's language when the CV has one).
 */
import { emptyLetter, isLetterWritten, type CoverLetter } from '@/domain/cover-letter';
import { isUuid } from '@/domain/cv-fields';
import { same } from '@/domain/merge';
import { ApiError } from '@server/lib/errors';
import { versionTag } from '@server/modules/cv';
import type { PrintedLetter } from '@server/modules/pdf';
import { NS, type ApplicationServiceDeps } from './service';

/** The letter as its owner reads it, with its application's version (the ETag). */
export interface LetterAnswer {
  letter: CoverLetter;
  version: number;
}

const notFound = () => new ApiError(404, 'not_found');
/** The letter was written on a version the application has moved on from. */
class Stale extends Error {}

/** Today as the server has it (UTC): the letter's date when the writer's is not sent. */
const today = () => new Date().toISOString().slice(0, 10);

export function createLetterService({ repo, cvRows, cvs }: ApplicationServiceDeps) {
  /** The owner's application and its CV (which it is printed in), else 404. */
  async function withCv(userId: string, id: string) {
    const app = isUuid(id) ? await repo.findOwned(userId, id) : undefined;
    const cv = app && (await cvRows.findOwned(userId, app.cvId));
    if (!app || !cv) throw notFound();
    return { app, cv };
  }

  async function read(userId: string, id: string): Promise<LetterAnswer> {
    const { app, cv } = await withCv(userId, id);
    return { letter: app.letter ?? emptyLetter(cv.language), version: app.version };
  }

  return {
    read,

    /**
     * Stores the letter as the application's, on the version it was written on (`expected`), an
     * Idempotency-Key's replay answered and not applied twice; the version rises if it changed.
     */
    async write(
      userId: string,
      id: string,
      letter: CoverLetter,
      expected: number | null,
      idempotencyKey: string | null,
    ): Promise<LetterAnswer> {
      if (!isUuid(id)) throw notFound();
      try {
        await repo.transaction(async (tx) => {
          // Only the application's row is locked: a CV's deletion locks its CV first, then this row.
          const app = await repo.lockOwned(tx, userId, id);
          if (!app) throw notFound();
          if (expected === null)
            throw new ApiError(428, 'if_match_required', 'if_match_required', { ns: NS });
          if (idempotencyKey && !(await repo.claimEditKey(tx, app.id, idempotencyKey))) return;
          // Thrown, so the key's claim goes with the transaction: sent again, it is refused again.
          if (app.version !== expected) throw new Stale();
          if (!same(letter, app.letter))
            await repo.update(tx, app.id, { letter, version: app.version + 1 });
        });
      } catch (error) {
        if (!(error instanceof Stale)) throw error;
        const current = await read(userId, id);
        throw new ApiError(
          412,
          'version_conflict',
          'version_conflict',
          { ns: NS },
          { data: current.letter },
          { etag: versionTag(current.version) },
        );
      }
      return read(userId, id);
    },

    /**
     * What the letter's PDF and Word file print, dated `day` (the writer's today) or the server's
     * today; 404 `letter_not_written` before it is written.
     */
    async printable(userId: string, id: string, day = today()): Promise<PrintedLetter> {
      const { app, cv } = await withCv(userId, id);
      if (!isLetterWritten(app.letter))
        throw new ApiError(404, 'letter_not_written', 'letter_not_written', { ns: 'letterPrint' });
      const { cv: shown } = cvs.version(cv, app.overrides).printable(app.letter.language);
      return { cv: shown, letter: app.letter, company: app.company, role: app.role, day };
    },
  };
}

export type LetterService = ReturnType<typeof createLetterService>;
