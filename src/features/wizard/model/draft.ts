/** The wizard's draft CV (spec: "Draft CV"), its defaults and how it becomes a create_cv request. */
import { DEFAULT_THEME_CHOICE, type CvCreateInput, type CvDraftContent } from '@/domain/cv';
import { isBlankRow } from '@/domain/cv-rows';

export const DRAFT_STORAGE_KEY = 'cv-wizard-storage';

/** The CV as typed so far in the wizard, with our own id and the step the user was on. */
export type DraftCv = CvDraftContent & {
  /** Our own id of this draft; becomes the Idempotency-Key when it is sent. */
  draftId: string;
  uuid: string;
  /** The last step the user was on, so leaving and coming back lands there. */
  step: string;
};

export function newId(): string {
  return crypto.randomUUID();
}

/** A draft with nothing typed yet; draft-state gives a fresh one its language and bio heading. */
export function emptyDraft(): DraftCv {
  return {
    draftId: newId(),
    uuid: '',
    title: '',
    theme: DEFAULT_THEME_CHOICE,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    current_job_title: '',
    bio_title: '',
    bio_description: '',
    language: 'en',
    experiences: [],
    educations: [],
    skills: [],
    links: [],
    step: '',
  };
}

/** What create_cv receives: blank rows dropped, text trimmed, 'fi' only when the draft says fi. */
export function toCreatePayload(draft: DraftCv): CvCreateInput {
  return {
    title: (draft.title ?? '').trim(),
    theme: draft.theme,
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    current_job_title: draft.current_job_title.trim(),
    bio_title: draft.bio_title.trim(),
    bio_description: draft.bio_description.trim(),
    language: draft.language === 'fi' ? 'fi' : 'en',
    experiences: draft.experiences.filter((e) => !isBlankRow.experiences(e)),
    educations: draft.educations.filter((e) => !isBlankRow.educations(e)),
    skills: draft.skills
      .filter((s) => !isBlankRow.skills(s))
      .map(({ skill_name, proficiency }) => ({ skill_name: skill_name.trim(), proficiency })),
    links: draft.links
      .filter((l) => !isBlankRow.links(l))
      .map(({ link_type, url }) => ({ link_type, url: url.trim() })),
  };
}

export type CreatePayload = CvCreateInput;

/** create_cv's multipart form: scalar fields as text, the lists as JSON, the photo as a file. */
export function toFormData(payload: CreatePayload, photo: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (photo) form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  return form;
}
