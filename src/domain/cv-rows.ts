/**
 * The rows of a CV's lists (experiences, educations, skills, links; the others are in
 * section-rows.ts): their rules, the rows the wizard and the editor add, and when a row counts as blank.
 */
import type { z } from 'zod';
import { filled } from './cv-fields';
import type { FieldProblem } from './field-problems';
import {
  emptyMoreRow,
  isBlankCustomEntry,
  isBlankMoreRow,
  type CustomSection,
  type MoreRows,
} from './section-rows';
import { educations, experiences, links, skills } from './section-types';

export {
  DEFAULT_PROFICIENCY,
  isLinkType,
  LINK_TYPES,
  PROFICIENCIES,
  type LinkType,
  type Proficiency,
} from './section-types';

/** An experience as a CV holds it; one saved before the start-month rule may have none. */
export const experienceSchema = experiences.row;
export const educationSchema = educations.row;

/**
 * A row as the wizard, the editor and the API write it: it has its start month, and an education
 * names its school (docs/decisions.md, "A saved row has its start month").
 */
export const experienceWriteSchema = experiences.writeRow;
export const educationWriteSchema = educations.writeRow;

export const skillSchema = skills.row;
export const linkSchema = links.row;

export type Experience = z.output<typeof experienceSchema>;
export type Education = z.output<typeof educationSchema>;
export type Skill = z.output<typeof skillSchema>;
export type Link = z.output<typeof linkSchema>;

/** New rows as the wizard and the editor add them: empty text, no dates, a beginner skill. */
export const emptyRow = {
  experiences: experiences.empty,
  educations: educations.empty,
  skills: skills.empty,
  links: links.empty,
  ...emptyMoreRow,
};
/** Every list of rows a CV has (the sections of the owner's own hold lists of their own). */
export type ListName = keyof typeof emptyRow;

/** A row with nothing typed in it, which the wizard and the editor drop instead of sending. */
export const isBlankRow: { [L in ListName]: (row: RowLists[L][number]) => boolean } = {
  experiences: experiences.isBlank,
  educations: educations.isBlank,
  skills: skills.isBlank,
  links: links.isBlank,
  ...isBlankMoreRow,
};

const LIST_NAMES = Object.keys(emptyRow) as ListName[];
export const isListName = (name: string | undefined): name is ListName =>
  name !== undefined && (LIST_NAMES as readonly string[]).includes(name);

export interface RowLists extends MoreRows {
  experiences: Experience[];
  educations: Education[];
  skills: Skill[];
  links: Link[];
  custom_sections: CustomSection[];
}

/** A list without its blank rows (typed by the list's name). */
function keptRows<L extends ListName>(rows: RowLists[L], list: L): RowLists[L] {
  const isBlank = isBlankRow[list];
  // The filter keeps the rows' own type: a list of the same rows, fewer of them.
  return rows.filter((row: RowLists[L][number]) => !isBlank(row)) as RowLists[L];
}

/** A section of the owner's own with nothing in it: no title and no entry with anything typed. */
const isBlankSection = (section: CustomSection) =>
  !filled(section.title) && section.entries.every(isBlankCustomEntry);

/** The lists without their blank rows: a row added but left empty is never sent, shown or checked. */
export function withoutBlankRows<T extends RowLists>(lists: T): T {
  const kept: Partial<RowLists> = {};
  for (const list of LIST_NAMES) Object.assign(kept, { [list]: keptRows(lists[list], list) });
  return {
    ...lists,
    ...kept,
    custom_sections: lists.custom_sections
      .filter((section) => !isBlankSection(section))
      .map((section) => ({
        ...section,
        entries: section.entries.filter((entry) => !isBlankCustomEntry(entry)),
      })),
  };
}

/** Where each row that is not blank stands in its list (blank rows are dropped before a check). */
function keptPlaces<Row>(rows: readonly Row[], isBlank: (row: Row) => boolean): number[] {
  return rows.flatMap((row, index) => (isBlank(row) ? [] : [index]));
}

/** The places of a list's rows that are kept, by the list's name. */
function keptPlacesOf<L extends ListName>(lists: RowLists, list: L): number[] {
  return keptPlaces<RowLists[L][number]>(lists[list], isBlankRow[list]);
}

/** A problem found once blank rows were dropped, pointed back at its row as the user sees it. */
export function atShownRow(problem: FieldProblem, lists: RowLists): FieldProblem {
  const [list, index, ...rest] = problem.path;
  if (index === undefined) return problem;
  if (list === 'custom_sections') {
    const sectionAt = keptPlaces(lists.custom_sections, isBlankSection)[Number(index)];
    const section = sectionAt === undefined ? undefined : lists.custom_sections[sectionAt];
    if (!section) return problem;
    const [entries, entryIndex, ...field] = rest;
    const entryAt =
      entries === 'entries' && entryIndex !== undefined
        ? keptPlaces(section.entries, isBlankCustomEntry)[Number(entryIndex)]
        : undefined;
    const inEntry = entryAt === undefined ? rest : ['entries', String(entryAt), ...field];
    return { ...problem, path: [list, String(sectionAt), ...inEntry] };
  }
  if (!isListName(list)) return problem;
  const shown = keptPlacesOf(lists, list)[Number(index)];
  return shown === undefined ? problem : { ...problem, path: [list, String(shown), ...rest] };
}
