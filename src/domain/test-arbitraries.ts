/**
 * For tests only (like src/lib/i18n-for-tests.ts): fast-check months, start/end pairs for the
 * date-order rule, and whole valid CVs, shared by the domain's, the wizard's, the editor's and the
 * API's tests.
 */
import {
  DENSITIES,
  PAGE_FORMATS,
  PHOTO_SHAPES,
  TEXT_SIZES,
  TYPEFACES,
  type CvDesign,
} from './design';
import fc from 'fast-check';
import type { z } from 'zod';
import { CV_CONTENT_KEYS, THEMES, type CvContent } from './cv';
import { LANGUAGES } from './languages';
import { LIMITS } from './limits';
import type { SectionField } from './section-definition';
import { LIST_SECTION_TYPES } from './section-types';
import { LIST_SECTIONS, customKey, type ListSectionKey, type SectionKey } from './sections';

/** A month as the CV stores it: 'YYYY-MM-01'. */
export const monthArb = fc
  .tuple(fc.integer({ min: 1950, max: 2030 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}-01`);

/** A start month, and an end month no earlier than it or none (still going). */
export const datesInOrderArb = fc
  .tuple(monthArb, fc.option(monthArb, { nil: null }))
  .map(([a, b]) =>
    b !== null && b < a ? { start_date: b, end_date: a } : { start_date: a, end_date: b },
  );

/** A start month and an end month before it. */
export const datesOutOfOrderArb = fc
  .tuple(monthArb, monthArb)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => (a < b ? { start_date: b, end_date: a } : { start_date: a, end_date: b }));

/*
 * Valid CVs in their stored form (trimmed, in order, within every limit), so a CV sent is
 * byte-for-byte the CV read back.
 */

// Letters the product's users type, HTML-ish characters, and a character outside the BMP.
const CHARS = [...'abcxyzABCäöåÄÖÅüßé 0123456789-_.,!?<>&"\'/', '😀', 'ž'];

const text = (max: number, minLength = 0) =>
  fc
    .array(fc.constantFrom(...CHARS), { maxLength: Math.min(max, 24) })
    .map((chars) => chars.join('').trim())
    .filter((s) => s.length >= minLength && s.length <= max);

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const webAddress = fc
  .tuple(word, word)
  .map(([host, path]) => `https://${host}.example.com/${path}`);
const maybeAddress = fc.oneof(fc.constant(''), webAddress);
const noDates = fc.constant({ start_date: null, end_date: null });

/** Whether a written row must have the field: its rule refuses it left out ('' or no month). */
function requires(list: ListSectionKey, field: SectionField): boolean {
  const shape: Record<string, z.ZodType> = LIST_SECTION_TYPES[list].writeRow.shape;
  return shape[field.name]?.safeParse(field.kind === 'month' ? null : '').success === false;
}

/** Any row a list's declaration allows as written, its start and end months in order. */
function rowArb(list: ListSectionKey) {
  const { fields } = LIST_SECTION_TYPES[list];
  const parts: Record<string, fc.Arbitrary<unknown>> = { uuid: fc.uuid({ version: 4 }) };
  for (const field of fields) {
    const required = requires(list, field);
    if (field.kind === 'text' || field.kind === 'multiline')
      parts[field.name] = text(field.max ?? 0, required ? 1 : 0);
    else if (field.kind === 'url') parts[field.name] = required ? webAddress : maybeAddress;
    else if (field.kind === 'choice') parts[field.name] = fc.constantFrom(...(field.choices ?? []));
    else if (field.role === 'date')
      parts[field.name] = required ? monthArb : fc.option(monthArb, { nil: null });
    else if (field.role === 'start')
      parts.dates = required ? datesInOrderArb : fc.oneof(datesInOrderArb, noDates);
  }
  return fc.record(parts).map(({ dates, ...rest }) => ({ ...rest, ...(dates as object) }));
}

/** Every list, a few rows each (up to its limit). */
const listsArb = fc.record(
  Object.fromEntries(
    LIST_SECTIONS.map((list) => [
      list,
      fc.array(rowArb(list), { maxLength: Math.min(LIST_SECTION_TYPES[list].max, 3) }),
    ]),
  ),
  // Each list's rows come from its own declaration, so each is a list of its rows.
) as fc.Arbitrary<Pick<CvContent, ListSectionKey>>;

const customEntry = fc
  .record({
    uuid: fc.uuid({ version: 4 }),
    title: text(LIMITS.shortText, 1),
    subtitle: text(LIMITS.shortText),
    description: text(LIMITS.customDescription),
    url: maybeAddress,
    dates: fc.oneof(datesInOrderArb, fc.constant({ start_date: null, end_date: null })),
  })
  .map(({ dates, ...rest }) => ({ ...rest, ...dates }));

const customSection = fc.record({
  uuid: fc.uuid({ version: 4 }),
  title: text(LIMITS.shortText, 1),
  entries: fc.array(customEntry, { maxLength: 3 }),
});

/** Some of the CV's sections in some order (the bio, when named, first), and some hidden. */
const sectionKeys = (customs: Array<{ uuid: string }>) => {
  const keys: SectionKey[] = [...LIST_SECTIONS, ...customs.map((c) => customKey(c.uuid))];
  return fc.record({
    section_order: fc
      .tuple(fc.boolean(), fc.shuffledSubarray(keys))
      .map(([bio, order]): SectionKey[] => (bio ? ['bio', ...order] : order)),
    hidden_sections: fc.shuffledSubarray<SectionKey>(['bio', ...keys]),
  });
};

/** Any subset of a design's choices, each one of its values. */
export const designArb: fc.Arbitrary<CvDesign> = fc.record(
  {
    accent: fc.stringMatching(/^#[0-9a-f]{6}$/),
    typeface: fc.constantFrom(...TYPEFACES),
    size: fc.constantFrom(...TEXT_SIZES),
    density: fc.constantFrom(...DENSITIES),
    page: fc.constantFrom(...PAGE_FORMATS),
    photo_shape: fc.constantFrom(...PHOTO_SHAPES),
  },
  { requiredKeys: [] },
);

const cvBaseArb = fc.record({
  title: text(LIMITS.title),
  theme: fc.constantFrom(...THEMES),
  first_name: text(LIMITS.shortText, 1),
  last_name: text(LIMITS.shortText, 1),
  email: fc
    .tuple(word, word, fc.stringMatching(/^[a-z]{2,6}$/))
    .map(([a, b, c]) => `${a}@${b}.${c}`),
  phone: fc.oneof(
    fc.constant(''),
    fc.stringMatching(/^\+?[0-9]{3,12}$/),
    fc
      .tuple(fc.integer({ min: 10, max: 99 }), fc.integer({ min: 1000, max: 9999999 }))
      .map(([a, b]) => `+358 ${a} ${b}`),
  ),
  current_job_title: text(LIMITS.shortText),
  bio_title: text(LIMITS.shortText),
  bio_description: text(LIMITS.bio),
  language: fc.constantFrom(...LANGUAGES),
  is_public: fc.boolean(),
  pdf_qr_code: fc.boolean(),
  custom_sections: fc.array(customSection, { maxLength: 2 }),
  design: designArb,
});

export const cvArb: fc.Arbitrary<CvContent> = fc
  .tuple(cvBaseArb, listsArb)
  .chain(([cv, lists]) =>
    sectionKeys(cv.custom_sections).map((keys) => ({ ...cv, ...lists, ...keys })),
  );

/** Any subset of the content's fields (the empty one included). */
export const fieldsArb = fc.subarray([...CV_CONTENT_KEYS]);

type Rows = Array<Record<string, unknown> & { uuid: string }>;

const isRows = (value: unknown): value is Rows =>
  Array.isArray(value) &&
  value.every((row) => typeof row === 'object' && row !== null && 'uuid' in row);

/** The list without rows whose uuid came before (a shrunk arbitrary may repeat one), nested too. */
function uniqueRows(rows: Rows, seen = new Set<string>()): Rows {
  return rows
    .filter((row) => !seen.has(row.uuid) && Boolean(seen.add(row.uuid)))
    .map(
      (row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            isRows(value) ? uniqueRows(value) : value,
          ]),
        ) as Rows[number],
    );
}

/** The CV with every list's rows unique by uuid, as a stored CV's are. */
export const withUniqueRows = (cv: CvContent): CvContent =>
  Object.fromEntries(
    Object.entries(cv).map(([key, value]) => [key, isRows(value) ? uniqueRows(value) : value]),
  ) as CvContent;

/**
 * What one device makes of `base`: some fields replaced (from another CV), rows deleted, edited
 * (fields taken from another CV's row, its uuid kept), added (another CV's rows) and moved. For
 * the merge's property tests: two of these from one base are two devices' changes.
 */
export const editedCvArb = (base: CvContent): fc.Arbitrary<CvContent> =>
  fc
    .tuple(cvArb, fc.array(fc.nat({ max: 99 }), { minLength: 97, maxLength: 97 }))
    .map(([other, dice]) => {
      let i = 0;
      const roll = () => dice[i++ % dice.length]!;
      const taken = new Set(
        Object.values(base).flatMap((value) => (isRows(value) ? value.map((r) => r.uuid) : [])),
      );
      const edited: Record<string, unknown> = {};
      for (const key of CV_CONTENT_KEYS) {
        const value: unknown = base[key];
        const theirs: unknown = other[key];
        if (!isRows(value) || !isRows(theirs)) {
          edited[key] = roll() < 25 ? theirs : value;
          continue;
        }
        let rows: Rows = [];
        for (const [n, row] of value.entries()) {
          const r = roll();
          if (r < 15) continue;
          const source = theirs[n % Math.max(theirs.length, 1)];
          if (r < 40 && source)
            rows.push(
              Object.fromEntries(
                Object.entries(row).map(([field, v]) =>
                  field !== 'uuid' && roll() < 50 ? [field, source[field]] : [field, v],
                ),
              ) as Rows[number],
            );
          else rows.push(row);
        }
        if (roll() < 30)
          rows.push(
            ...uniqueRows(theirs)
              .filter((row) => !taken.has(row.uuid))
              .slice(0, 2),
          );
        if (roll() < 20) rows = rows.reverse();
        edited[key] = rows;
      }
      // Built key by key from the CV's own keys and values.
      return edited as CvContent;
    });
