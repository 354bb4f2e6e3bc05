/**
 * How a section of a CV is declared once: its fields, each with what it is to a reader (its role),
 * how it is typed (its kind), its rule and what a new row holds. From the one declaration come the
 * row's schema (as stored and as written), the list's schema with its limit, a new row, when a row
 * counts as blank, and the field list the wizard, the editor, the templates, the Word file and the
 * translations read. src/domain/section-types.ts declares the sections a CV has.
 */
import { z } from 'zod';
import {
  datesInOrder,
  filled,
  multilineText,
  optionalMonth,
  requiredText,
  rowId,
  text,
  webUrl,
} from './cv-fields';
import { LIMITS } from './limits';

/**
 * What a field is to a reader, which is all a template needs to place it: the entry's heading and
 * what follows it, where it was, its text, its link, its dates, a level.
 */
export type FieldRole =
  'title' | 'subtitle' | 'place' | 'description' | 'link' | 'start' | 'end' | 'date' | 'level';

/**
 * How a text is typed: on one line or several, or as a web address, an e-mail address or a phone
 * number (a phone's keyboard, its hints, and a web address's https://).
 */
export type TextKind = 'text' | 'multiline' | 'url' | 'email' | 'phone';

export interface SectionField {
  name: string;
  role: FieldRole;
  kind: TextKind | 'month' | 'choice';
  /** Characters a text may have. */
  max?: number;
  /** A one-line text long enough that its characters are counted as it is typed. */
  counted?: boolean;
  /** The values of a choice. */
  choices?: readonly string[];
  /**
   * A text each language version may have its own of: 'text' counts as still to translate, 'name'
   * (a company, a school, an issuer) is translated only where it differs.
   */
  translate?: 'text' | 'name';
}

/** A field as a section declares it: its description, its rule, and what a new row holds. */
export interface FieldDefinition<
  Stored extends z.ZodType = z.ZodType,
  Written = Stored,
> extends Omit<SectionField, 'name'> {
  schema: Stored;
  /** The rule a write must meet, where it asks more than a stored row (a start month). */
  write: Written;
  empty: z.output<Stored>;
}

const field = <S extends z.ZodType>(
  described: Omit<SectionField, 'name'>,
  schema: S,
  empty: z.output<S>,
): FieldDefinition<S> => ({ ...described, schema, write: schema, empty });

/** A one-line text; `translate` when each language version may have its own. */
export const textField = (
  role: FieldRole,
  max: number,
  translate?: 'text' | 'name',
  { required = false, counted = false }: { required?: boolean; counted?: boolean } = {},
) =>
  field(
    { role, kind: 'text', max, ...(translate && { translate }), ...(counted && { counted }) },
    required ? requiredText(max) : text(max),
    '',
  );

/** A description: line breaks allowed, and it translates. */
export const longField = (max: number) =>
  field({ role: 'description', kind: 'multiline', max, translate: 'text' }, multilineText(max), '');

/** A web address that may be left out (''). */
export const optionalWebUrl = z.union([z.literal(''), webUrl]);
export const urlField = ({ required = false }: { required?: boolean } = {}) =>
  field({ role: 'link', kind: 'url', max: LIMITS.url }, required ? webUrl : optionalWebUrl, '');

/** A month picked by year and month, or none. */
export const monthField = (role: 'start' | 'end' | 'date') =>
  field({ role, kind: 'month' }, optionalMonth, null);

/** One of `choices`; a new row holds `empty`. */
export const choiceField = <const C extends readonly [string, ...string[]], S extends z.ZodType>(
  role: FieldRole,
  choices: C,
  schema: S,
  empty: z.output<S>,
) => field({ role, kind: 'choice', choices }, schema, empty);

/** A field whose write asks more than what is stored (an older row may lack it). */
export const writtenAs = <S extends z.ZodType, W extends z.ZodType>(
  definition: FieldDefinition<S>,
  write: W,
): FieldDefinition<S, W> => ({ ...definition, write });

type Fields = Record<string, FieldDefinition<z.ZodType, z.ZodType>>;

/**
 * How a list's rows stand in a JSON Resume section, where they map field by field: the section's
 * name, and each field's name there. Texts, months and web addresses map; a choice does not.
 */
export interface JsonResumeMapping<Name extends string = string> {
  section: string;
  fields: Readonly<Partial<Record<Name, string>>>;
  /** The field that gathers the entry's `highlights` too, as bullets (a description). */
  highlights?: Name;
  /** The section's fields in JSON Resume a row has no place for: named in words when a file has them. */
  unkept?: readonly string[];
}

/**
 * How a list's rows stand in LinkedIn's data export, a row of one CSV file each: the file's name as
 * LinkedIn writes it, and each field's columns, the name LinkedIn writes today first and then older
 * or other ones (compared without case, spaces, underscores or hyphens). A month field reads the
 * dates LinkedIn writes ("Mar 2019", "maaliskuu 2019", "3/2019"…), a description LinkedIn's HTML.
 */
export interface LinkedInMapping<Name extends string = string> {
  file: string;
  columns: Readonly<Partial<Record<Name, readonly [string, ...string[]]>>>;
}

export interface SectionDeclaration<K extends string, F extends Fields> {
  key: K;
  /** Rows the list holds at most. */
  max: number;
  /** Where a two-column template puts it. */
  column: 'main' | 'side';
  /**
   * How a template draws a list without a look of its own: dated entries (the default), or short
   * items, a name and a few words each, as languages are drawn (what fits a side column).
   */
  look?: 'items';
  /** In the order a form and a template show them. */
  fields: F;
  /** The message of the rule that an end month is not before the start month, where both are. */
  datesOrder?: string;
  /** Where the rows go in JSON Resume, both ways, when they map field by field. */
  jsonResume?: JsonResumeMapping<Extract<keyof F, string>>;
  /** Where the rows are in LinkedIn's data export, when a file of it holds them. */
  linkedIn?: LinkedInMapping<Extract<keyof F, string>>;
}

/** One part (`schema`, `write` or `empty`) of every field, by the field's name. */
const partOf = <F extends Fields, P extends 'schema' | 'write' | 'empty'>(fields: F, part: P) =>
  // Object.fromEntries cannot say that each name keeps its own field's part; this does.
  Object.fromEntries(
    Object.entries(fields).map(([name, definition]) => [name, definition[part]]),
  ) as { [K in keyof F]: F[K][P] };

/** The end month of a row is not before its start month (rows without both pass). */
const datesOfRow = (row: object) =>
  datesInOrder({
    start_date: 'start_date' in row && typeof row.start_date === 'string' ? row.start_date : null,
    end_date: 'end_date' in row && typeof row.end_date === 'string' ? row.end_date : null,
  });

/** Everything a section's one declaration gives (see the module's comment). */
export function defineSection<const K extends string, const F extends Fields>(
  declaration: SectionDeclaration<K, F>,
) {
  const { key, max, column, look, fields, datesOrder, jsonResume, linkedIn } = declaration;
  const order = datesOrder && { message: datesOrder, path: ['end_date'] };
  const stored = z.object({ uuid: rowId, ...partOf(fields, 'schema') });
  const written = z.object({ uuid: rowId, ...partOf(fields, 'write') });
  const row = order ? stored.refine(datesOfRow, order) : stored;
  const writeRow = order ? written.refine(datesOfRow, order) : written;
  type Row = z.output<typeof row>;
  const typed = Object.entries(fields).filter(([, definition]) => definition.kind !== 'choice');
  let required: string[] | undefined;
  return {
    key,
    max,
    column,
    ...(look && { look }),
    ...(jsonResume && { jsonResume: jsonResume as JsonResumeMapping }),
    ...(linkedIn && { linkedIn: linkedIn as LinkedInMapping }),
    /**
     * The fields a stored row must have filled in (a project's name): those whose rule refuses
     * their empty value. Found on first use: parsing every field at import cost each screen's
     * start about a tenth of the domain's evaluation.
     */
    get required(): string[] {
      return (required ??= Object.entries(fields)
        .filter(([, definition]) => !definition.schema.safeParse(definition.empty).success)
        .map(([name]) => name));
    },
    /** The fields' names, in the declared order. */
    fieldNames: Object.keys(fields) as Array<Extract<keyof F, string>>,
    fields: Object.entries(fields).map(
      ([name, { role, kind, max: chars, choices, translate, counted }]): SectionField => ({
        name,
        role,
        kind,
        ...(chars !== undefined && { max: chars }),
        ...(counted && { counted }),
        ...(choices && { choices }),
        ...(translate && { translate }),
      }),
    ),
    row,
    writeRow,
    list: z.array(row).max(max),
    writeList: z.array(writeRow).max(max),
    /** A new row, as "Add" puts it on screen. */
    empty: (): Row =>
      // Each field's own empty value, typed by its schema's output: the row's type, part by part.
      ({ uuid: crypto.randomUUID(), ...partOf(fields, 'empty') }) as Row,
    /** A row with nothing typed in it (a choice alone is not typing), which is never sent. */
    isBlank: (value: Row): boolean =>
      !typed.some(([name]) => {
        const typedValue: unknown = (value as Record<string, unknown>)[name];
        return typeof typedValue === 'string' && filled(typedValue);
      }),
  };
}

export type SectionDefinition = ReturnType<typeof defineSection>;
