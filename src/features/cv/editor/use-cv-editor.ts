// Over 300 lines: one editor state, whose save must see every change (fields, rows, versions) at once.
/** Edit mode of one CV: a working copy, the unsaved flag, add/remove rows, the checks and the save. */
import { useCallback, useState } from 'react';
import {
  CV_CONTENT_KEYS,
  cvContentOf,
  cvPatchSchema,
  pick,
  type CvContent,
  type CvContentKey,
  type CvDto,
  type CvPatch,
} from '@/domain/cv';
import { atShownRow, emptyRow, withoutBlankRows, type ListName } from '@/domain/cv-rows';
import {
  translatedTexts,
  translationPathOf,
  translationsPatch,
  withTranslatedText,
  type CvTranslations,
} from '@/domain/cv-translations';
import { LANGUAGES, type Language } from '@/domain/languages';
import { fieldProblems, type FieldProblem } from '@/domain/field-problems';
import { SECTION_TYPES } from '@/domain/sections';
import type { CvDoc } from '@/lib/cv-store/kinds';
import { withCustomEntry, withoutCustomEntry } from './custom-entries';
import { getAt, setAt } from './path';

/** Rows a list holds at most, from the section model. */
export const listLimit = (list: ListName): number => SECTION_TYPES[list].max;

/** The fields whose values differ between two versions of a CV's content. */
export function changedFields(from: CvContent, to: CvContent): CvContentKey[] {
  return CV_CONTENT_KEYS.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]));
}

/** What the editor started from: the content and the version the server had then. */
export interface EditBase {
  content: CvContent;
  version: number;
  /** The CV's other language versions as they were (none when left out). */
  translations?: CvTranslations;
}

/** `mine`'s edits of the versions since `from`, laid over `theirs` (what the device has now). */
function overlayTranslations(
  from: CvTranslations,
  mine: CvTranslations,
  theirs: CvTranslations,
): CvTranslations {
  const merged = { ...theirs };
  for (const [language, changes] of Object.entries(translationsPatch(from, mine) ?? {}))
    if (changes && (LANGUAGES as readonly string[]).includes(language))
      for (const [path, value] of translatedTexts(changes, { keepEmpty: true }))
        merged[language as Language] = withTranslatedText(
          merged[language as Language],
          path,
          value,
        );
  return merged;
}

/**
 * A save, written into the CV as the device has it now: the fields the owner changed (checked and
 * trimmed, as `prepareSave` made them) and the texts of the other versions they edited. What the
 * sync took in meanwhile (another device's change of another field) stays.
 */
export function savedInto(
  doc: CvDoc,
  prepared: Extract<Prepared, { ok: true }>,
  base: EditBase,
  translations: CvTranslations,
  confirmed: Confirmations = {},
): CvDoc {
  const { translations: _sent, slug: _slug, ...fields } = prepared.patch;
  const changed = pick(
    fields as CvContent,
    CV_CONTENT_KEYS.filter((key) => key in fields),
  );
  // Confirmed translations wait in the document until the server has them (src/lib/cv-store/kinds.ts).
  const confirmations = { ...doc.confirmed };
  for (const language of LANGUAGES)
    if (confirmed[language]?.length)
      confirmations[language] = [
        ...new Set([...(confirmations[language] ?? []), ...confirmed[language]]),
      ];
  return {
    ...doc,
    ...changed,
    translations: overlayTranslations(base.translations ?? {}, translations, doc.translations),
    ...(Object.keys(confirmations).length && { confirmed: confirmations }),
  };
}

export type Prepared =
  | { ok: true; patch: CvPatch; version: number }
  /** No problems listed: there was nothing to save. */
  | { ok: false; problems: FieldProblem[] };

/**
 * The fields the user changed since `base`, checked by the schema edit_cv checks them with, with
 * the version they were based on (sent as If-Match); or the problems, at the rows the user sees.
 */
/** Per language, translated texts the owner confirmed as still right after their main text changed. */
export type Confirmations = Partial<Record<Language, readonly string[]>>;

export function prepareSave(
  base: EditBase,
  working: CvContent,
  translations?: CvTranslations,
  confirmed: Confirmations = {},
): Prepared {
  const content = withoutBlankRows(working);
  let versions = translations && translationsPatch(base.translations, translations);
  // A confirmed text is sent as it is: the server then counts it as made from the new main text.
  for (const language of LANGUAGES)
    for (const path of confirmed[language] ?? []) {
      const text = translatedTexts(translations?.[language]).get(path);
      if (text)
        versions = {
          ...versions,
          [language]: withTranslatedText(versions?.[language] ?? undefined, path, text),
        };
    }
  const parsed = cvPatchSchema.safeParse({
    ...pick(content, changedFields(base.content, content)),
    ...(versions && { translations: versions }),
  });
  if (!parsed.success)
    return { ok: false, problems: fieldProblems(parsed).map((p) => atShownRow(p, working)) };
  // Trimmed, a changed field may be as it was: only what still differs is sent.
  const changed = CV_CONTENT_KEYS.filter(
    (key) =>
      key in parsed.data && JSON.stringify(parsed.data[key]) !== JSON.stringify(base.content[key]),
  );
  const patch: CvPatch = pick(parsed.data, changed);
  if (parsed.data.translations) patch.translations = parsed.data.translations;
  return { ok: true, patch, version: base.version };
}

/** What the editor keeps on the device as the owner types, until they save or cancel. */
export interface EditInProgress {
  base: EditBase;
  working: CvContent;
  translations: CvTranslations;
  confirmed: Confirmations;
}

/** A field's problem for the editor to show: its dotted path and the message, in the user's words. */
export interface FieldMark {
  path: readonly string[];
  message: string;
}

const NONE: ReadonlyMap<string, string> = new Map();

/** The marks left once a field is edited: not its own, nor its row's (date order marks the end). */
export function unmark(
  marks: ReadonlyMap<string, string>,
  path: string,
): ReadonlyMap<string, string> {
  const row = path.split('.').slice(0, 2).join('.');
  const kept = [...marks].filter(([mark]) => mark !== path && !mark.startsWith(`${row}.`));
  return kept.length === marks.size ? marks : new Map(kept);
}

export function useCvEditor() {
  const [working, setWorking] = useState<CvContent | null>(null);
  const [base, setBase] = useState<EditBase | null>(null);
  const [dirty, setDirty] = useState(false);
  /** The fields ('experiences.0.end_date') the last save found a problem in, and the problem, until edited. */
  const [invalid, setInvalid] = useState(NONE);
  /** The other language versions as edited (their texts only; the rest is the main version's). */
  const [translations, setTranslations] = useState<CvTranslations>({});
  const [confirmed, setConfirmed] = useState<Confirmations>({});

  const start = useCallback((cv: CvDto) => {
    const content = cvContentOf(cv);
    setBase({ content, version: cv.version, translations: cv.translations });
    setWorking(content);
    setTranslations(cv.translations);
    setConfirmed({});
    setDirty(false);
    setInvalid(NONE);
  }, []);

  /** An edit in progress kept on the device (a reload, a closed app) comes back as it was. */
  const restore = useCallback((edit: EditInProgress) => {
    setBase(edit.base);
    setWorking(edit.working);
    setTranslations(edit.translations);
    setConfirmed(edit.confirmed);
    setDirty(true);
    setInvalid(NONE);
  }, []);

  const cancel = useCallback(() => {
    setWorking(null);
    setBase(null);
    setTranslations({});
    setConfirmed({});
    setDirty(false);
    setInvalid(NONE);
  }, []);

  const change = useCallback((path: string, value: unknown) => {
    setWorking((w) => (w ? setAt(w, path, value) : w));
    setDirty(true);
    setInvalid((marks) => unmark(marks, path));
  }, []);

  /** A text of the `language` version, at its shown path ('experiences.0.role'). */
  const translate = useCallback(
    (language: Language, shownPath: string, value: string) => {
      const path = working && translationPathOf(working, shownPath);
      if (!path) return;
      setTranslations((all) => ({
        ...all,
        [language]: withTranslatedText(all[language], path, value),
      }));
      setDirty(true);
    },
    [working],
  );

  /** The owner says a translation is still right after its main text changed. */
  const confirm = useCallback(
    (language: Language, shownPath: string) => {
      const path = working && translationPathOf(working, shownPath);
      if (!path) return;
      setConfirmed((all) => ({ ...all, [language]: [...(all[language] ?? []), path] }));
      setDirty(true);
    },
    [working],
  );

  /** The `language` version's text at a shown path ('' while it has none). */
  const translation = useCallback(
    (language: Language, shownPath: string) => {
      const path = working && translationPathOf(working, shownPath);
      return (path && translatedTexts(translations[language]).get(path)) ?? '';
    },
    [translations, working],
  );

  const add = useCallback((list: ListName) => {
    setWorking((w) =>
      w && w[list].length < listLimit(list) ? setAt(w, list, [...w[list], emptyRow[list]()]) : w,
    );
    setDirty(true);
  }, []);

  const remove = useCallback((list: ListName, index: number) => {
    setWorking((w) =>
      w && w[list].length > 1
        ? setAt(
            w,
            list,
            w[list].filter((_, i) => i !== index),
          )
        : w,
    );
    setDirty(true);
    // The rows after it move up, and their marks would point at the wrong ones.
    setInvalid(NONE);
  }, []);

  /** A new entry at the end of the own section at `section` (custom_sections.{section}.entries). */
  const addCustomEntry = useCallback((section: number) => {
    setWorking((w) => w && withCustomEntry(w, section));
    setDirty(true);
  }, []);

  const removeCustomEntry = useCallback((section: number, index: number) => {
    setWorking((w) => w && withoutCustomEntry(w, section, index));
    setDirty(true);
    setInvalid(NONE);
  }, []);

  /**
   * A change of the sections themselves (src/features/cv/editor/section-editing.ts): their order,
   * which are hidden, one added or removed. `shifts` when a section's rows change places.
   */
  const editSections = useCallback((update: (w: CvContent) => CvContent, shifts = false) => {
    setWorking((w) => (w ? update(w) : w));
    setDirty(true);
    if (shifts) setInvalid(NONE);
  }, []);

  const read = useCallback(
    (path: string) => (working ? getAt(working, path) : undefined),
    [working],
  );

  /** What Save would send now: see `prepareSave`. */
  const prepare = useCallback(
    (): Prepared =>
      working && base
        ? prepareSave(base, working, translations, confirmed)
        : { ok: false, problems: [] },
    [base, confirmed, translations, working],
  );

  /** Marks the fields a save found problems in (the first message of a field is kept). */
  const markInvalid = useCallback((marks: readonly FieldMark[]) => {
    const next = new Map<string, string>();
    for (const mark of marks) {
      const path = mark.path.join('.');
      if (!next.has(path)) next.set(path, mark.message);
    }
    setInvalid(next);
  }, []);

  return {
    editing: working !== null,
    working,
    base,
    dirty,
    invalid,
    markInvalid,
    start,
    restore,
    cancel,
    change,
    translate,
    translation,
    translations,
    confirm,
    confirmed,
    add,
    remove,
    addCustomEntry,
    removeCustomEntry,
    editSections,
    read,
    prepare,
    setDirty,
  };
}

export type CvEditorState = ReturnType<typeof useCvEditor>;
