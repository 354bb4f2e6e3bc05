/**
 * Job application rules: only the owner's, made of one of the owner's CVs, the plan's count checked
 * in the insert's transaction, idempotent creation and edits, If-Match on every change, and the
 * version of the CV each keeps (src/domain/cv-version.ts) held to the CV schema's limits.
 */
import { z } from 'zod';
import {
  mayAddApplication,
  type Application,
  type ApplicationFields,
  type ApplicationPatch,
} from '@/domain/applications';
import { CV_CONTENT_KEYS, cvContentSchema, pick, type CvPatch } from '@/domain/cv';
import { isUuid } from '@/domain/cv-fields';
import { cvTranslationsSchema } from '@/domain/cv-translations';
import {
  applyVersion,
  versionOverridesSchema,
  withVersionPatch,
  type VersionOverrides,
  type VersionSource,
} from '@/domain/cv-version';
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import { same } from '@/domain/merge';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import {
  versionTag,
  type CvRepository,
  type CvService,
  type CvWithOwner,
  type Tx,
} from '@server/modules/cv';
import type { Printable } from '@server/modules/pdf';
import { applicationDto, type VersionAnswer } from './dto';
import type { ApplicationRepository, ApplicationRow } from './repository';

/** This module's texts (locales/{en,fi}/applications.json). */
export const NS = 'applications';

const notFound = () => new ApiError(404, 'not_found');
/** A CV that is not the caller's reads as one that does not exist: nobody learns of another's. */
const notYourCv = () => new FieldError('cv', `${NS}:validation.cv`);
const conflict = (current: object, version: number) =>
  new ApiError(
    412,
    'version_conflict',
    'version_conflict',
    { ns: NS },
    { data: current },
    { etag: versionTag(version) },
  );

/**
 * A version's refusal at its field ('experiences.0.start_date'), answered as the CV's own fields
 * are refused: nested, `{experiences: {0: {start_date: [message]}}}`.
 */
const refusedAt = (field: string, message: string) =>
  new z.ZodError([{ code: 'custom', path: field.split('.'), message, input: undefined }]);

/** The same key's application made by a parallel request while this one waited for the lock. */
class Replayed extends Error {}
/** The application moved to another CV while its CVs were being locked: locked again. */
class Moved extends Error {}

/** What a version is made of: the CV's content and its other language versions. */
const sourceOf = (cv: CvWithOwner): VersionSource => ({
  ...pick(cv, CV_CONTENT_KEYS),
  translations: cv.translations,
});

/**
 * The overrides, if the version they make of the CV holds together: within their own limits
 * (field `overrides`), and, applied, within the CV schema's (the field of the CV they break).
 */
function checkedVersion(cv: CvWithOwner, overrides: VersionOverrides): VersionOverrides {
  const kept = z.object({ overrides: versionOverridesSchema }).parse({ overrides }).overrides;
  const shown = applyVersion(sourceOf(cv), kept);
  cvContentSchema.parse(pick(shown, CV_CONTENT_KEYS));
  z.object({ translations: cvTranslationsSchema }).parse({ translations: shown.translations });
  return kept;
}

/** The application locked for a change, with its CV and the CV it moves to (`target`). */
interface Locked {
  app: ApplicationRow;
  cv: CvWithOwner;
  target?: CvWithOwner;
}

export interface ApplicationServiceDeps {
  repo: ApplicationRepository;
  /** The CVs' rows, read and locked in the applications' own transactions. */
  cvRows: CvRepository;
  /** How a version of a CV reads and prints. */
  cvs: CvService;
}

export function createApplicationService({ repo, cvRows, cvs }: ApplicationServiceDeps) {
  /** A version's tag: its CV's version and its own together (both only rise). */
  const tagOf = (cv: CvWithOwner, app: ApplicationRow) => cv.version + app.version;

  const versionAnswer = (cv: CvWithOwner, app: ApplicationRow): VersionAnswer => ({
    ...cvs.version(cv, app.overrides).answer,
    version: tagOf(cv, app),
    application: app.id,
    overrides: app.overrides,
  });

  async function owned(userId: string, id: string): Promise<ApplicationRow> {
    const row = isUuid(id) ? await repo.findOwned(userId, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** The application and its CV, which its version is made of. */
  async function withCv(userId: string, id: string) {
    const app = await owned(userId, id);
    const cv = await cvRows.findOwned(userId, app.cvId);
    if (!cv) throw notFound();
    return { app, cv };
  }

  async function readVersion(userId: string, id: string): Promise<VersionAnswer> {
    const { app, cv } = await withCv(userId, id);
    return versionAnswer(cv, app);
  }

  /**
   * Runs `work` on the owner's application, locked, its CV (and the one it moves to) locked
   * first: a CV before what hangs on it, as deleting a CV takes them, so neither waits on the other.
   */
  async function locked(
    userId: string,
    id: string,
    movedTo: string | undefined,
    work: (tx: Tx, locked: Locked) => Promise<void>,
  ): Promise<void> {
    if (!isUuid(id)) throw notFound();
    for (let attempt = 1; ; attempt++) {
      try {
        await repo.transaction(async (tx) => {
          const seen = await repo.findOwned(userId, id, tx);
          if (!seen) throw notFound();
          const cvIds = [...new Set([seen.cvId, movedTo ?? seen.cvId])].sort();
          const rows = new Map<string, CvWithOwner>();
          for (const cvId of cvIds) {
            const row = await cvRows.lockOwned(tx, userId, cvId);
            if (row) rows.set(cvId, row);
          }
          const app = await repo.lockOwned(tx, userId, id);
          if (!app) throw notFound();
          if (app.cvId !== seen.cvId) throw new Moved();
          const cv = rows.get(app.cvId);
          // Its CV is going, and the application with it.
          if (!cv) throw notFound();
          const target = movedTo === undefined ? undefined : rows.get(movedTo);
          if (movedTo !== undefined && !target) throw notYourCv();
          await work(tx, { app, cv, target });
        });
        return;
      } catch (error) {
        if (!(error instanceof Moved)) throw error;
        if (attempt === 3)
          throw new ApiError(409, 'version_conflict', 'version_conflict', { ns: NS });
      }
    }
  }

  return {
    async list(userId: string): Promise<Application[]> {
      return (await repo.listOwned(userId)).map(applicationDto);
    },

    async get(userId: string, id: string): Promise<Application> {
      return applicationDto(await owned(userId, id));
    },

    /**
     * A new application of one of the owner's CVs, if the plan keeps one more (counted with the
     * account locked, so two at once cannot both pass). A replay of its Idempotency-Key answers the
     * application the key made, as create_cv does.
     */
    async create(
      userId: string,
      fields: ApplicationFields,
      idempotencyKey: string | null,
    ): Promise<{ application: Application; created: boolean }> {
      const replay = async () => {
        const made = idempotencyKey && (await repo.findByIdempotencyKey(userId, idempotencyKey));
        return made ? { application: applicationDto(made), created: false } : undefined;
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const { cv: cvId, overrides, ...values } = fields;
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
          // The account locked: its applications are counted and added one request at a time.
          const user = await cvRows.lockUser(tx, userId);
          if (!user) throw new ApiError(401, 'token_not_valid');
          if (idempotencyKey && (await repo.findByIdempotencyKey(userId, idempotencyKey, tx)))
            throw new Replayed();
          const cv = await cvRows.lockOwned(tx, userId, cvId);
          if (!cv) throw notYourCv();
          const count = await repo.countOwned(tx, userId);
          if (!mayAddApplication(count, user.isPremium))
            throw count >= LIMITS.applications
              ? new ApiError(403, 'plan_limit', 'applications_limit', {
                  ns: NS,
                  max: LIMITS.applications,
                })
              : new ApiError(403, 'plan_limit', 'plan_limit', {
                  ns: NS,
                  max: LIMITS.freePlanApplications,
                });
          return repo.insert(tx, {
            ...values,
            userId,
            cvId: cv.id,
            overrides: checkedVersion(cv, overrides),
            idempotencyKey,
          });
        });
      } catch (error) {
        // The same application sent twice at once: the other request made it.
        const again = error instanceof Replayed || isUniqueViolation(error) ? await replay() : null;
        if (again) return again;
        throw error;
      }
      return { application: applicationDto(await owned(userId, id)), created: true };
    },

    /**
     * Changes the fields sent, with If-Match (`expected`) when given and an Idempotency-Key's
     * replay answered, not applied twice. The version rises by one; moved to a CV of a lower
     * version, by enough that the version's tag still rises (it names the version's files).
     */
    async update(
      userId: string,
      id: string,
      patch: ApplicationPatch,
      expected: number | null,
      idempotencyKey: string | null,
    ): Promise<Application> {
      const { cv: movedTo, ...fields } = patch;
      let shownPublicly = false;
      await locked(userId, id, movedTo, async (tx, { app, cv, target }) => {
        if (idempotencyKey && !(await repo.claimEditKey(tx, app.id, idempotencyKey))) return;
        if (expected !== null && app.version !== expected)
          throw conflict(applicationDto(app), app.version);
        const next = target ?? cv;
        const values = {
          ...fields,
          ...(fields.overrides === undefined && !target
            ? {}
            : { overrides: checkedVersion(next, fields.overrides ?? app.overrides) }),
        };
        const changed =
          next.id !== app.cvId ||
          Object.entries(values).some(
            ([key, value]) => !same(value, app[key as keyof typeof values]),
          );
        if (!changed) return;
        const step = Math.max(1, cv.version - next.version + 1);
        await repo.update(tx, app.id, { ...values, cvId: next.id, version: app.version + step });
        if (app.share_key !== null || values.share_key) shownPublicly = true;
      });
      if (shownPublicly) cvs.publicChanged(userId);
      return applicationDto(await owned(userId, id));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(userId, id))) throw notFound();
      // Its public link, if it had one, goes with it.
      cvs.publicChanged(userId);
    },

    /** The application's version of its CV, as get_cv answers a CV, with its tag as `version`. */
    version: readVersion,

    /**
     * edit_cv's fields sent for the version (src/domain/cv-version.ts, `withVersionPatch`), on the
     * tag it was made on (If-Match, required: the version follows two rows that move on their own).
     */
    async editVersion(
      userId: string,
      id: string,
      patch: CvPatch,
      expected: number | null,
      idempotencyKey: string | null,
    ): Promise<VersionAnswer> {
      let shownPublicly = false;
      await locked(userId, id, undefined, async (tx, { app, cv }) => {
        if (expected === null)
          throw new ApiError(428, 'if_match_required', 'if_match_required', { ns: NS });
        if (idempotencyKey && !(await repo.claimEditKey(tx, app.id, idempotencyKey))) return;
        if (tagOf(cv, app) !== expected) throw conflict(versionAnswer(cv, app), tagOf(cv, app));
        const made = withVersionPatch(sourceOf(cv), app.overrides, patch);
        if ('refusal' in made) throw refusedAt(made.refusal.field, made.refusal.message);
        const overrides = checkedVersion(cv, made.overrides);
        if (same(overrides, app.overrides)) return;
        await repo.update(tx, app.id, { overrides, version: app.version + 1 });
        shownPublicly = app.share_key !== null;
      });
      if (shownPublicly) cvs.publicChanged(userId);
      return readVersion(userId, id);
    },

    /** What the version's PDF and Word file print, kept and named as the version's. */
    async printable(userId: string, id: string, language?: Language): Promise<Printable> {
      const { app, cv } = await withCv(userId, id);
      return {
        ...cvs.version(cv, app.overrides).printable(language),
        version: { id: app.id, tag: tagOf(cv, app), company: app.company },
      };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
