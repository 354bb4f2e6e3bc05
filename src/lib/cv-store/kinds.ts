/**
 * What the record store needs to know of each kind of record: the document the owner edits (and
 * the merge merges) out of the server's answer, its id and version, and the patch edit sends.
 * A CV, and a job application with its version of a CV.
 */
import {
  APPLICATION_FIELD_KEYS,
  type Application,
  type ApplicationFields,
} from '@/domain/applications';
import { CV_CONTENT_KEYS, pick, type CvContent, type CvDto } from '@/domain/cv';
import {
  translatedTexts,
  translationsPatch,
  withTranslatedText,
  type CvTranslations,
} from '@/domain/cv-translations';
import { LANGUAGES, type Language } from '@/domain/languages';
import { same } from '@/domain/merge';
import type { RecordKind } from '@/lib/local-data/database';

export interface KindRules<Doc, Answer> {
  kind: RecordKind;
  /** The document the owner edits, out of the server's answer (its own fields left out). */
  docOf(answer: Answer): Doc;
  idOf(answer: Answer): string;
  versionOf(answer: Answer): number;
  /** What an edit sends to turn `from` into `to`; null when they do not differ. */
  patchOf(from: Doc, to: Doc): Record<string, unknown> | null;
  /**
   * What a create sends of a document, and the document that body stands for (the base its answer
   * is merged on): what a create cannot carry is sent by an edit after it.
   */
  creates(doc: Doc): { body: unknown; doc: Doc };
}

/**
 * A CV as its owner edits it: the content, its address's slug and its other language versions;
 * and, until they are sent, the translated texts the owner confirmed as still right after their
 * main text changed (sent as they are, so the server counts them as made from the new main text).
 */
export type CvDoc = CvContent & {
  slug: string | null;
  translations: CvTranslations;
  confirmed?: Partial<Record<Language, string[]>>;
};

export const cvRules: KindRules<CvDoc, CvDto> = {
  kind: 'cv',
  docOf: (cv) => pick(cv, [...CV_CONTENT_KEYS, 'slug', 'translations']),
  idOf: (cv) => cv.uuid,
  versionOf: (cv) => cv.version,
  patchOf(from, to) {
    // Lists are sent whole: edit_cv replaces a list, so a row's change sends its list.
    const patch: Record<string, unknown> = {};
    for (const key of CV_CONTENT_KEYS) if (!same(from[key], to[key])) patch[key] = to[key];
    if (from.slug !== to.slug) patch.slug = to.slug ?? '';
    let versions = translationsPatch(from.translations, to.translations);
    for (const language of LANGUAGES)
      for (const path of to.confirmed?.[language] ?? []) {
        const text = translatedTexts(to.translations[language]).get(path);
        if (text)
          versions = {
            ...versions,
            [language]: withTranslatedText(versions?.[language] ?? undefined, path, text),
          };
      }
    if (versions) patch.translations = versions;
    return Object.keys(patch).length ? patch : null;
  },
  // create_cv takes the content; the slug and the language versions follow by edit_cv.
  creates: (doc) => ({
    body: pick(doc, CV_CONTENT_KEYS),
    doc: { ...doc, slug: null, translations: {}, confirmed: {} },
  }),
};

/**
 * A job application as its owner edits it: the job, where it stands, and its version of a CV as
 * what the version does differently (src/domain/cv-version.ts), laid over the CV on this device.
 */
export type ApplicationDoc = ApplicationFields;

export const applicationRules: KindRules<ApplicationDoc, Application> = {
  kind: 'application',
  docOf: (application) => pick(application, APPLICATION_FIELD_KEYS),
  idOf: (application) => application.uuid,
  versionOf: (application) => application.version,
  patchOf(from, to) {
    const patch: Record<string, unknown> = {};
    for (const key of APPLICATION_FIELD_KEYS) if (!same(from[key], to[key])) patch[key] = to[key];
    return Object.keys(patch).length ? patch : null;
  },
  creates: (doc) => ({ body: doc, doc }),
};
