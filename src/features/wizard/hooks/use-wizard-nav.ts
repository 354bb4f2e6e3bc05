import type { TFunction } from 'i18next';
import { useCallback, useEffect } from 'react';
import { isListName, type ListName } from '@/domain/cv-rows';
import { paths } from '@/config/paths';
import { runtimeKeys } from '@/lib/translate';
import { usePendingNavigation } from '@/lib/use-pending-navigation';
import {
  nextStep,
  previousStep,
  stepProblems,
  type FieldStepProblem,
  type StepId,
  type StepProblem,
} from '../model/steps';
import { updateDraft, useDraft } from '../state/draft-state';

/** A step's problem in words; a required basic field is named by its label. */
export function problemText(t: TFunction<'wizard'>, problem: StepProblem): string {
  const text = runtimeKeys(t);
  const params = { ...problem.params };
  if (problem.key === 'basicInfo.required')
    params.field = text(`basicInfo.${String(params.field)}`);
  return text(problem.key, params);
}

/** The wizard's label of each field outside the lists (the key of its text). */
const FIELD_LABELS: Record<string, string> = {
  first_name: 'basicInfo.first_name',
  last_name: 'basicInfo.last_name',
  email: 'basicInfo.email',
  phone: 'basicInfo.phone',
  current_job_title: 'basicInfo.current_job_title',
  bio_title: 'bio.bioTitle',
  bio_description: 'bio.description',
  title: 'finalize.cvTitle',
  language: 'finalize.language',
  theme: 'template.title',
};

/** The wizard texts of the lists with a step of their own; the row's fields are labelled there. */
const STEP_TEXTS: Partial<Record<ListName, string>> = {
  experiences: 'workExperience',
  educations: 'education',
  skills: 'skills',
  links: 'links',
};
/** Each list's section of the wizard texts: its step's, else its block's in "More sections". */
const listTexts = (list: ListName) => STEP_TEXTS[list] ?? `moreSections.${list}`;
/** The lists whose fields' labels carry the row's number ("Language 2"); others name the entry first. */
const NUMBERED = new Set<ListName>(['skills', 'links', 'language_skills']);

/** A row's field as labelled in `texts`: a month by its end ('start', 'end'). */
function rowFieldLabel(t: TFunction<'wizard'>, texts: string, index: string, field: string) {
  const text = runtimeKeys(t);
  const n = Number(index) + 1;
  const name = field.endsWith('_date') && field !== 'date' ? field.replace('_date', '') : field;
  return { n, label: text(`${texts}.${name}`, { n }) };
}

/**
 * A field as the user knows it, in their language: "Phone", "Experience 2, Start month",
 * "Address of link 1"; a path the wizard shows nowhere is named as it is.
 */
export function fieldLabel(t: TFunction<'wizard'>, path: readonly string[]): string {
  const text = runtimeKeys(t);
  const [root = '', index, field] = path;
  if (isListName(root) && index !== undefined && field !== undefined) {
    const texts = listTexts(root);
    const { n, label } = rowFieldLabel(t, texts, index, field);
    return NUMBERED.has(root)
      ? label
      : t('errors.inEntry', { entry: text(`${texts}.entry`, { n }), field: label });
  }
  if (root === 'custom_sections' && index !== undefined && field !== undefined) {
    const section = t('moreSections.own.entry', { n: Number(index) + 1 });
    const [, , , entryIndex, entryField] = path;
    if (field !== 'entries' || entryIndex === undefined || entryField === undefined)
      return t('errors.inEntry', { entry: section, field: t('moreSections.own.title') });
    const { n, label } = rowFieldLabel(t, 'moreSections.ownEntry', entryIndex, entryField);
    const entry = t('errors.inEntry', {
      entry: section,
      field: t('moreSections.ownEntry.entry', { n }),
    });
    return t('errors.inEntry', { entry, field: label });
  }
  const key = path.length === 1 ? FIELD_LABELS[root] : undefined;
  return key ? text(key) : path.join(' → ');
}

/**
 * A problem as its toast says it: the spec's own sentences name their field already; a shared
 * rule's message gets the field's name in front ("Phone: Please enter a valid phone number.").
 */
export function problemToastText(t: TFunction<'wizard'>, found: FieldStepProblem): string {
  const message = problemText(t, found.problem);
  return found.problem.params?.ns === 'common' && found.path.length
    ? `${fieldLabel(t, found.path)}: ${message}`
    : message;
}

/**
 * Back and Continue for one step. Continue runs the step's check and moves on when it passes;
 * otherwise it answers the problems for the step to show. Skip runs it only when asked to.
 * `leaving`: a move this step asked for is under way (the next step's code or texts still
 * loading, during which the router keeps this step on the screen).
 */
export function useWizardNav(step: StepId) {
  const { go, going } = usePendingNavigation();
  const { draft } = useDraft();

  useEffect(() => {
    if (draft && draft.step !== step) updateDraft({ step });
  }, [draft, step]);

  const goBack = useCallback(() => {
    const previous = previousStep(step);
    if (previous !== null) go(paths.wizard.getHref(previous), { state: { back: true } });
  }, [go, step]);

  const goNext = useCallback(
    (check = true): FieldStepProblem[] => {
      if (!draft) return [];
      const problems = check ? stepProblems(step, draft) : [];
      if (problems.length) return problems;
      const next = nextStep(step);
      if (next !== null) go(paths.wizard.getHref(next));
      return [];
    },
    [draft, go, step],
  );

  return { goBack, goNext, leaving: going !== null };
}
