// Over 300 lines: the versions' schema, status, patch, swap and fallback walk the same text paths and are read together.
/**
 * One CV in two languages. The CV's own language holds its main text; a translation holds, per
 * other language, only the texts that differ (titles, bio, a role, a degree, a skill's name), in
 * the CV's own shape, with rows found by their ids. Everything else (names, contact details, photo,
 * dates, links, levels, the order of rows) belongs to both versions.
 *
 * Beside each translated text the server keeps a fingerprint of the main text it was made from
 * (its "source"): when the main text changes, the translation shows as needing an update until the
 * owner writes or confirms it again.
 */
import { z } from 'zod';
import { multilineText, text } from './cv-fields';
import { DEFAULT_BIO_TITLES, LANGUAGES, isDefaultBioTitle, type Language } from './languages';
import { LIMITS } from './limits';
import {
  CUSTOM_ENTRY_FIELDS,
  CUSTOM_SECTION_TITLE,
  LIST_SECTIONS,
  SECTION_TYPES,
  type ListSectionKey,
  type SectionField,
} from './sections';

/** The texts of a CV that have a version per language (limits as in the main text). */
const topFields = {
  title: text(LIMITS.title),
  current_job_title: text(LIMITS.shortText),
  bio_title: text(LIMITS.shortText),
  bio_description: multilineText(LIMITS.bio),
};

/** A translatable field's rule, as the section model describes the field. */
const fieldRule = (field: SectionField) =>
  field.kind === 'multiline' ? multilineText(field.max ?? 0) : text(field.max ?? 0);
const translatableShape = (fields: readonly SectionField[]) =>
  Object.fromEntries(fields.filter((f) => f.translate).map((f) => [f.name, fieldRule(f)]));

/** The lists whose rows have texts to translate: every list but links, whose address is not a text. */
type RowList = Exclude<ListSectionKey, 'links'>;
export const ROW_LISTS = LIST_SECTIONS.filter((list): list is RowList =>
  SECTION_TYPES[list].fields.some((field) => field.translate),
);

/** A record with one value per key (what `Object.fromEntries` cannot type by itself). */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const record: Partial<Record<K, V>> = {};
  for (const key of keys) record[key] = value(key);
  // Every key was given its value above.
  return record as Record<K, V>;
}

/**
 * Where a version keeps its texts: a list per section with rows by id. The owner's own sections
 * keep their titles in `custom_sections` and their entries' texts in `custom_entries` (an entry's
 * id is unique in the CV), so every translated text is found as `{list}.{uuid}.{field}`.
 */
const rowFields: Record<TranslatableList, Record<string, z.ZodType<string>>> = {
  ...recordOf(ROW_LISTS, (list) => translatableShape(SECTION_TYPES[list].fields)),
  custom_sections: translatableShape([CUSTOM_SECTION_TITLE]),
  custom_entries: translatableShape(CUSTOM_ENTRY_FIELDS),
};

/** Names of places, translated only where they differ: never counted as still to translate. */
const NAMES = new Set(
  [...LIST_SECTIONS.flatMap((list) => SECTION_TYPES[list].fields), ...CUSTOM_ENTRY_FIELDS]
    .filter((f) => f.translate === 'name')
    .map((f) => f.name),
);
export const isPlaceName = (path: string) => NAMES.has(path.slice(path.lastIndexOf('.') + 1));

export const TRANSLATABLE_FIELDS = Object.keys(topFields) as Array<keyof typeof topFields>;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];
export type TranslatableList = RowList | 'custom_sections' | 'custom_entries';
export const TRANSLATABLE_LISTS: readonly TranslatableList[] = [
  ...ROW_LISTS,
  'custom_sections',
  'custom_entries',
];
export const TRANSLATABLE_ROW_FIELDS = recordOf(TRANSLATABLE_LISTS, (list) =>
  Object.keys(rowFields[list]),
);

const isTranslatableList = (name: string | undefined): name is TranslatableList =>
  (TRANSLATABLE_LISTS as readonly string[]).includes(name ?? '');

/** One row's translated texts: its id, and any of its texts (an empty one means "not translated"). */
/** A row's texts in one version, found by the row's id. */
export type RowTranslation = { uuid: string } & Partial<Record<string, string>>;

function rowTranslation(fields: Record<string, z.ZodType<string>>): z.ZodType<RowTranslation> {
  const optional = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.optional()]));
  return z.strictObject({ ...optional, uuid: z.uuid() });
}

/** How many rows of a list a version may hold: as many as the CV may. */
const ROW_LIMITS: Record<TranslatableList, number> = {
  ...recordOf(ROW_LISTS, (list) => SECTION_TYPES[list].max),
  custom_sections: LIMITS.custom_sections,
  custom_entries: LIMITS.custom_sections * LIMITS.customEntries,
};

/** One language's version of a CV: any of its texts, and rows by id. */
export const cvTranslationSchema = z
  .strictObject({
    ...topFields,
    ...recordOf(TRANSLATABLE_LISTS, (list) =>
      z.array(rowTranslation(rowFields[list])).max(ROW_LIMITS[list]),
    ),
  })
  .partial();
export type CvTranslation = z.output<typeof cvTranslationSchema>;

/** Every version of a CV but its main one, keyed by language. */
export const cvTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), cvTranslationSchema);
export type CvTranslations = z.output<typeof cvTranslationsSchema>;

/**
 * What edit_cv takes: only the languages, texts and rows it names change; an empty text removes
 * that text's translation, and `null` for a language removes that whole version.
 */
export const cvTranslationsPatchSchema = z.partialRecord(
  z.enum(LANGUAGES),
  cvTranslationSchema.nullable(),
);
export type CvTranslationsPatch = z.output<typeof cvTranslationsPatchSchema>;

/** Per language, per text (by its path, rows by id): the fingerprint of the main text it renders. */
export type TranslationSources = Partial<Record<Language, Record<string, string>>>;

/** Where a translation's state is told: 'bio_description', 'experiences.{uuid}.role'. */
export type TranslationPath = string;

export interface TranslationState {
  /** Texts with main text and no translation yet. */
  missing: TranslationPath[];
  /** Translated texts whose main text has changed since. */
  outdated: TranslationPath[];
}
export const translationStatusSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.object({ missing: z.array(z.string()), outdated: z.array(z.string()) }),
);
export type TranslationStatus = z.output<typeof translationStatusSchema>;

/** What translating needs of a CV: its language, its texts, and the ids of its rows. */
type Translatable = { language: Language } & Record<TranslatableField, string> &
  Record<RowList, ReadonlyArray<{ uuid: string }>> & {
    custom_sections: ReadonlyArray<{ uuid: string; entries: ReadonlyArray<{ uuid: string }> }>;
  };

/** A short, stable fingerprint of a text (cyrb53): equal texts, equal prints, in browser and server. */
export function fingerprint(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A row's text by name ('' when it has none): the lists' rows differ in their fields. */
function textOf(row: object, field: string): string {
  const value: unknown = Object.getOwnPropertyDescriptor(row, field)?.value;
  return typeof value === 'string' ? value : '';
}

/**
 * Every translatable row of the CV with where a version keeps its texts (`list`) and where it is
 * shown ('experiences.0', 'custom_sections.1.entries.2').
 */
function translatableRows(
  cv: Translatable,
): Array<{ list: TranslatableList; row: { uuid: string }; shown: string }> {
  const rows: Array<{ list: TranslatableList; row: { uuid: string }; shown: string }> =
    ROW_LISTS.flatMap((list) =>
      cv[list].map((row, index) => ({ list, row, shown: `${list}.${index}` })),
    );
  cv.custom_sections.forEach((section, index) => {
    rows.push({ list: 'custom_sections', row: section, shown: `custom_sections.${index}` });
    section.entries.forEach((entry, at) =>
      rows.push({
        list: 'custom_entries',
        row: entry,
        shown: `custom_sections.${index}.entries.${at}`,
      }),
    );
  });
  return rows;
}

/** Every translatable text of the main version: its path, and the text. */
function mainTexts(cv: Translatable): Array<[TranslationPath, string]> {
  const texts: Array<[TranslationPath, string]> = TRANSLATABLE_FIELDS.map((f) => [f, cv[f]]);
  for (const { list, row } of translatableRows(cv))
    for (const field of TRANSLATABLE_ROW_FIELDS[list])
      texts.push([`${list}.${row.uuid}.${field}`, textOf(row, field)]);
  return texts;
}

/** A row with some of its texts replaced. */
const withTexts = <Row extends object>(row: Row, texts: Record<string, string>): Row => ({
  ...row,
  ...texts,
});

/**
 * The CV with each translatable text replaced by what `text` makes of it, given where a version
 * keeps it ('experiences.{uuid}.role'), where it is shown ('experiences.0.role') and the main text.
 */
function mapTexts<Cv extends Translatable>(
  cv: Cv,
  text: (path: TranslationPath, shownPath: string, main: string) => string,
): Cv {
  const rowTexts = (list: TranslatableList, row: { uuid: string }, shown: string) =>
    Object.fromEntries(
      TRANSLATABLE_ROW_FIELDS[list].map((f) => [
        f,
        text(`${list}.${row.uuid}.${f}`, `${shown}.${f}`, textOf(row, f)),
      ]),
    );
  const mapped = {
    ...cv,
    ...Object.fromEntries(TRANSLATABLE_FIELDS.map((f) => [f, text(f, f, cv[f])])),
  };
  for (const list of ROW_LISTS)
    Object.assign(mapped, {
      [list]: cv[list].map((row, index) => withTexts(row, rowTexts(list, row, `${list}.${index}`))),
    });
  Object.assign(mapped, {
    custom_sections: cv.custom_sections.map((section, index) => ({
      ...withTexts(section, rowTexts('custom_sections', section, `custom_sections.${index}`)),
      entries: section.entries.map((entry, at) =>
        withTexts(
          entry,
          rowTexts('custom_entries', entry, `custom_sections.${index}.entries.${at}`),
        ),
      ),
    })),
  });
  return mapped;
}

/** The main version's translatable texts by path ('title', 'experiences.{uuid}.role'). */
export const mainTextsOf = (cv: Translatable): Map<TranslationPath, string> =>
  new Map(mainTexts(cv));

/** The CV with its main texts at these paths replaced (a path of a row it lacks is passed over). */
export function withMainTexts<Cv extends Translatable>(
  cv: Cv,
  texts: ReadonlyMap<TranslationPath, string>,
): Cv {
  return texts.size ? mapTexts(cv, (path, _shown, main) => texts.get(path) ?? main) : cv;
}

/** A version's texts by path (rows by id); empty ones left out unless `keepEmpty` (a patch's removals). */
export function translatedTexts(
  translation: CvTranslation | undefined,
  { keepEmpty = false } = {},
): Map<TranslationPath, string> {
  const texts = new Map<TranslationPath, string>();
  if (!translation) return texts;
  const kept = (value: unknown): value is string =>
    typeof value === 'string' && (keepEmpty || value !== '');
  for (const field of TRANSLATABLE_FIELDS) {
    const value = translation[field];
    if (kept(value)) texts.set(field, value);
  }
  for (const list of TRANSLATABLE_LISTS)
    for (const row of translation[list] ?? [])
      for (const [field, value] of Object.entries(row))
        if (field !== 'uuid' && kept(value)) texts.set(`${list}.${row.uuid}.${field}`, value);
  return texts;
}

/** The versions a CV has: its own language first, then each language with a translated text. */
export function cvLanguages(cv: { language: Language; translations: CvTranslations }): Language[] {
  return [
    cv.language,
    ...LANGUAGES.filter((l) => l !== cv.language && translatedTexts(cv.translations[l]).size > 0),
  ];
}

/** For each version: the texts still to translate and those whose main text moved on. */
export function translationStatus(
  cv: Translatable,
  translations: CvTranslations,
  sources: TranslationSources,
): TranslationStatus {
  const status: TranslationStatus = {};
  // A default heading ("About Me") needs no translation: each version has its own default.
  const main = mainTexts(cv).filter(
    ([path, value]) => value.trim() !== '' && !(path === 'bio_title' && isDefaultBioTitle(value)),
  );
  for (const language of LANGUAGES) {
    if (language === cv.language) continue;
    const texts = translatedTexts(translations[language]);
    if (!texts.size) continue;
    const printed = sources[language] ?? {};
    const state: TranslationState = { missing: [], outdated: [] };
    for (const [path, value] of main) {
      if (texts.has(path)) {
        if (printed[path] !== fingerprint(value)) state.outdated.push(path);
      } else if (!isPlaceName(path)) state.missing.push(path);
    }
    status[language] = state;
  }
  return status;
}

/** A version without empty texts, rows the CV no longer has, or anything at all (then undefined). */
function cleanTranslation(translation: CvTranslation, cv: Translatable): CvTranslation | undefined {
  const paths = new Set(mainTexts(cv).map(([path]) => path));
  let clean: CvTranslation | undefined;
  for (const [path, value] of translatedTexts(translation))
    if (paths.has(path)) clean = withTranslatedText(clean, path, value);
  return clean;
}

/** A list's translated rows with the patch's rows merged in by id: only the texts it names change. */
function mergeRows<Row extends { uuid: string }>(current: Row[] = [], patch: Row[] = []): Row[] {
  const merged = current.map((row) => ({ ...row }));
  for (const row of patch) {
    const at = merged.findIndex((r) => r.uuid === row.uuid);
    if (at === -1) merged.push({ ...row });
    else merged[at] = { ...merged[at]!, ...row };
  }
  return merged;
}

export interface StoredTranslations {
  translations: CvTranslations;
  sources: TranslationSources;
}

/**
 * The versions after an edit: the patch's texts merged in (each written text's source becomes the
 * main text it now renders), versions and rows the CV no longer has dropped, a version in the CV's
 * own language never kept. `cv` is the CV as it is after the edit.
 */
export function applyTranslations(
  stored: StoredTranslations,
  patch: CvTranslationsPatch | undefined,
  cv: Translatable,
): StoredTranslations {
  const mainByPath = new Map(mainTexts(cv));
  const translations: CvTranslations = {};
  const sources: TranslationSources = {};
  for (const language of LANGUAGES) {
    if (language === cv.language) continue;
    const change = patch?.[language];
    let current = stored.translations[language];
    let printed = { ...stored.sources[language] };
    if (change === null) {
      current = undefined;
      printed = {};
    } else if (change) {
      current = {
        ...current,
        ...Object.fromEntries(
          TRANSLATABLE_FIELDS.flatMap((f) => (f in change ? [[f, change[f]]] : [])),
        ),
        ...Object.fromEntries(
          TRANSLATABLE_LISTS.map((list) => [list, mergeRows(current?.[list], change[list])]),
        ),
      };
      for (const path of translatedTexts(change).keys())
        printed[path] = fingerprint(mainByPath.get(path) ?? '');
    }
    const clean = current && cleanTranslation(current, cv);
    if (!clean) continue;
    translations[language] = clean;
    const kept = translatedTexts(clean);
    sources[language] = Object.fromEntries(Object.entries(printed).filter(([p]) => kept.has(p)));
  }
  return { translations, sources };
}

/**
 * The CV's main language becomes `language`: where that version has a text, it becomes the main
 * text, and the old main text becomes the old language's version; nothing either version held is
 * lost. Both versions count as up to date afterwards.
 */
export function switchMainLanguage<Cv extends Translatable>(
  cv: Cv,
  stored: StoredTranslations,
  language: Language,
): { cv: Cv; stored: StoredTranslations } {
  const from = cv.language;
  if (language === from) return { cv, stored };
  const incoming = translatedTexts(stored.translations[language]);
  const swapped = { ...mapTexts(cv, (path, _, main) => incoming.get(path) ?? main), language };
  // The old main text, as a version of its own, for every text the new main version took over.
  let old: CvTranslation = {};
  for (const [path, main] of mainTexts(cv))
    if (incoming.has(path)) old = withTranslatedText(old, path, main);
  const others = { ...stored.translations, [from]: old };
  delete others[language];
  const next = applyTranslations({ translations: others, sources: {} }, { [from]: old }, swapped);
  return { cv: swapped, stored: next };
}

/** The lists whose rows another CV may have more of than this one. */
export type VersionList = RowList | 'custom_sections';

/**
 * The same CV written in another language (a file of it, read) as this CV's version in that
 * language. Texts are matched by where they are shown, the first job's role to the first job's
 * role: the same CV lists the same jobs in the same order. A text equal to the main one, or one
 * where the main version has none, is no translation. `beyond` says, per list, how many rows the
 * other has past this one's: they have nothing here to be the translation of.
 */
export function versionFrom(
  main: Translatable,
  other: Translatable,
): { translation: CvTranslation | undefined; beyond: Partial<Record<VersionList, number>> } {
  const shownTexts = new Map<string, string>();
  mapTexts(other, (_path, shownPath, text) => {
    shownTexts.set(shownPath, text);
    return text;
  });
  let translation: CvTranslation | undefined;
  mapTexts(main, (path, shownPath, text) => {
    const theirs = shownTexts.get(shownPath)?.trim();
    if (theirs && text.trim() && theirs !== text.trim())
      translation = withTranslatedText(translation, path, theirs);
    return text;
  });
  const beyond: Partial<Record<VersionList, number>> = {};
  for (const list of [...ROW_LISTS, 'custom_sections'] as const) {
    const more = other[list].length - main[list].length;
    if (more > 0) beyond[list] = more;
  }
  return { translation, beyond };
}

/** A version with another's texts laid over it (theirs where both have one). */
export function mergedTranslation(
  into: CvTranslation | undefined,
  from: CvTranslation | undefined,
): CvTranslation | undefined {
  let merged = into;
  for (const [path, value] of translatedTexts(from))
    merged = withTranslatedText(merged, path, value);
  return merged;
}

/** A version of the CV as a reader sees it: its texts where it has them, the main text elsewhere. */
export interface LocalizedCv<Cv> {
  cv: Cv;
  /** Shown paths ('experiences.0.role') that fell back to the main text, in `mainLanguage`. */
  fallbacks: Set<string>;
  mainLanguage: Language;
}

export function localizeCv<Cv extends Translatable>(
  cv: Cv,
  translations: CvTranslations,
  language: Language,
): LocalizedCv<Cv> {
  const fallbacks = new Set<string>();
  if (language === cv.language) return { cv, fallbacks, mainLanguage: cv.language };
  const texts = translatedTexts(translations[language]);
  const localized = mapTexts(cv, (path, shownPath, main) => {
    const value = texts.get(path);
    if (value) return value;
    if (path === 'bio_title' && isDefaultBioTitle(main)) return DEFAULT_BIO_TITLES[language];
    if (main) fallbacks.add(shownPath);
    return main;
  });
  return { cv: { ...localized, language }, fallbacks, mainLanguage: cv.language };
}

/**
 * Where a shown text ('experiences.0.role') is kept in a version ('experiences.{uuid}.role'), or
 * null for a text both versions share (a name, an address, a link).
 */
export function translationPathOf(cv: Translatable, shownPath: string): TranslationPath | null {
  if ((TRANSLATABLE_FIELDS as readonly string[]).includes(shownPath)) return shownPath;
  const field = shownPath.slice(shownPath.lastIndexOf('.') + 1);
  const shown = shownPath.slice(0, shownPath.lastIndexOf('.'));
  const found = translatableRows(cv).find((r) => r.shown === shown);
  if (!found || !TRANSLATABLE_ROW_FIELDS[found.list].includes(field)) return null;
  return `${found.list}.${found.row.uuid}.${field}`;
}

/** A version with one text set ('' takes it away); rows are found, or added, by id. */
export function withTranslatedText(
  translation: CvTranslation | undefined,
  path: TranslationPath,
  value: string,
): CvTranslation {
  const next: CvTranslation = { ...translation };
  const [first, uuid, field] = path.split('.');
  if (!uuid || !field) {
    if ((TRANSLATABLE_FIELDS as readonly string[]).includes(path))
      Object.assign(next, { [path]: value });
    return next;
  }
  if (!isTranslatableList(first)) return next;
  const list = first;
  const rows: Array<{ uuid: string }> = [...(next[list] ?? [])];
  const at = rows.findIndex((row) => row.uuid === uuid);
  const row = { ...rows[at], uuid, [field]: value };
  if (at === -1) rows.push(row);
  else rows[at] = row;
  Object.assign(next, { [list]: rows });
  return next;
}

/** What edit_cv must be sent to turn version `from` into `to`: the texts that differ ('' if gone). */
export function translationChanges(
  from: CvTranslation | undefined,
  to: CvTranslation | undefined,
): CvTranslation | undefined {
  const before = translatedTexts(from);
  const after = translatedTexts(to);
  let patch: CvTranslation | undefined;
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const value = after.get(path) ?? '';
    if ((before.get(path) ?? '') !== value) patch = withTranslatedText(patch, path, value);
  }
  return patch;
}

/** The texts of the other language versions edited since `from`, as edit_cv takes them. */
export function translationsPatch(
  from: CvTranslations = {},
  to: CvTranslations = {},
): CvTranslationsPatch | undefined {
  let patch: CvTranslationsPatch | undefined;
  for (const language of LANGUAGES) {
    const changes = translationChanges(from[language], to[language]);
    if (changes) patch = { ...patch, [language]: changes };
  }
  return patch;
}
