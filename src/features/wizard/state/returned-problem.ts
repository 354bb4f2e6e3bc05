/**
 * The field the server refused when it sent a CV back (a 400 of create_cv): kept until the step
 * that holds the field shows it, so the user lands on that step with the field marked.
 */
import { atShownRow } from '@/domain/cv-rows';
import { atom, store } from '@/lib/state';
import type { DraftCv } from '../model/draft';
import { stepForField, type StepId } from '../model/steps';

export interface ReturnedProblem {
  step: StepId;
  /** The field as the step shows it (the server counted rows without the blank ones). */
  path: string[];
  /** The server's own words, in the user's language. */
  message: string;
}

const returnedAtom = atom<ReturnedProblem | null>(null);

/** The server refused `field` ('experiences → 0 → end_date') of this draft with `message`. */
export function recordReturnedProblem(draft: DraftCv, field: string, message: string) {
  const path = field.split(' → ');
  const shown = atShownRow({ path, key: '', params: {} }, draft).path;
  store.set(returnedAtom, { step: stepForField(field), path: shown, message });
}

/** The problem the server returned for this step, if any. */
export function returnedProblem(step: StepId): ReturnedProblem | null {
  const problem = store.get(returnedAtom);
  return problem?.step === step ? problem : null;
}

/** The step has shown it: it is the step's own message now. */
export function clearReturnedProblem(step: StepId) {
  if (store.get(returnedAtom)?.step === step) store.set(returnedAtom, null);
}
