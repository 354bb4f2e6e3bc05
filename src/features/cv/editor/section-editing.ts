/**
 * The editor's changes to the sections themselves: their order, which are hidden, a section added
 * from "Add a section" (with a first empty row) and a section of the owner's own removed. Each takes
 * the working copy and answers a new one, which the editor saves as `section_order`,
 * `hidden_sections` and the lists, like any other edit.
 */
import type { CvContent } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { emptyCustomEntry, emptyMoreRow } from '@/domain/section-rows';
import {
  customKey,
  customUuidOf,
  MORE_SECTIONS,
  orderedSections,
  type MoreSectionKey,
  type SectionKey,
} from '@/domain/sections';

const isMoreSection = (key: SectionKey): key is MoreSectionKey =>
  (MORE_SECTIONS as readonly string[]).includes(key);

type Sections = Pick<
  CvContent,
  'section_order' | 'hidden_sections' | 'custom_sections' | MoreSectionKey
>;

/**
 * The sections the editor lists and the template shows while editing, in their order: the bio, the
 * first four lists, projects, certificates and language skills once they have a row, and the
 * owner's own sections.
 */
export function editedSections(cv: Sections): SectionKey[] {
  return orderedSections(cv).filter((key) => !isMoreSection(key) || cv[key].length > 0);
}

/** The sections that can change places: all but the bio, which is always first. */
export function movableSections(cv: Sections): SectionKey[] {
  return editedSections(cv).filter((key) => key !== 'bio');
}

/** The sections "Add a section" still offers: those of the three without a row yet. */
export function sectionsToAdd(cv: Sections): MoreSectionKey[] {
  return MORE_SECTIONS.filter((key) => cv[key].length === 0);
}

export const canAddCustomSection = (cv: Sections) =>
  cv.custom_sections.length < LIMITS.custom_sections;

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The movable section at `from` moved to `to` (places in `movableSections`). When the order comes
 * back to what the CV was saved with, the saved `section_order` is kept, so a move undone by hand
 * leaves nothing to save.
 */
export function moveSection<Cv extends Sections>(
  cv: Cv,
  from: number,
  to: number,
  savedOrder?: readonly string[],
): Cv {
  const keys = movableSections(cv);
  const [moved] = keys.splice(from, 1);
  if (moved === undefined || to < 0 || to > keys.length) return cv;
  keys.splice(to, 0, moved);
  const saved = savedOrder && movableSections({ ...cv, section_order: [...savedOrder] });
  const section_order = saved && sameKeys(saved, keys) ? [...savedOrder] : keys;
  return { ...cv, section_order };
}

/** The section shown or hidden (kept with all its rows either way). */
export function setSectionHidden<Cv extends Sections>(
  cv: Cv,
  key: SectionKey,
  hidden: boolean,
): Cv {
  const others = cv.hidden_sections.filter((k) => k !== key);
  return { ...cv, hidden_sections: hidden ? [...others, key] : others };
}

/** Projects, certificates or language skills with a first empty row to fill in, shown. */
export function addSection<Cv extends Sections>(cv: Cv, key: MoreSectionKey): Cv {
  const withRow = cv[key].length > 0 ? cv : { ...cv, [key]: [emptyMoreRow[key]()] };
  return setSectionHidden(withRow, key, false);
}

/** A section of the owner's own with this title and a first empty entry, or none past the limit. */
export function addCustomSection<Cv extends Sections>(cv: Cv, title: string): Cv {
  if (!canAddCustomSection(cv)) return cv;
  const section = {
    uuid: crypto.randomUUID(),
    title: title.trim(),
    entries: [emptyCustomEntry()],
  };
  return { ...cv, custom_sections: [...cv.custom_sections, section] };
}

/** The owner's own section gone, with its place in the order and among the hidden ones. */
export function removeCustomSection<Cv extends Sections>(cv: Cv, uuid: string): Cv {
  const key = customKey(uuid);
  return {
    ...cv,
    custom_sections: cv.custom_sections.filter((s) => s.uuid !== uuid),
    section_order: cv.section_order.filter((k) => k !== key),
    hidden_sections: cv.hidden_sections.filter((k) => k !== key),
  };
}

/** The owner's own section a key names, if it is one the CV has. */
export function customSectionOf(cv: Sections, key: SectionKey) {
  const uuid = customUuidOf(key);
  return uuid === null ? undefined : cv.custom_sections.find((s) => s.uuid === uuid);
}
