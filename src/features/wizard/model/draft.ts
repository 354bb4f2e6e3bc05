/** The wizard's draft CV (spec: "Draft CV"), its defaults and how it becomes a create_cv request. */
import type { Education, Experience, LinkType, Proficiency } from '../../../domain/cv';
import { DEFAULT_PROFICIENCY, DEFAULT_THEME_CHOICE } from '../../../domain/cv';
import type { Language } from '../../../domain/languages';

export const DRAFT_STORAGE_KEY = 'cv-wizard-storage';

export interface DraftSkill {
  uuid: string;
  skill_name: string;
  proficiency: Proficiency;
}

export interface DraftLink {
  uuid: string;
  link_type: LinkType;
  url: string;
}

export interface DraftCv {
  /** Our own id of this draft; becomes the Idempotency-Key when it is sent. */
  draftId: string;
  uuid: string;
  title: string | null;
  theme: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  current_job_title: string;
  bio_title: string;
  bio_description: string;
  language: Language;
  experiences: Experience[];
  educations: Education[];
  skills: DraftSkill[];
  links: DraftLink[];
  /** The last step the user was on, so leaving and coming back lands there. */
  step: string;
}

export function newId(): string {
  return crypto.randomUUID();
}

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
    bio_title: 'About Me',
    bio_description: '',
    language: 'en',
    experiences: [],
    educations: [],
    skills: [],
    links: [],
    step: '',
  };
}

export const emptyExperience = (): Experience => ({
  company_name: '',
  role: '',
  description: '',
  location: '',
  start_date: null,
  end_date: null,
});

export const emptyEducation = (): Education => ({
  institution: '',
  degree: '',
  field_of_study: '',
  start_date: null,
  end_date: null,
});

export const emptySkill = (): DraftSkill => ({
  uuid: newId(),
  skill_name: '',
  proficiency: DEFAULT_PROFICIENCY,
});
export const emptyLink = (): DraftLink => ({ uuid: newId(), link_type: 'linkedin', url: '' });

const isBlankExperience = (e: Experience) =>
  !e.company_name.trim() &&
  !e.role.trim() &&
  !e.description.trim() &&
  !e.location.trim() &&
  !e.start_date &&
  !e.end_date;
const isBlankEducation = (e: Education) =>
  !e.institution.trim() &&
  !e.degree.trim() &&
  !e.field_of_study.trim() &&
  !e.start_date &&
  !e.end_date;

/** What create_cv receives: blank rows dropped, text trimmed, 'fi' only when the draft says fi. */
export function toCreatePayload(draft: DraftCv) {
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
    experiences: draft.experiences.filter((e) => !isBlankExperience(e)),
    educations: draft.educations.filter((e) => !isBlankEducation(e)),
    skills: draft.skills
      .filter((s) => s.skill_name.trim())
      .map(({ skill_name, proficiency }) => ({ skill_name: skill_name.trim(), proficiency })),
    links: draft.links
      .filter((l) => l.url.trim())
      .map(({ link_type, url }) => ({ link_type, url: url.trim() })),
  };
}

export type CreatePayload = ReturnType<typeof toCreatePayload>;

/** create_cv's multipart form: scalar fields as text, the lists as JSON, the photo as a file. */
export function toFormData(payload: CreatePayload, photo: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (photo) form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  return form;
}
