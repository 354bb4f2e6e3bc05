import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { runtimeKeys } from '@/lib/translate';
import { checkStep, nextStep, previousStep, type StepId } from '../model/steps';
import { updateDraft, useDraft } from '../state/draft-state';

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
    if (problem) {
      const params = { ...problem.params };
      const text = runtimeKeys(t);
      if (problem.key === 'basicInfo.required')
        params.field = text(`basicInfo.${String(params.field)}`);
      toast.error(text(problem.key, params));
      return;
    }
    const next = nextStep(step);
    if (next !== null) void navigate(paths.wizard.getHref(next));
  }, [draft, navigate, step, t]);

  return { goBack, goNext };
}
