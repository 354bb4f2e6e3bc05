// Over 300 lines: every write of a CV (create, edit, copy, delete, photo) follows one lock-and-files rule, read in one place.
/**
 * CV rules: ownership, the free plan's one CV, slugs, idempotent creation, atomic edits, photos;
 * and a version of a CV as its owner reads and prints it.
 */
import { randomBytes } from 'node:crypto';
import type { CvContent, CvDto, CvListItemDto, CvPatch } from '@/domain/cv';
import { CV_CONTENT_KEYS, cvContentSchema, pick } from '@/domain/cv';
import { applyTranslations, switchMainLanguage, translationStatus } from '@/domain/cv-translations';
import { applyVersion, type VersionOverrides } from '@/domain/cv-version';
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import { withTidySections } from '@/domain/sections';
import { normalizeSlug, uniqueSlug } from '@/domain/slug';
import { isUniqueViolation } from '@server/db/errors';
import { ApiError, FieldError } from '@server/lib/errors';
import {
  createPublicChanges,
  type PublicChangeListener,
  type PublicChanges,
} from '@server/lib/public-changes';
import {
  type ProcessedPhoto,
  createPhotoLinks,
  type PhotoLinks,
  createStoredFiles,
  type StoredFiles,
} from '@server/modules/media';
import { createCvPhotos } from './photos';
import { toCvDto, toPublicCvDto } from './dto';
import { cvAsJsonResume } from './json-resume';
import { versionTag } from './version-tag';
import type { CvRepository, CvWithOwner, Tx } from './repository';

class DuplicateDraft extends Error {}

/** The columns a change of main language rewrites besides `language` (its texts swap). */
const SWAPPED = {
  language: true,
  title: true,
  current_job_title: true,
  bio_title: true,
  bio_description: true,
  experiences: true,
  educations: true,
  skills: true,
};

/**
 * A version of a CV its owner gave a public link (a job application's, found by the CV and the
 * link's key): which application it is, and what it does differently.
 */
export type SharedVersionFinder = (
  cvId: string,
  key: string,
) => Promise<{ id: string; overrides: VersionOverrides } | undefined>;

export interface CvServiceOptions {
  /** Where changes of what strangers see are told (the public caches listen). */
  changes?: PublicChanges;
  /** Signs the owner's address of a private CV's photo. */
  photoLinks?: PhotoLinks;
  /** Object storage for photos and PDFs; photos stay in the database without it. */
  files?: StoredFiles;
}

export function createCvService(repo: CvRepository, options: CvServiceOptions = {}) {
  const changes = options.changes ?? createPublicChanges();
  const changed = (userId: string) => changes.emit(userId);
  const links = options.photoLinks ?? createPhotoLinks(randomBytes(32));
  const dto = (row: CvWithOwner) => toCvDto(row, links);
  const files = options.files ?? createStoredFiles(null, console);
  // The applications module, above this one, says how a version's public link is found.
  let sharedVersion: SharedVersionFinder = async () => undefined;
  const photos = createCvPhotos(repo, files);

  /** What the owner's files print of a CV (or of a version of it). */
  const printableOf = (row: CvWithOwner, language?: Language | null) => ({
    cv: toPublicCvDto(row, language),
    photoId: row.photoId,
    pdfQrCode: row.pdf_qr_code && row.is_public,
  });

  async function owned(userId: string, id: string): Promise<CvWithOwner> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw new ApiError(404, 'not_found');
    return row;
  }

  /**
   * The owner's CV, locked for an edit: undefined when the edit's Idempotency-Key was applied
   * before (a replay, answered with the CV as it is and never applied twice, whatever the version
   * now); refused with 412 and its current state when the edit was made on another version.
   */
  async function lockForEdit(
    tx: Tx,
    userId: string,
    id: string,
    expectedVersion: number | null,
    idempotencyKey: string | null,
  ): Promise<CvWithOwner | undefined> {
    const row = await repo.lockOwned(tx, userId, id);
    if (!row) throw new ApiError(404, 'not_found');
    // Checked before the version: a replayed change meets the version its first sending made.
    if (idempotencyKey && !(await repo.claimEditKey(tx, id, idempotencyKey))) return undefined;
    if (expectedVersion !== null && row.version !== expectedVersion) {
      const current = dto(row);
      throw new ApiError(
        412,
        'version_conflict',
        'version_conflict',
        {},
        { data: current },
        { etag: versionTag(current.version) },
      );
    }
    return row;
  }

  return {
    async create(
      userId: string,
      content: CvContent,
      photo: ProcessedPhoto | null,
      idempotencyKey: string | null,
    ): Promise<{ cv: CvDto; created: boolean }> {
      if (idempotencyKey) {
        const existing = await repo.findByIdempotencyKey(userId, idempotencyKey);
        if (existing) return { cv: dto(existing), created: false };
      }
      let id: string;
      try {
        id = await photos.transaction(async (tx, photoWrites) => {
          const user = await repo.lockUser(tx, userId);
          if (!user) throw new ApiError(401, 'token_not_valid');
          // A parallel request with the same key may have made it while we waited for the lock.
          if (idempotencyKey && (await repo.findByIdempotencyKey(userId, idempotencyKey, tx))) {
            throw new DuplicateDraft();
          }
          const count = await repo.countOwned(tx, userId);
          if (!user.isPremium && count >= LIMITS.freePlanCvs) throw new ApiError(403, 'plan_limit');
          const slugs = await repo.slugsOf(tx, userId);
          // The first CV lives at /{username}; later ones get a slug from their title.
          const slug = slugs.includes(null)
            ? uniqueSlug(content.title || content.current_job_title, slugs)
            : null;
          const photoId = photo ? await photoWrites.save(userId, photo) : null;
          return repo.insertCv(tx, {
            userId,
            ...pick(withTidySections(content), CV_CONTENT_KEYS),
            slug,
            photoId,
            idempotencyKey,
          });
        });
      } catch (error) {
        // The same draft sent twice at once: the other request made it.
        if (idempotencyKey && (error instanceof DuplicateDraft || isUniqueViolation(error))) {
          const existing = await repo.findByIdempotencyKey(userId, idempotencyKey);
          if (existing) return { cv: dto(existing), created: false };
        }
        throw error;
      }
      changed(userId);
      return { cv: dto(await owned(userId, id)), created: true };
    },

    async list(userId: string): Promise<CvListItemDto[]> {
      const rows = await repo.listOwned(userId);
      return rows.map((row) => ({
        ...pick(row, [
          'title',
          'first_name',
          'last_name',
          'slug',
          'theme',
          'is_public',
          'language',
        ]),
        translation_status: translationStatus(row, row.translations, row.translationSources),
        uuid: row.id,
        updated_at: row.updatedAt.toISOString(),
      }));
    },

    async get(userId: string, id: string): Promise<CvDto> {
      return dto(await owned(userId, id));
    },

    /**
     * Changes exactly the fields in `patch`, atomically: the row is locked, the merged CV is
     * checked as a whole, and only the sent columns are written. With `expectedVersion` (If-Match)
     * a CV that moved on meanwhile is refused with 412 and its current state.
     */
    async update(
      userId: string,
      id: string,
      patch: CvPatch,
      expectedVersion: number | null = null,
      idempotencyKey: string | null = null,
    ): Promise<CvDto> {
      const { slug, translations, ...content } = patch;
      const sent = CV_CONTENT_KEYS.filter((key) => key in content);
      // A replayed change (its key seen) or an empty one writes nothing, and nothing is told.
      let wrote = false;
      try {
        await photos.transaction(async (tx, photoWrites) => {
          const row = await lockForEdit(tx, userId, id, expectedVersion, idempotencyKey);
          if (!row) return;
          if (!sent.length && slug === undefined && translations === undefined) return;
          // The whole CV must still hold together with the change in it (dates, limits).
          // (An order naming a section the CV no longer has is stored without it.)
          const edited = withTidySections(
            cvContentSchema.parse({
              ...pick(row, CV_CONTENT_KEYS),
              ...content,
              language: row.language,
            }),
          );
          // The versions' texts as sent, against the CV as it is (in its language so far)…
          if (translations?.[row.language] !== undefined)
            throw new FieldError('translations', 'validation.translation_language');
          const stored = applyTranslations(
            { translations: row.translations, sources: row.translationSources },
            translations,
            edited,
          );
          // …then a new main language swaps the versions: the main texts change columns too.
          const switched = switchMainLanguage(edited, stored, content.language ?? row.language);
          const merged = switched.cv;
          const versions = switched.stored;
          const written =
            merged.language === row.language
              ? sent
              : CV_CONTENT_KEYS.filter((key) => key in content || key in SWAPPED);
          // A photo that was public may live on in caches under its address (CDN, browsers):
          // a CV turning private moves its photo to a new id, and the old address answers 404.
          const hiding = row.is_public && !merged.is_public;
          const photoId = hiding && row.photoId ? await photoWrites.copy(row.photoId) : null;
          await repo.updateCv(
            userId,
            id,
            {
              ...pick(merged, written),
              translations: versions.translations,
              translationSources: versions.sources,
              ...(slug === undefined ? {} : { slug: normalizeSlug(slug) }),
              ...(photoId ? { photoId } : {}),
            },
            tx,
          );
          if (photoId) await photoWrites.remove(row.photoId);
          wrote = true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldError('slug', 'validation.slug_taken');
        throw error;
      }
      if (wrote) changed(userId);
      return dto(await owned(userId, id));
    },

    /**
     * A copy of the owner's CV with its own address and photo, private until its owner shows it:
     * a copy made to tailor for one employer should not appear beside the original unasked.
     */
    async duplicate(userId: string, id: string): Promise<CvDto> {
      const copyId = await photos.transaction(async (tx, photoWrites) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw new ApiError(401, 'token_not_valid');
        const row = await repo.findOwned(userId, id, tx);
        if (!row) throw new ApiError(404, 'not_found');
        if (!user.isPremium && (await repo.countOwned(tx, userId)) >= LIMITS.freePlanCvs)
          throw new ApiError(403, 'plan_limit');
        const slugs = await repo.slugsOf(tx, userId);
        const photoId = row.photoId ? await photoWrites.copy(row.photoId) : null;
        return repo.insertCv(tx, {
          userId,
          ...pick(row, CV_CONTENT_KEYS),
          translations: row.translations,
          translationSources: row.translationSources,
          is_public: false,
          slug: uniqueSlug(row.title || row.current_job_title, slugs),
          photoId,
        });
      });
      return dto(await owned(userId, copyId));
    },

    /** The owner's CV as JSON Resume, with the addresses strangers may use when it is public. */
    async jsonResume(userId: string, id: string, appOrigin: string, language?: Language | null) {
      const row = await owned(userId, id);
      const version = toPublicCvDto(row, language);
      return {
        row,
        document: cvAsJsonResume(appOrigin, row.username, { ...row, ...version }),
      };
    },

    /** Deletes the owner's CV with its photo; every public cache forgets it at once. */
    async remove(userId: string, id: string): Promise<void> {
      const removed = await photos.transaction(async (tx, photoWrites) => {
        const row = await repo.lockOwned(tx, userId, id);
        if (!row) return false;
        await repo.deleteCv(tx, id);
        await photoWrites.remove(row.photoId);
        return true;
      });
      if (!removed) throw new ApiError(404, 'not_found');
      await files.forget({ cvIds: [id] });
      changed(userId);
    },

    /** A new photo, on the version it was chosen on (If-Match) when one is given, as `update`. */
    async replacePhoto(
      userId: string,
      id: string,
      photo: ProcessedPhoto,
      expectedVersion: number | null = null,
      idempotencyKey: string | null = null,
    ): Promise<CvDto> {
      const replaced = await photos.transaction(async (tx, photoWrites) => {
        const row = await lockForEdit(tx, userId, id, expectedVersion, idempotencyKey);
        if (!row) return false;
        const photoId = await photoWrites.save(userId, photo);
        await repo.updateCv(userId, id, { photoId }, tx);
        await photoWrites.remove(row.photoId);
        return true;
      });
      if (replaced) changed(userId);
      return dto(await owned(userId, id));
    },

    /** The public CV with what caches need to know about it (owner, version, photo). */
    /** One version (`language`, else the main one) of a public CV, and what caches need to know. */
    /**
     * The public CV at an address, in a language version; with a version's link key, that version
     * of it (`version`: its application; '' for the CV itself), or null when the key finds none.
     */
    async findPublicPage(
      username: string,
      slug: string | null,
      language?: Language | null,
      versionKey?: string | null,
    ) {
      const row = await repo.findPublic(username, normalizeSlug(slug));
      if (!row) return null;
      const shared = versionKey ? await sharedVersion(row.id, versionKey) : undefined;
      if (versionKey && !shared) return null;
      const shown = shared ? applyVersion(row, shared.overrides) : row;
      return {
        cv: toPublicCvDto(shown, language),
        userId: row.userId,
        photoId: row.photoId,
        pdfQrCode: row.pdf_qr_code,
        version: shared?.id ?? '',
      };
    },

    /** How a version's public link is found (set once by the applications module). */
    findSharedVersionsWith(finder: SharedVersionFinder) {
      sharedVersion = finder;
    },

    /** Tells the public caches that what strangers see of the owner's CVs changed (a version's). */
    publicChanged: (userId: string) => changed(userId),

    async findPublicById(id: string, language?: Language | null) {
      const row = await repo.findPublicById(id);
      return row
        ? { cv: toPublicCvDto(row, language), userId: row.userId, photoId: row.photoId }
        : null;
    },

    photo: (id: string) => photos.read(id),

    /**
     * What the owner's PDF prints: the CV as the public page shows it, its photo's id, and whether
     * it ends with a QR code (only a public CV has an address to show).
     */
    async printable(userId: string, id: string, language?: Language | null) {
      return printableOf(await owned(userId, id), language);
    },

    /**
     * A version of the CV (a job application's, src/domain/cv-version.ts), made of the CV's row as
     * the caller read it: as get_cv answers the CV (`answer`) and as its files print it (`printable`).
     */
    version: (row: CvWithOwner, overrides: VersionOverrides) => {
      const shown = applyVersion(row, overrides);
      return {
        answer: dto(shown),
        printable: (language?: Language | null) => printableOf(shown, language),
      };
    },

    /**
     * A photo for /media/photos: to anyone while a public CV shows it; to a valid signed link of
     * its owner otherwise (`ownerSeconds` says for how long that link is still good).
     */
    async readPhoto(id: string, token: string | null) {
      const ownerSeconds = token ? links.secondsLeft(id, token) : 0;
      const photo = ownerSeconds > 0 ? await photos.read(id) : await photos.readPublic(id);
      return photo ? { ...photo, ownerSeconds } : undefined;
    },

    /** Tells caches (rendered pages, API answers, preview cards) what strangers see changed. */
    onChange: (listener: PublicChangeListener): (() => void) => changes.subscribe(listener),
  };
}

export type CvService = ReturnType<typeof createCvService>;
