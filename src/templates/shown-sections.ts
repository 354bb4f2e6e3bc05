/** Which of a CV's sections a template shows, in which order, and in which of two columns. */
import {
  LIST_SECTIONS,
  MORE_SECTIONS,
  SECTION_TYPES,
  customUuidOf,
  orderedSections,
  type ListSectionKey,
  type SectionKey,
} from '@/domain/sections';
import type { CvView } from './types';

export type Column = 'main' | 'side';

export const isListSection = (key: SectionKey): key is ListSectionKey =>
  (LIST_SECTIONS as readonly string[]).includes(key);

const isMoreSection = (key: SectionKey) => (MORE_SECTIONS as readonly string[]).includes(key);

/**
 * The sections in the owner's order (the bio first), without hidden ones (for every reader, the
 * owner too: the section menu shows them again). Projects, certificates, languages and own sections
 * show only when they have rows, so a CV that never had one reads as before; while editing, one the
 * owner added (named in the order, or an own section) shows even empty, with its add button.
 */
export function shownSections(cv: CvView, editing: boolean): SectionKey[] {
  const hidden = new Set(cv.hidden_sections);
  return orderedSections(cv).filter((key) => {
    if (hidden.has(key)) return false;
    const uuid = customUuidOf(key);
    if (uuid !== null) {
      const entries = cv.custom_sections.find((s) => s.uuid === uuid)?.entries.length ?? 0;
      return entries > 0 || editing;
    }
    if (!isListSection(key) || !isMoreSection(key)) return true;
    return cv[key].length > 0 || (editing && cv.section_order.includes(key));
  });
}

/** Where a two-column template puts a section: the bio and own sections in the main column. */
export function columnOf(key: SectionKey): Column {
  return isListSection(key) ? SECTION_TYPES[key].column : 'main';
}
