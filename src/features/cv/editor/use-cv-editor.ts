/** Edit mode of one CV: a working copy, the unsaved flag, add/remove rows, the checks and the save. */
import type { ParseKeys } from 'i18next';
import { useCallback, useState } from 'react';
import {
  CV_CONTENT_KEYS,
  cvContentOf,
  cvContentSchema,
  pick,
  type CvContent,
  type CvContentKey,
  type CvDto,
} from '@/domain/cv';
import { emptyRow, isBlankRow, type ListName } from '@/domain/cv-rows';
import { LIMITS } from '@/domain/limits';
import { getAt, setAt } from './path';

export const LIST_LIMITS: Record<ListName, number> = {
  experiences: LIMITS.experiences,
  educations: LIMITS.educations,
  skills: LIMITS.skills,
  links: LIMITS.links,
};

/** The fields whose values differ between two versions of a CV's content. */
export function changedFields(from: CvContent, to: CvContent): CvContentKey[] {
  return CV_CONTENT_KEYS.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]));
}

/** What the editor started from: the content and the version the server had then. */
export interface EditBase {
  content: CvContent;
  version: number;
}

/**
 * After a save met a newer version: the newer CV with the user's own changes laid on top, except
 * where both sides changed the same field (then `keepMine` decides). Nothing else is lost.
 */
export function rebase(
  base: EditBase,
  working: CvContent,
  newer: CvDto,
  keepMine: boolean,
): { working: CvContent; conflicts: CvContentKey[] } {
  const theirs = cvContentOf(newer);
  const mine = changedFields(base.content, working);
  const theirChanges = new Set(changedFields(base.content, theirs));
  const conflicts = mine.filter((key) => theirChanges.has(key));
  const kept = keepMine ? mine : mine.filter((key) => !theirChanges.has(key));
  return { working: { ...theirs, ...pick(working, kept) }, conflicts };
}

/** The spec's date checks, experience first: a message key in the `cv` namespace, or null. */
export function dateProblem(content: CvContent): ParseKeys<'cv'> | null {
  const bad = (list: Array<{ start_date: string | null; end_date: string | null }>) =>
    list.some((e) => e.start_date && e.end_date && e.start_date > e.end_date);
  if (bad(content.experiences)) return 'editor.experienceDates';
  if (bad(content.educations)) return 'editor.educationDates';
  return null;
}

/** Drops rows with nothing in them, so an added but unused row never blocks a save. */
export function withoutBlankRows(content: CvContent): CvContent {
  return {
    ...content,
    experiences: content.experiences.filter((e) => !isBlankRow.experiences(e)),
    educations: content.educations.filter((e) => !isBlankRow.educations(e)),
    skills: content.skills.filter((s) => !isBlankRow.skills(s)),
    links: content.links.filter((l) => !isBlankRow.links(l)),
  };
}

export type Prepared =
  | { ok: true; patch: Partial<CvContent>; version: number }
  | { ok: false; dateKey: ParseKeys<'cv'> }
  | { ok: false; issues: ReturnType<typeof cvContentSchema.safeParse>['error'] };

/**
 * The fields the user changed since `base`, checked, with the version they were based on (sent as
 * If-Match); or the first problem: a date key or the schema's field errors.
 */
export function prepareSave(base: EditBase, working: CvContent): Prepared {
  const content = withoutBlankRows(working);
  const dateKey = dateProblem(content);
  if (dateKey) return { ok: false, dateKey };
  const parsed = cvContentSchema.safeParse(content);
  if (!parsed.success) return { ok: false, issues: parsed.error };
  return {
    ok: true,
    patch: pick(parsed.data, changedFields(base.content, parsed.data)),
    version: base.version,
  };
}

export function useCvEditor() {
  const [working, setWorking] = useState<CvContent | null>(null);
  const [base, setBase] = useState<EditBase | null>(null);
  const [dirty, setDirty] = useState(false);

  const start = useCallback((cv: CvDto) => {
    const content = cvContentOf(cv);
    setBase({ content, version: cv.version });
    setWorking(content);
    setDirty(false);
  }, []);

  const cancel = useCallback(() => {
    setWorking(null);
    setBase(null);
    setDirty(false);
  }, []);

  const change = useCallback((path: string, value: unknown) => {
    setWorking((w) => (w ? setAt(w, path, value) : w));
    setDirty(true);
  }, []);

  const add = useCallback((list: ListName) => {
    setWorking((w) =>
      w && w[list].length < LIST_LIMITS[list] ? setAt(w, list, [...w[list], emptyRow[list]()]) : w,
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
  }, []);

  const read = useCallback(
    (path: string) => (working ? getAt(working, path) : undefined),
    [working],
  );

  /** What Save would send now: see `prepareSave`. */
  const prepare = useCallback(
    (): Prepared =>
      working && base ? prepareSave(base, working) : { ok: false, dateKey: 'editor.nothingToSave' },
    [base, working],
  );

  /** Takes a newer version the server had when a save was refused (412), keeping the user's edits; answers the new base and working copy. */
  const rebaseOn = useCallback(
    (newer: CvDto, keepMine: boolean): { base: EditBase; working: CvContent } | null => {
      if (!working || !base) return null;
      const next = {
        base: { content: cvContentOf(newer), version: newer.version },
        working: rebase(base, working, newer, keepMine).working,
      };
      setBase(next.base);
      setWorking(next.working);
      setDirty(true);
      return next;
    },
    [base, working],
  );

  /** The user's own write outside the save (a new photo) moved the version on by one. */
  const acceptOwnWrite = useCallback((cv: CvDto) => {
    setBase((b) => (b && cv.version === b.version + 1 ? { ...b, version: cv.version } : b));
  }, []);

  return {
    editing: working !== null,
    working,
    base,
    dirty,
    start,
    cancel,
    change,
    add,
    remove,
    read,
    prepare,
    rebaseOn,
    acceptOwnWrite,
    setDirty,
  };
}

export type CvEditorState = ReturnType<typeof useCvEditor>;
