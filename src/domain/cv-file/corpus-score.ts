/**
 * How much of a CV a reading recovered, field by field, against what a person wrote down the file
 * holds (tests/fixtures/cv-files/*.expected.json): every text and date of the top, of each row of
 * each list, and each skill counts one. Rows are matched to the reading's best row, not by place.
 */
import type { ReadCv } from './read-cv-file';

type Row = Record<string, string | null>;
export type ExpectedCv = Record<string, unknown>;

const SCALARS = [
  'first_name',
  'last_name',
  'current_job_title',
  'email',
  'phone',
  'location',
  'bio',
  'hobbies',
] as const;
const LISTS = [
  'links',
  'experience',
  'education',
  'languages',
  'certificates',
  'projects',
  'volunteering',
] as const;

export interface CorpusScore {
  fields: number;
  found: number;
  /** What was missed: the field and what was expected (for the tuning half's reports). */
  misses: string[];
}

const same = (a: unknown, b: unknown) =>
  (a === null && b === null) ||
  (typeof a === 'string' &&
    typeof b === 'string' &&
    a.normalize('NFC').replace(/\s+/g, ' ').trim() ===
      b.normalize('NFC').replace(/\s+/g, ' ').trim());

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

export function scoreReading(read: ReadCv, expected: ExpectedCv): CorpusScore {
  const score: CorpusScore = { fields: 0, found: 0, misses: [] };
  const count = (ok: boolean, what: string) => {
    score.fields++;
    if (ok) score.found++;
    else score.misses.push(what);
  };
  for (const key of SCALARS)
    if (key in expected) count(same(read[key], expected[key]), `${key}: ${String(expected[key])}`);
  const skills = read.skills.map((skill) => skill.name);
  for (const skill of Array.isArray(expected.skills) ? expected.skills : []) {
    const at = skills.findIndex((found) => same(found, skill));
    if (at >= 0) skills.splice(at, 1);
    count(at >= 0, `skills: ${String(skill)}`);
  }
  for (const list of LISTS) {
    const rows: Row[] = read[list].map((row) => ({ ...row }));
    for (const want of Array.isArray(expected[list]) ? expected[list].filter(isRow) : []) {
      const keys = Object.keys(want);
      const matches = (row: Row) => keys.filter((key) => same(row[key], want[key])).length;
      const best = rows.reduce<Row | null>(
        (top, row) => (!top || matches(row) > matches(top) ? row : top),
        null,
      );
      for (const key of keys)
        count(!!best && same(best[key], want[key]), `${list}.${key}: ${String(want[key])}`);
      if (best) rows.splice(rows.indexOf(best), 1);
    }
  }
  return score;
}
