/** The wizard's steps in order (reading B: /cv-wizard names the CV first) and each step's checks. */
import { EMAIL_PATTERN } from '@/domain/account';
import { cvPatchSchema } from '@/domain/cv';
import { toCreatePayload, type DraftCv } from './draft';

export const STEPS = [
  { id: '', skip: false },
  { id: 'template', skip: false },
  { id: 'basic-info', skip: false },
  { id: 'upload-image', skip: false },
  { id: 'bio', skip: true },
  { id: 'work-experience', skip: true },
  { id: 'education', skip: true },
  { id: 'skills', skip: true },
  { id: 'links', skip: true },
  { id: 'finalize', skip: false },
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

/** A problem that keeps the user on a step: a locale key (namespace `wizard`) and its values. */
export interface StepProblem {
  key: string;
  params?: Record<string, unknown>;
}

const REQUIRED_BASIC = ['first_name', 'last_name', 'email'] as const;

export function checkBasicInfo(draft: DraftCv): StepProblem | null {
  for (const field of REQUIRED_BASIC) {
    if (!draft[field].trim()) return { key: 'basicInfo.required', params: { field } };
  }
  if (!EMAIL_PATTERN.test(draft.email.trim()))
    return { key: 'addProfileDetails.emailValidationError' };
  return null;
}

const hasContent = (values: Array<string | null>) => values.some((v) => (v ?? '').trim() !== '');

/** Every experience that has anything in it needs a start month, no later than its end month. */
export function checkExperiences(draft: DraftCv): StepProblem | null {
  for (const e of draft.experiences) {
    if (!hasContent([e.company_name, e.role, e.description, e.location, e.start_date, e.end_date]))
      continue;
    if (!e.start_date) return { key: 'workExperiencePage.startDateError' };
    if (e.end_date && e.start_date > e.end_date) return { key: 'dates.experienceOrder' };
  }
  return null;
}

/** An education with content needs an institution and a start month no later than its end. */
export function checkEducations(draft: DraftCv): StepProblem | null {
  for (const [index, e] of draft.educations.entries()) {
    if (!hasContent([e.institution, e.degree, e.field_of_study, e.start_date, e.end_date]))
      continue;
    if (!e.institution.trim())
      return { key: 'addEducationPage.incompleteError', params: { n: index + 1 } };
    if (!e.start_date) return { key: 'addEducationPage.startDateError', params: { n: index + 1 } };
    if (e.end_date && e.start_date > e.end_date) return { key: 'dates.educationOrder' };
  }
  return null;
}

export function checkLinks(draft: DraftCv): StepProblem | null {
  for (const [index, link] of draft.links.entries()) {
    const url = link.url.trim();
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('scheme');
    } catch {
      return { key: 'links.invalidUrl', params: { n: index + 1 } };
    }
  }
  return null;
}

const CHECKS: Partial<Record<StepId, (draft: DraftCv) => StepProblem | null>> = {
  'basic-info': checkBasicInfo,
  'work-experience': checkExperiences,
  education: checkEducations,
  links: checkLinks,
};

/** The shared text rule's messages (src/domain/plain-text.ts), worded in the `common` texts. */
const TEXT_RULES = new Set(['validation.control_characters', 'validation.single_line']);

/**
 * A character the CV schema refuses in a field this step holds: pasted control characters or a
 * lone surrogate (which the multipart form would silently turn into U+FFFD), a line break in a
 * one-line field. Said here rather than by the server after finalize.
 */
export function checkText(id: StepId, draft: DraftCv): StepProblem | null {
  const issues = cvPatchSchema.safeParse(toCreatePayload(draft)).error?.issues ?? [];
  const issue = issues.find(
    (i) => TEXT_RULES.has(i.message) && stepForField(i.path.map(String).join(' → ')) === id,
  );
  return issue ? { key: issue.message, params: { ns: 'common' } } : null;
}

export function checkStep(id: StepId, draft: DraftCv): StepProblem | null {
  return CHECKS[id]?.(draft) ?? checkText(id, draft);
}

/** The first step whose check fails, so finalize can send the user there. */
export function firstFailingStep(draft: DraftCv): { step: StepId; problem: StepProblem } | null {
  for (const { id } of STEPS) {
    const problem = checkStep(id, draft);
    if (problem) return { step: id, problem };
  }
  return null;
}

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
  if (root === 'theme') return 'template';
  if (root === 'photo') return 'upload-image';
  return 'finalize';
}
