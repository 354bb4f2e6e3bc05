/**
 * One CSV of LinkedIn's export as rows of the fields we read, found by their column names wherever
 * the header row is (some files start with a few "Notes:" lines), and the columns we do not read.
 */
import Papa from 'papaparse';
import { columnsOf, normalName, type FieldOf, type LinkedInFile } from './files';

export interface Table<F extends string> {
  rows: Array<Record<F, string>>;
  /** Columns with values that no field reads, with how many rows hold one. */
  unread: Array<{ name: string; count: number }>;
}

/** LinkedIn writes commas; a file saved again by a spreadsheet may have semicolons or tabs. */
const DELIMITERS = [',', ';', '\t'];

const cellsOf = (text: string, delimiter: string): string[][] =>
  Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' }).data;

/**
 * The header's place in `rows`: the first row naming two of the fields (one when the file has one
 * field), else the first naming any; -1 when none does.
 */
function headerIndex(rows: string[][], names: Set<string>, fields: number): number {
  const matches = rows.map((row) => row.filter((cell) => names.has(normalName(cell))).length);
  const enough = matches.findIndex((count) => count >= Math.min(2, fields));
  return enough >= 0 ? enough : matches.findIndex((count) => count > 0);
}

/** The file's rows by field, or null when no row of it is a header we know. */
export function readTable<F extends LinkedInFile>(text: string, file: F): Table<FieldOf<F>> | null {
  const { read, quiet } = columnsOf(file);
  const aliases = Object.entries(read).flatMap(([field, names]) =>
    // The entries of a file's columns are its fields' (Object.entries says only string).
    names ? [[field as FieldOf<F>, names] as const] : [],
  );
  const known = new Set(aliases.flatMap(([, names]) => names.map(normalName)));
  const body = text.replace(/^\ufeff/, '');
  for (const delimiter of DELIMITERS) {
    const cells = cellsOf(body, delimiter);
    const at = headerIndex(cells, known, aliases.length);
    if (at < 0) continue;
    const header = (cells[at] ?? []).map(normalName);
    // The first column of a field's names that the header has, for each field.
    const places = aliases.map(([field, names]): [FieldOf<F>, number] => [
      field,
      names
        .map(normalName)
        .reduce((found, name) => (found >= 0 ? found : header.indexOf(name)), -1),
    ]);
    const data = cells.slice(at + 1).filter((row) => row.some((cell) => cell.trim()));
    const rows = data.map((row) => {
      const record = {} as Record<FieldOf<F>, string>;
      for (const [field, place] of places) record[field] = place >= 0 ? (row[place] ?? '') : '';
      return record;
    });
    const used = new Set(places.map(([, place]) => place));
    const ignored = new Set<string>(quiet.map(normalName));
    const unread = (cells[at] ?? []).flatMap((name, place) => {
      if (used.has(place) || ignored.has(normalName(name))) return [];
      const count = data.filter((row) => row[place]?.trim()).length;
      return count > 0 ? [{ name: name.replace(/^\ufeff/, '').trim(), count }] : [];
    });
    return { rows, unread };
  }
  return null;
}
