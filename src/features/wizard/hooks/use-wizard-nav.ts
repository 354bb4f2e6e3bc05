import type { TFunction } from 'i18next';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { runtimeKeys } from '@/lib/translate';
import { checkStep, nextStep, previousStep, type StepId, type StepProblem } from '../model/steps';
import { updateDraft, useDraft } from '../state/draft-state';

/** A step's problem in words; a required basic field is named by its label. */
export function problemText(t: TFunction<'wizard'>, problem: StepProblem): string {
  const text = runtimeKeys(t);
  const params = { ...problem.params };
  if (problem.key === 'basicInfo.required')
    params.field = text(`basicInfo.${String(params.field)}`);
  return text(problem.key, params);
}

/** Back and Continue for one step; Continue (and Skip, which behaves the same) runs the step's check. */
export function useWizardNav(step: StepId) {
  const navigate = useNavigate();
  const { t } = useTranslation('wizard');
  const { draft } = useDraft();

  useEffect(() => {
    if (draft && draft.step !== step) updateDraft({ step });
  }, [draft, step]);

  const goBack = useCallback(() => {
    const previous = previousStep(step);
    if (previous !== null) void navigate(paths.wizard.getHref(previous), { state: { back: true } });
  }, [navigate, step]);

  const goNext = useCallback(() => {
    if (!draft) return;
    const problem = checkStep(step, draft);
    if (problem) return void toast.error(problemText(t, problem));
    const next = nextStep(step);
    if (next !== null) void navigate(paths.wizard.getHref(next));
  }, [draft, navigate, step, t]);

  return { goBack, goNext };
}
