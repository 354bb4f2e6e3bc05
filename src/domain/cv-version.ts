/**
 * A version of a CV for one job: it keeps only what it does differently from the CV (its
 * overrides), so everything else keeps following the CV. It may word any translatable text its own
 * way in any language version (the title, the bio, a line of an entry, a skill's name), leave rows
 * out and put a list's rows in its own order. An edit of the CV flows into the version except
 * where the version changed that same text; rows added to the CV appear in the version, next to
 * the CV row they follow there.
 */
import { z } from 'zod';
import type { CvContent, CvPatch } from './cv';
import { isUuid } from './cv-fields';
import {
  mainTextsOf,
  translatedTexts,
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_LISTS,
  TRANSLATABLE_ROW_FIELDS,
  withMainTexts,
  withTranslatedText,
  type CvTranslations,
  type TranslationPath,
} from './cv-translations';
import { LANGUAGES, type Language } from './languages';
import { LIMITS } from './limits';
import { same } from './merge';
import { LIST_SECTIONS, type ListSectionKey } from './sections';

/** A text a version may word its own way: 'bio_description', 'experiences.{uuid}.description'. */
export function isVersionTextPath(path: string): boolean {
  if ((TRANSLATABLE_FIELDS as readonly string[]).includes(path)) return true;
  const [list, uuid, field, ...rest] = path.split('.');
  const lists: readonly string[] = TRANSLATABLE_LISTS;
  if (rest.length || !list || !uuid || !field || !lists.includes(list) || !isUuid(uuid))
    return false;
  return (TRANSLATABLE_ROW_FIELDS as Record<string, string[]>)[list]?.includes(field) ?? false;
}

/** A row a version may leave out: '{list}.{uuid}'. */
export function isRowKey(key: string): boolean {
  const [list, uuid, ...rest] = key.split('.');
  return (
    !rest.length && (LIST_SECTIONS as readonly string[]).includes(list ?? '') && isUuid(uuid ?? '')
  );
}
export const rowKey = (list: ListSectionKey, uuid: string) => `${list}.${uuid}`;

/** The texts of a list's rows a version may word its own way (none for links). */
export const rowTextFields = (list: ListSectionKey): readonly string[] =>
  (TRANSLATABLE_ROW_FIELDS as Partial<Record<string, string[]>>)[list] ?? [];

/** The longest text of a CV (a description): each text is held to its own field's limit on use. */
const LONGEST_TEXT = Math.max(
  LIMITS.bio,
  LIMITS.projectDescription,
  LIMITS.volunteeringDescription,
  LIMITS.customDescription,
);

interface Counted {
  texts?: Partial<Record<Language, Record<string, string>>>;
  hidden?: Record<string, true>;
  order?: Partial<Record<ListSectionKey, string[]>>;
}
const overrideCount = (o: Counted): number =>
  Object.values(o.texts ?? {}).reduce((n, texts) => n + Object.keys(texts).length, 0) +
  Object.keys(o.hidden ?? {}).length +
  Object.values(o.order ?? {}).reduce((n, ids) => n + ids.length, 0);

export const versionOverridesSchema = z
  .strictObject({
    /** Per language version (the CV's own one too), texts by path. */
    texts: z
      .partialRecord(
        z.enum(LANGUAGES),
        z.record(
          z.string().refine(isVersionTextPath, 'validation.invalid'),
          z.string().max(LONGEST_TEXT),
        ),
      )
      .optional(),
    /** Rows the version leaves out, by '{list}.{uuid}'. */
    hidden: z.record(z.string().refine(isRowKey, 'validation.invalid'), z.literal(true)).optional(),
    /** A list's rows in the version's order, by uuid (rows it does not name: see `ordered`). */
    order: z.partialRecord(z.enum(LIST_SECTIONS), z.array(z.uuid()).max(50)).optional(),
  })
  .refine((o) => overrideCount(o) <= LIMITS.versionOverrides, 'validation.too_many');
export type VersionOverrides = z.output<typeof versionOverridesSchema>;

/** What a version is made of: a CV's content and its other language versions. */
export type VersionSource = CvContent & { translations: CvTranslations };

type Row = { uuid: string };

/**
 * The rows in the version's order: the rows it names first, as it names them, and every row it
 * does not name (one added to the CV since) right after the CV row it follows in the CV.
 */
export function ordered<R extends Row>(rows: readonly R[], order: readonly string[] = []): R[] {
  if (!order.length) return [...rows];
  const known = new Set(rows.map((row) => row.uuid));
  const ids = [...new Set(order)].filter((id) => known.has(id));
  rows.forEach((row, i) => {
    if (ids.includes(row.uuid)) return;
    const before = rows
      .slice(0, i)
      .map((r) => r.uuid)
      .findLast((id) => ids.includes(id));
    ids.splice(before === undefined ? 0 : ids.indexOf(before) + 1, 0, row.uuid);
  });
  const byId = new Map(rows.map((row) => [row.uuid, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is R => row !== undefined);
}

/** The version: the CV with the version's own texts, without the rows it leaves out, in its order. */
export function applyVersion<Cv extends VersionSource>(cv: Cv, overrides: VersionOverrides): Cv {
  const main = new Map<string, string>(Object.entries(overrides.texts?.[cv.language] ?? {}));
  const worded: Cv = withMainTexts(cv, main);
  const known = mainTextsOf(cv);
  let translations: CvTranslations = cv.translations;
  for (const language of LANGUAGES) {
    if (language === cv.language) continue;
    for (const [path, value] of Object.entries(overrides.texts?.[language] ?? {}))
      if (known.has(path))
        translations = {
          ...translations,
          [language]: withTranslatedText(translations[language], path, value),
        };
  }
  const lists = Object.fromEntries(
    LIST_SECTIONS.map((list) => {
      const rows: readonly Row[] = worded[list];
      const shown = ordered(rows, overrides.order?.[list]);
      return [list, shown.filter((row) => !overrides.hidden?.[rowKey(list, row.uuid)])];
    }),
  );
  return { ...worded, ...lists, translations };
}

/** The texts the version words its own way in `language`, by path. */
export const ownTexts = (overrides: VersionOverrides, language: Language): ReadonlySet<string> =>
  new Set(Object.keys(overrides.texts?.[language] ?? {}));

/** The version with a text of its own at `path` (the CV's own text there: the version follows it). */
export function withOwnText(
  overrides: VersionOverrides,
  language: Language,
  path: TranslationPath,
  value: string,
  cvText: string,
): VersionOverrides {
  const { [path]: _old, ...others } = overrides.texts?.[language] ?? {};
  const texts = value === cvText ? others : { ...others, [path]: value };
  const { [language]: _was, ...languages } = overrides.texts ?? {};
  return {
    ...overrides,
    texts: Object.keys(texts).length ? { ...languages, [language]: texts } : languages,
  };
}

/** The version with a row shown or left out. */
export function withRowShown(
  overrides: VersionOverrides,
  list: ListSectionKey,
  uuid: string,
  shown: boolean,
): VersionOverrides {
  const { [rowKey(list, uuid)]: _old, ...hidden } = overrides.hidden ?? {};
  return { ...overrides, hidden: shown ? hidden : { ...hidden, [rowKey(list, uuid)]: true } };
}

/** The version with a list in this order of uuids (the CV's own order: the version follows it). */
export function withRowOrder(
  overrides: VersionOverrides,
  list: ListSectionKey,
  uuids: readonly string[],
  cvRows: readonly Row[],
): VersionOverrides {
  const { [list]: _old, ...order } = overrides.order ?? {};
  const cvOrder = cvRows.map((row) => row.uuid).filter((id) => uuids.includes(id));
  return {
    ...overrides,
    order: same(cvOrder, [...uuids]) ? order : { ...order, [list]: [...uuids] },
  };
}

/** Why a version cannot take a change, at the field it names (edit_cv's field paths). */
export interface VersionRefusal {
  field: string;
  message:
    'validation.version_follows_cv' | 'validation.version_row' | 'validation.translation_language';
}

const rowText = (row: object, field: string): unknown =>
  Object.getOwnPropertyDescriptor(row, field)?.value;

/**
 * What a version makes of edit_cv's fields sent for it (its texts, its lists as it shows them, its
 * other language versions): each text that differs from the CV's is its own, a row of the CV
 * the list leaves out is left out, an order other than the CV's is its own. A field that only the
 * CV has (a name, a date, the template) may be sent only as the version shows it.
 */
export function withVersionPatch(
  cv: VersionSource,
  overrides: VersionOverrides,
  patch: CvPatch,
): { overrides: VersionOverrides } | { refusal: VersionRefusal } {
  const shown = applyVersion(cv, overrides);
  const cvTexts = mainTextsOf(cv);
  let next = overrides;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if ((TRANSLATABLE_FIELDS as readonly string[]).includes(key)) {
      next = withOwnText(next, cv.language, key, String(value), cvTexts.get(key) ?? '');
      continue;
    }
    if ((LIST_SECTIONS as readonly string[]).includes(key)) {
      const list = key as ListSectionKey;
      const rows = value as Array<Row & Record<string, unknown>>;
      const cvRows: ReadonlyArray<Row & object> = cv[list];
      const byId = new Map(cvRows.map((row) => [row.uuid, row]));
      for (const [i, row] of rows.entries()) {
        const cvRow = byId.get(row.uuid);
        if (!cvRow)
          return { refusal: { field: `${list}.${i}`, message: 'validation.version_row' } };
        const translatable = rowTextFields(list);
        for (const [field, sent] of Object.entries(row)) {
          if (field === 'uuid') continue;
          if (translatable.includes(field)) {
            const path = `${list}.${row.uuid}.${field}`;
            next = withOwnText(next, cv.language, path, String(sent), cvTexts.get(path) ?? '');
          } else if (!same(sent, rowText(cvRow, field)))
            return {
              refusal: { field: `${list}.${i}.${field}`, message: 'validation.version_follows_cv' },
            };
        }
      }
      const sentIds = rows.map((row) => row.uuid);
      for (const row of cvRows)
        next = withRowShown(next, list, row.uuid, sentIds.includes(row.uuid));
      next = withRowOrder(next, list, sentIds, cvRows);
      continue;
    }
    if (key === 'translations') {
      const versions = value as NonNullable<CvPatch['translations']>;
      for (const language of LANGUAGES) {
        const version = versions[language];
        if (version === undefined) continue;
        if (language === cv.language)
          return {
            refusal: {
              field: `translations.${language}`,
              message: 'validation.translation_language',
            },
          };
        if (version === null) {
          const { [language]: _gone, ...others } = next.texts ?? {};
          next = { ...next, texts: others };
          continue;
        }
        const theirs = translatedTexts(cv.translations[language]);
        for (const [path, text] of translatedTexts(version, { keepEmpty: true })) {
          if (!cvTexts.has(path))
            return {
              refusal: {
                field: `translations.${language}.${path}`,
                message: 'validation.version_row',
              },
            };
          // An empty text is the version's own no more: it follows the CV's translation again.
          const cvText = theirs.get(path) ?? '';
          next = withOwnText(next, language, path, text === '' ? cvText : text, cvText);
        }
      }
      continue;
    }
    const current = rowText(shown, key);
    if (!same(value, current))
      return { refusal: { field: key, message: 'validation.version_follows_cv' } };
  }
  return { overrides: next };
}
