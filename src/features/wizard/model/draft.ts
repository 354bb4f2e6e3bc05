/** The wizard's draft CV (spec: "Draft CV"), its defaults, and the draft a refused CV goes back to. */
import {
  CV_CREATE_DEFAULTS,
  DEFAULT_THEME_CHOICE,
  pick,
  type CvContent,
  type CvDraftContent,
} from '@/domain/cv';
import type { CvTranslations } from '@/domain/cv-translations';
import { DEFAULT_BIO_TITLES, isDefaultBioTitle, type Language } from '@/domain/languages';

/** The CV as typed so far in the wizard, with our own id and the step the user was on. */
export type DraftCv = CvDraftContent & {
  /** Our own id of this draft; becomes the Idempotency-Key when it is sent. */
  draftId: string;
  uuid: string;
  /** The last step the user was on, so leaving and coming back lands there. */
  step: string;
  /**
   * True once the user chose the CV's language; until then it follows the interface language.
   * Never sent: create_cv's payload names its fields.
   */
  languagePicked?: boolean;
  /**
   * The CV's versions in other languages (a CV file in another language, taken as one), sent by
   * edit_cv once the CV is made; rows are found by the draft's row ids, which the CV keeps.
   */
  translations?: CvTranslations;
};

export function newId(): string {
  return crypto.randomUUID();
}

/** A draft with nothing typed yet: create_cv's defaults; draft-state gives it its language (draftIn). */
export function emptyDraft(): DraftCv {
  const { is_public: _shown, pdf_qr_code: _qr, ...defaults } = CV_CREATE_DEFAULTS;
  return {
    // Its own lists: the defaults' are shared.
    ...structuredClone(defaults),
    draftId: newId(),
    uuid: '',
    theme: DEFAULT_THEME_CHOICE,
    first_name: '',
    last_name: '',
    email: '',
    step: '',
  };
}

/**
 * The draft in `language` (its CV language): the bio heading follows, in that language's own words,
 * unless the user wrote their own.
 */
export function draftIn(draft: DraftCv, language: Language): DraftCv {
  const bio_title = isDefaultBioTitle(draft.bio_title)
    ? DEFAULT_BIO_TITLES[language]
    : draft.bio_title;
  return { ...draft, language, bio_title };
}

/**
 * A draft read back from the device (older versions may lack newer fields): what it holds over the
 * defaults. Not an object (nothing usable stored): null.
 */
export function storedDraft(value: unknown): DraftCv | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return { ...emptyDraft(), ...(value as Partial<DraftCv>) };
}

/**
 * The draft a CV made from it goes back to when the server refused it, at `step`: it keeps its id
 * (the create's key), and what only a CV has (its visibility, the PDF's code) stays out.
 */
export function draftFromCv(content: CvContent, draftId: string, step: string): DraftCv {
  const draft = emptyDraft();
  const fields = Object.keys(draft).filter((key): key is keyof CvDraftContent => key in content);
  return { ...draft, ...pick(content, fields), draftId, step, languagePicked: true };
}
