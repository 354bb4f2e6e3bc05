/** What the LinkedIn import could not keep, each for the user to read (never dropped silently). */
import type { LeftOut, RowList } from '@/domain/json-resume';
import type { LinkedInFile } from './files';

/** The kinds the JSON Resume import also has, said the same way: cuts, rows, skills, levels, links. */
type SharedLeftOut = Extract<LeftOut, { kind: 'cut' | 'rows' | 'skills' | 'fluency' | 'url' }>;

export type LinkedInLeftOut =
  | SharedLeftOut
  /** A date we cannot read, or an end before its start: the field is left empty. */
  | { kind: 'date'; field: string; value: string; reason: 'unreadable' | 'before_start' }
  /** Rows with something in them but not the name the CV needs (a project, a language…). */
  | {
      kind: 'unnamed';
      list: Extract<RowList, 'projects' | 'certificates' | 'language_skills'>;
      count: number;
    }
  /** A file's columns a CV has no place for, with how many rows hold a value in each. */
  | { kind: 'columns'; file: LinkedInFile; columns: Array<{ name: string; count: number }> }
  /** A file we know but could not read: over the size limit, broken, or without its header. */
  | {
      kind: 'file';
      file: LinkedInFile;
      /** Its path in the ZIP, or its name as picked. */
      name: string;
      reason: 'too_large' | 'unreadable' | 'no_header';
    }
  /** An email address or phone number the CV cannot hold: not one, or one more than its one. */
  | { kind: 'contact'; field: 'email' | 'phone'; value: string; reason: 'invalid' | 'another' };

/** How many rows each section's file holds (not blank), before the CV's limits are applied. */
export interface LinkedInFound {
  jobs: number;
  schools: number;
  skills: number;
  languages: number;
  certificates: number;
  projects: number;
}
