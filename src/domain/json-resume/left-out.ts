/** What an import could not keep of a file, each for the user to read (never dropped silently). */
import type { ListSectionKey } from '@/domain/sections';

/**
 * The lists whose rows beyond the CV's limit are counted: every list of the section model but
 * skills, whose extra names are listed themselves (`kind: 'skills'`).
 */
export type RowList = Exclude<ListSectionKey, 'skills'>;

/** JSON Resume's sections read field by field (references are left out whole). */
export const ITEM_SECTIONS = [
  'basics',
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'projects',
] as const;
export type ItemSection = (typeof ITEM_SECTIONS)[number];

export type LeftOut =
  /** A text over its field's limit; `section` is the title of the owner's section it is in. */
  | { kind: 'cut'; field: string; kept: number; dropped: number; section?: string }
  | { kind: 'skills'; names: string[] }
  | { kind: 'rows'; list: RowList; count: number }
  /** Entries beyond what a section of the owner's own holds. */
  | { kind: 'entries'; section: string; count: number }
  /** A whole section of the owner's own beyond the number a CV holds. */
  | { kind: 'ownSection'; title: string; count: number }
  /** A language level in words we do not know: the language is kept at B2, for the owner to check. */
  | { kind: 'fluency'; language: string; fluency: string }
  /** A link that is no web address. */
  | { kind: 'url'; field: string; url: string; section?: string }
  | { kind: 'profile'; network: string; url: string }
  | { kind: 'photo' }
  /** Design choices (our own export's `meta`) with a value this app does not offer. */
  | { kind: 'design'; keys: string[] }
  /** Fields of a section's entries a CV has no place for (or cannot read), with how many held each. */
  | { kind: 'fields'; section: ItemSection; fields: Array<{ name: string; count: number }> }
  /** A JSON Resume section a CV has no place for. */
  | { kind: 'section'; name: 'references'; count: number };
