/** A CV row as the API answers it: to its owner (both versions and their state) and to strangers. */
import type { CvDto, PublicCvDto } from '@/domain/cv';
import { CV_CONTENT_KEYS, pick, publicCvSchema } from '@/domain/cv';
import { cvLanguages, localizeCv, translationStatus } from '@/domain/cv-translations';
import type { Language } from '@/domain/languages';
import { withoutHiddenSections } from '@/domain/sections';
import { publicPhotoPath, type PhotoLinks } from '@server/modules/media';
import type { CvWithOwner } from './repository';

/**
 * A public CV's photo has its public address; a private CV's photo answers strangers 404, so its
 * owner gets a signed address (`links`) that an <img> can load without the bearer token.
 */
export function photoUrl(
  row: Pick<CvWithOwner, 'photoId' | 'is_public'>,
  links?: PhotoLinks,
): string | null {
  if (!row.photoId) return null;
  return row.is_public || !links ? publicPhotoPath(row.photoId) : links.signed(row.photoId);
}

/** What the owner's and the public answers share. */
function cvFields(row: CvWithOwner, links?: PhotoLinks) {
  return {
    ...pick(row, CV_CONTENT_KEYS),
    uuid: row.id,
    slug: row.slug,
    username: row.username,
    user: row.userId,
    photo: photoUrl(row, links),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toCvDto(row: CvWithOwner, links?: PhotoLinks): CvDto {
  return {
    ...cvFields(row, links),
    translations: row.translations,
    translation_status: translationStatus(row, row.translations, row.translationSources),
  };
}

const PUBLIC_KEYS = publicCvSchema.keyof().options;

/**
 * One version of the CV as a stranger reads it (`language`, else the CV's own; a language the CV
 * has no version in reads the main one), with the texts it has not translated shown in the main
 * language. Cut to the public schema's keys at run time, not only typed: whatever the schema does
 * not name (account ids, visibility, version) never leaves. Values are not re-validated here, so an
 * old row that a newer rule would refuse still shows (the renderer makes every value safe).
 */
export function toPublicCvDto(row: CvWithOwner, language?: Language | null): PublicCvDto {
  const languages = cvLanguages(row);
  const shown = language && languages.includes(language) ? language : row.language;
  const { cv, fallbacks } = localizeCv(
    withoutHiddenSections(cvFields(row)),
    row.translations,
    shown,
  );
  return pick({ ...cv, languages, fallbacks: [...fallbacks] }, PUBLIC_KEYS);
}
