/**
 * The rows of a CV's lists (experiences, educations, skills, links): their rules, the rows the
 * wizard and the editor add, and when a row counts as blank.
 */
import { z } from 'zod';
import { month, multilineText, optionalMonth, requiredText, text, webUrl } from './cv-fields';
import type { FieldProblem } from './field-problems';
import { LIMITS } from './limits';

export const PROFICIENCIES = ['', 'beginner', 'intermediate', 'expert'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];
export const DEFAULT_PROFICIENCY: Proficiency = 'beginner';

export const LINK_TYPES = [
  'linkedin',
  'github',
  'twitter',
  'website',
  'facebook',
  'youtube',
  'tiktok',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** The one date-order rule: an end month, when there is one, is not before the start month. */
function datesInOrder(row: { start_date: string | null; end_date: string | null }): boolean {
  return !row.start_date || !row.end_date || row.start_date <= row.end_date;
}
const experienceOrder = { message: 'validation.experience_dates', path: ['end_date'] };
const educationOrder = { message: 'validation.education_dates', path: ['end_date'] };

/** Rows keep their id across edits; one sent without an id gets one. */
const rowId = z
  .uuid()
  .optional()
  .transform((id) => id ?? crypto.randomUUID());

/** Every row has a stable id: a translation follows its row through reordering and removal. */
export const experienceFields = {
  uuid: rowId,
  company_name: text(LIMITS.shortText),
  role: text(LIMITS.shortText),
  description: multilineText(LIMITS.experienceDescription),
  location: text(LIMITS.shortText),
  start_date: optionalMonth,
  end_date: optionalMonth,
};
export const educationFields = {
  uuid: rowId,
  institution: text(LIMITS.shortText),
  degree: text(LIMITS.shortText),
  field_of_study: text(LIMITS.fieldOfStudy),
  start_date: optionalMonth,
  end_date: optionalMonth,
};

/** An experience as a CV holds it; one saved before the start-month rule may have none. */
export const experienceSchema = z.object(experienceFields).refine(datesInOrder, experienceOrder);
export const educationSchema = z.object(educationFields).refine(datesInOrder, educationOrder);

/**
 * A row as the wizard, the editor and the API write it: it has its start month, and an education
 * names its school (docs/decisions.md, "A saved row has its start month").
 */
export const experienceWriteSchema = z
  .object({ ...experienceFields, start_date: month })
  .refine(datesInOrder, experienceOrder);
export const educationWriteSchema = z
  .object({ ...educationFields, institution: requiredText(LIMITS.shortText), start_date: month })
  .refine(datesInOrder, educationOrder);

export const skillSchema = z.object({
  uuid: rowId,
  skill_name: requiredText(LIMITS.shortText),
  proficiency: z.enum(PROFICIENCIES),
});

export const linkSchema = z.object({
  uuid: rowId,
  link_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LINK_TYPES, { message: 'validation.link_type' })),
  url: webUrl,
});

export type Experience = z.output<typeof experienceSchema>;
export type Education = z.output<typeof educationSchema>;
export type Skill = z.output<typeof skillSchema>;
export type Link = z.output<typeof linkSchema>;

/** New rows as the wizard and the editor add them: empty text, no dates, a beginner skill. */
export const emptyRow = {
  experiences: (): Experience => ({
    uuid: crypto.randomUUID(),
    company_name: '',
    role: '',
    description: '',
    location: '',
    start_date: null,
    end_date: null,
  }),
  educations: (): Education => ({
    uuid: crypto.randomUUID(),
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

const LIST_NAMES: readonly string[] = Object.keys(emptyRow);
export const isListName = (name: string | undefined): name is ListName =>
  name !== undefined && LIST_NAMES.includes(name);

export interface RowLists {
  experiences: Experience[];
  educations: Education[];
  skills: Skill[];
  links: Link[];
}

/** The lists without their blank rows: a row added but left empty is never sent, shown or checked. */
export function withoutBlankRows<T extends RowLists>(lists: T): T {
  return {
    ...lists,
    experiences: lists.experiences.filter((row) => !isBlankRow.experiences(row)),
    educations: lists.educations.filter((row) => !isBlankRow.educations(row)),
    skills: lists.skills.filter((row) => !isBlankRow.skills(row)),
    links: lists.links.filter((row) => !isBlankRow.links(row)),
  };
}

/** Where each row that is not blank stands in its list (blank rows are dropped before a check). */
function keptPlaces(lists: RowLists, list: ListName): number[] {
  const blank = {
    experiences: () => lists.experiences.map(isBlankRow.experiences),
    educations: () => lists.educations.map(isBlankRow.educations),
    skills: () => lists.skills.map(isBlankRow.skills),
    links: () => lists.links.map(isBlankRow.links),
  }[list]();
  return blank.flatMap((isBlank, index) => (isBlank ? [] : [index]));
}

/** A problem found once blank rows were dropped, pointed back at its row as the user sees it. */
export function atShownRow(problem: FieldProblem, lists: RowLists): FieldProblem {
  const [list, index, ...rest] = problem.path;
  if (index === undefined || !isListName(list)) return problem;
  const shown = keptPlaces(lists, list)[Number(index)];
  return shown === undefined ? problem : { ...problem, path: [list, String(shown), ...rest] };
}
