/**
 * The wizard's steps in order (reading B: /cv-wizard names the CV first) and each step's check: the
 * draft as create_cv would receive it, run through the domain's own schema, each problem shown on
 * the step that holds its field, in the spec's words where the spec gives them.
 */
import { cvCreateSchema } from '@/domain/cv';
import { atShownRow, isListName } from '@/domain/cv-rows';
import { fieldProblems, type FieldProblem } from '@/domain/field-problems';
import { MORE_SECTIONS } from '@/domain/sections';
import { contentOfDraft } from '@/domain/finished-draft';
import type { DraftCv } from './draft';

/**
 * `texts` names the step's section of the wizard texts (its title and subtitle). `skip` says whether
 * the step has Skip and what it does: 'check' runs the checks of Continue (spec: work experience and
 * education), 'go' moves on without them; finalize still finds what is left and sends the user back.
 */
export const STEPS = [
  { id: '', texts: 'name', skip: false },
  { id: 'template', texts: 'template', skip: false },
  { id: 'basic-info', texts: 'basicInfo', skip: false },
  { id: 'upload-image', texts: 'uploadImage', skip: false },
  { id: 'bio', texts: 'bio', skip: 'go' },
  { id: 'work-experience', texts: 'workExperience', skip: 'check' },
  { id: 'education', texts: 'education', skip: 'check' },
  { id: 'skills', texts: 'skills', skip: 'go' },
  { id: 'links', texts: 'links', skip: 'go' },
  // Optional: those who skip it go through the spec's ten steps as before.
  { id: 'more-sections', texts: 'moreSections', skip: 'go' },
  { id: 'finalize', texts: 'finalize', skip: false },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

export function stepIndex(id: string): number {
  return STEPS.findIndex((s) => s.id === id);
}

export function nextStep(id: StepId): StepId | null {
  return STEPS[stepIndex(id) + 1]?.id ?? null;
}

export function previousStep(id: StepId): StepId | null {
  const i = stepIndex(id);
  return i > 0 ? STEPS[i - 1]!.id : null;
}

/**
 * A problem that keeps the user on a step: a locale key and its values. Keys are in the `wizard`
 * texts, or in the `common` ones (the server's wording of the same rule) when `params.ns` says so.
 */
export interface StepProblem {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * The spec's own words for a domain rule on one step, by field and `validation.*` key, and the
 * value each text names: the field's name, or the entry's number (from 1).
 */
const WORDING: Record<string, { key: string; names?: 'field' | 'n' }> = {
  'first_name validation.required': { key: 'basicInfo.required', names: 'field' },
  'last_name validation.required': { key: 'basicInfo.required', names: 'field' },
  'email validation.required': { key: 'basicInfo.required', names: 'field' },
  'email validation.email': { key: 'addProfileDetails.emailValidationError' },
  'experiences.start_date validation.required': { key: 'workExperiencePage.startDateError' },
  'educations.institution validation.required': {
    key: 'addEducationPage.incompleteError',
    names: 'n',
  },
  'educations.start_date validation.required': {
    key: 'addEducationPage.startDateError',
    names: 'n',
  },
  'links.url validation.url': { key: 'links.invalidUrl', names: 'n' },
};

function worded(problem: FieldProblem): StepProblem {
  const [root = '', index, field = ''] = problem.path;
  const inRow = isListName(root) && index !== undefined;
  const wording = WORDING[`${inRow ? `${root}.${field}` : root} ${problem.key}`];
  if (!wording) return { key: problem.key, params: { ...problem.params, ns: 'common' } };
  const values = { field: root, n: Number(index) + 1 };
  return wording.names
    ? { key: wording.key, params: { [wording.names]: values[wording.names] } }
    : { key: wording.key };
}

/** A problem and the field it belongs to, as the step shows it: ['experiences', '0', 'start_date']. */
export interface FieldStepProblem {
  step: StepId;
  path: string[];
  problem: StepProblem;
}

/** Every problem create_cv would find in the draft, with the step and field that hold it. */
export function draftProblems(draft: DraftCv): FieldStepProblem[] {
  // The payload drops blank rows: each problem is pointed back at the row the step shows.
  return fieldProblems(cvCreateSchema.safeParse(contentOfDraft(draft))).map((found) => {
    const problem = atShownRow(found, draft);
    return {
      step: stepForField(problem.path.join(' → ')),
      path: problem.path,
      problem: worded(problem),
    };
  });
}

/** Every problem on this step, one per field, in the schema's field order. */
export function stepProblems(id: StepId, draft: DraftCv): FieldStepProblem[] {
  const seen = new Set<string>();
  return draftProblems(draft).filter((p) => {
    const field = fieldKey(p.path);
    if (p.step !== id || seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}

/** The first problem on this step, which keeps the user here. */
export function checkStep(id: StepId, draft: DraftCv): StepProblem | null {
  return stepProblems(id, draft)[0]?.problem ?? null;
}

/** One name for a field across the wizard: its path joined with dots ('links.0.url'). */
export function fieldKey(path: readonly string[]): string {
  return path.join('.');
}

/** The first step whose check fails, so finalize can send the user there. */
export function firstFailingStep(draft: DraftCv): { step: StepId; problem: StepProblem } | null {
  const problems = draftProblems(draft);
  for (const { id } of STEPS) {
    const found = problems.find((p) => p.step === id);
    if (found) return found;
  }
  return null;
}

/** The draft's lists the "More sections" step holds. */
export const MORE_SECTION_ROOTS = [...MORE_SECTIONS, 'custom_sections'] as const;

/** Which step holds a field the server refused (the first segment of its error path). */
export function stepForField(field: string | null): StepId {
  const root = (field ?? '').split(' → ')[0] ?? '';
  if (['first_name', 'last_name', 'email', 'phone', 'current_job_title'].includes(root))
    return 'basic-info';
  if (root.startsWith('bio_')) return 'bio';
  if (root === 'experiences') return 'work-experience';
  if (root === 'educations') return 'education';
  if (root === 'skills') return 'skills';
  if (root === 'links') return 'links';
  if ((MORE_SECTION_ROOTS as readonly string[]).includes(root)) return 'more-sections';
  if (root === 'theme') return 'template';
  if (root === 'photo') return 'upload-image';
  return 'finalize';
}
