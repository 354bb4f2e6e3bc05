/** Rows of a CV's lists as the wizard and the editor add them, and when a row counts as blank. */
import { DEFAULT_PROFICIENCY, type Education, type Experience, type Link, type Skill } from './cv';

/** New rows as the wizard and the editor add them: empty text, no dates, a beginner skill. */
export const emptyRow = {
  experiences: (): Experience => ({
    company_name: '',
    role: '',
    description: '',
    location: '',
    start_date: null,
    end_date: null,
  }),
  educations: (): Education => ({
    institution: '',
    degree: '',
    field_of_study: '',
    start_date: null,
    end_date: null,
  }),
  skills: (): Skill => ({
    uuid: crypto.randomUUID(),
    skill_name: '',
    proficiency: DEFAULT_PROFICIENCY,
  }),
  links: (): Link => ({ uuid: crypto.randomUUID(), link_type: 'linkedin', url: '' }),
};
export type ListName = keyof typeof emptyRow;

/** A row with nothing typed in it, which the wizard and the editor drop instead of sending. */
export const isBlankRow = {
  experiences: (e: Experience) =>
    ![e.company_name, e.role, e.description, e.location, e.start_date, e.end_date].some(filled),
  educations: (e: Education) =>
    ![e.institution, e.degree, e.field_of_study, e.start_date, e.end_date].some(filled),
  skills: (s: Skill) => !filled(s.skill_name),
  links: (l: Link) => !filled(l.url),
};

function filled(value: string | null): boolean {
  return Boolean(value?.trim());
}
