/** Edit mode of one CV: a working copy, the unsaved flag, add/remove rows, the checks and the save. */
import { useCallback, useState } from 'react';
import type { CvContent, CvDto } from '../../../domain/cv';
import { cvContentOf, cvCreateSchema } from '../../../domain/cv';
import { LIMITS } from '../../../domain/limits';
import type { ListName } from '../../templates/types';
import { getAt, setAt } from './path';

export const LIST_LIMITS: Record<ListName, number> = {
  experiences: LIMITS.experiences,
  educations: LIMITS.educations,
  skills: LIMITS.skills,
  links: LIMITS.links,
};

const NEW_ROW: Record<ListName, () => Record<string, unknown>> = {
  experiences: () => ({
    company_name: '',
    role: '',
    description: '',
    location: '',
    start_date: null,
    end_date: null,
  }),
  educations: () => ({
    institution: '',
    degree: '',
    field_of_study: '',
    start_date: null,
    end_date: null,
  }),
  skills: () => ({ uuid: crypto.randomUUID(), skill_name: '', proficiency: 'beginner' }),
  links: () => ({ uuid: crypto.randomUUID(), link_type: 'website', url: '' }),
};

/** The spec's date checks, experience first: a message key in the `cv` namespace, or null. */
export function dateProblem(content: CvContent): string | null {
  const bad = (list: Array<{ start_date: string | null; end_date: string | null }>) =>
    list.some((e) => e.start_date && e.end_date && e.start_date > e.end_date);
  if (bad(content.experiences)) return 'editor.experienceDates';
  if (bad(content.educations)) return 'editor.educationDates';
  return null;
}

/** Drops rows with nothing in them, so an added but unused row never blocks a save. */
export function withoutBlankRows(content: CvContent): CvContent {
  const filled = (values: Array<string | null>) => values.some((v) => (v ?? '').trim());
  return {
    ...content,
    experiences: content.experiences.filter((e) =>
      filled([e.company_name, e.role, e.description, e.location, e.start_date, e.end_date]),
    ),
    educations: content.educations.filter((e) =>
      filled([e.institution, e.degree, e.field_of_study, e.start_date, e.end_date]),
    ),
    skills: content.skills.filter((s) => s.skill_name.trim()),
    links: content.links.filter((l) => l.url.trim()),
  };
}

export function useCvEditor() {
  const [working, setWorking] = useState<CvContent | null>(null);
  const [dirty, setDirty] = useState(false);

  const start = useCallback((cv: CvDto) => {
    setWorking(cvContentOf(cv));
    setDirty(false);
  }, []);

  const cancel = useCallback(() => {
    setWorking(null);
    setDirty(false);
  }, []);

  const change = useCallback((path: string, value: unknown) => {
    setWorking((w) => (w ? setAt(w, path, value) : w));
    setDirty(true);
  }, []);

  const add = useCallback((list: ListName) => {
    setWorking((w) =>
      w && w[list].length < LIST_LIMITS[list] ? setAt(w, list, [...w[list], NEW_ROW[list]()]) : w,
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

  /** The content to send, or the first problem: a date key or the schema's field errors. */
  const prepare = useCallback(():
    | { ok: true; content: CvContent }
    | { ok: false; dateKey: string }
    | { ok: false; issues: ReturnType<typeof cvCreateSchema.safeParse>['error'] } => {
    if (!working) return { ok: false, dateKey: 'editor.nothingToSave' };
    const content = withoutBlankRows(working);
    const dateKey = dateProblem(content);
    if (dateKey) return { ok: false, dateKey };
    const parsed = cvCreateSchema.safeParse(content);
    if (!parsed.success) return { ok: false, issues: parsed.error };
    return { ok: true, content: parsed.data };
  }, [working]);

  return {
    editing: working !== null,
    working,
    dirty,
    start,
    cancel,
    change,
    add,
    remove,
    read,
    prepare,
    setDirty,
  };
}

export type CvEditorState = ReturnType<typeof useCvEditor>;
