/** CV rules: ownership, the free plan's one CV, slugs, idempotent creation and photos. */
import { randomUUID } from 'node:crypto';
import type {
  CvContent,
  CvDto,
  CvListItemDto,
  PublicCvDto,
  Skill,
  Link,
} from '../../../src/domain/cv';
import { cvContentOf, cvCreateSchema, resolveTheme } from '../../../src/domain/cv';
import { LIMITS } from '../../../src/domain/limits';
import { normalizeSlug, uniqueSlug } from '../../../src/domain/slug';
import { ApiError, FieldError } from '../../lib/errors';
import type { ProcessedPhoto } from '../media/photo-pipeline';
import type { CvRepository, CvWithOwner } from './repository';

export const photoUrl = (photoId: string | null) =>
  photoId ? `/media/photos/${photoId}.webp` : null;

function withIds<T extends { uuid?: string }>(items: T[]): Array<T & { uuid: string }> {
  return items.map((item) => ({ ...item, uuid: item.uuid ?? randomUUID() }));
}

export function toCvDto(row: CvWithOwner): CvDto {
  return {
    uuid: row.id,
    title: row.title,
    theme: resolveTheme(row.theme),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    current_job_title: row.currentJobTitle,
    bio_title: row.bioTitle,
    bio_description: row.bioDescription,
    language: row.language === 'fi' ? 'fi' : 'en',
    is_public: row.isPublic,
    slug: row.slug,
    username: row.username,
    user: row.userId,
    photo: photoUrl(row.photoId),
    experiences: row.experiences as CvDto['experiences'],
    educations: row.educations as CvDto['educations'],
    skills: row.skills as Skill[],
    links: row.links as Link[],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicCvDto(row: CvWithOwner): PublicCvDto {
  const { user: _user, is_public: _isPublic, ...rest } = toCvDto(row);
  return rest;
}

function contentColumns(content: CvContent) {
  return {
    title: content.title,
    theme: content.theme,
    firstName: content.first_name,
    lastName: content.last_name,
    email: content.email,
    phone: content.phone,
    currentJobTitle: content.current_job_title,
    bioTitle: content.bio_title,
    bioDescription: content.bio_description,
    language: content.language,
    isPublic: content.is_public,
    experiences: content.experiences,
    educations: content.educations,
    skills: withIds(content.skills),
    links: withIds(content.links),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

class DuplicateDraft extends Error {}

export function createCvService(repo: CvRepository) {
  const changeListeners = new Set<(userId: string) => void>();
  const changed = (userId: string) => changeListeners.forEach((listener) => listener(userId));

  async function owned(userId: string, id: string): Promise<CvWithOwner> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw new ApiError(404, 'not_found');
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
        if (existing) return { cv: toCvDto(existing), created: false };
      }
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
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
          const photoId = photo
            ? await repo.insertPhoto(tx, {
                userId,
                contentType: photo.contentType,
                width: photo.width,
                height: photo.height,
                bytes: photo.bytes,
              })
            : null;
          return repo.insertCv(tx, {
            userId,
            ...contentColumns(content),
            slug,
            photoId,
            idempotencyKey,
          });
        });
      } catch (error) {
        // The same draft sent twice at once: the other request made it.
        if (idempotencyKey && (error instanceof DuplicateDraft || isUniqueViolation(error))) {
          const existing = await repo.findByIdempotencyKey(userId, idempotencyKey);
          if (existing) return { cv: toCvDto(existing), created: false };
        }
        throw error;
      }
      changed(userId);
      return { cv: toCvDto(await owned(userId, id)), created: true };
    },

    async list(userId: string): Promise<CvListItemDto[]> {
      const rows = await repo.listOwned(userId);
      return rows.map((r) => ({
        uuid: r.id,
        title: r.title,
        slug: r.slug,
        theme: resolveTheme(r.theme),
        is_public: r.isPublic,
        updated_at: r.updatedAt.toISOString(),
      }));
    },

    async get(userId: string, id: string): Promise<CvDto> {
      return toCvDto(await owned(userId, id));
    },

    async update(
      userId: string,
      id: string,
      changes: Partial<CvContent> & { slug?: string },
    ): Promise<CvDto> {
      const current = toCvDto(await owned(userId, id));
      const { slug: slugChange, ...contentChanges } = changes;
      // The whole CV must still hold together (e.g. dates in order) after the change.
      const merged = cvCreateSchema.parse({
        ...cvContentOf(current),
        ...contentChanges,
      });
      const values: Record<string, unknown> = contentColumns(merged);
      if (slugChange !== undefined) values.slug = normalizeSlug(slugChange);
      try {
        await repo.updateCv(userId, id, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldError('slug', 'validation.slug_taken');
        throw error;
      }
      changed(userId);
      return toCvDto(await owned(userId, id));
    },

    async replacePhoto(userId: string, id: string, photo: ProcessedPhoto): Promise<CvDto> {
      const current = await owned(userId, id);
      await repo.transaction(async (tx) => {
        const photoId = await repo.insertPhoto(tx, {
          userId,
          contentType: photo.contentType,
          width: photo.width,
          height: photo.height,
          bytes: photo.bytes,
        });
        await repo.updateCv(userId, id, { photoId }, tx);
        if (current.photoId) await repo.deletePhoto(tx, current.photoId);
      });
      changed(userId);
      return toCvDto(await owned(userId, id));
    },

    /** The public CV with what caches need to know about it (owner, version, photo). */
    async findPublicPage(username: string, slug: string | null) {
      const row = await repo.findPublic(username, normalizeSlug(slug));
      return row ? { cv: toPublicCvDto(row), userId: row.userId, photoId: row.photoId } : null;
    },

    async findPublicById(id: string) {
      const row = await repo.findPublicById(id);
      return row ? { cv: toPublicCvDto(row), userId: row.userId, photoId: row.photoId } : null;
    },

    async getPublic(username: string, slug: string | null): Promise<PublicCvDto> {
      const row = await repo.findPublic(username, normalizeSlug(slug));
      if (!row) throw new ApiError(404, 'cv_not_found');
      return toPublicCvDto(row);
    },

    photo: (id: string) => repo.findPhoto(id),

    /** Tells caches (rendered public pages, preview cards) that a user's CVs changed. */
    onChange(listener: (userId: string) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
  };
}

export type CvService = ReturnType<typeof createCvService>;
