import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LIMITS } from '@/domain/limits';
import { useAtomValue, usernameAtom } from '@/lib/state';
import { WizardStep } from '../components/wizard-step';
import { useDraft } from '../state/draft-state';
import { useWizardNav } from '../hooks/use-wizard-nav';

/** Reading B's first step: name the CV. Coming back to the wizard resumes at the last step. */
export function NameStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const username = useAtomValue(usernameAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { goNext } = useWizardNav('');
  const resumed = useRef(false);

  useEffect(() => {
    const back = (location.state as { back?: boolean } | null)?.back;
    if (!resumed.current && !back && draft?.step)
      void navigate(paths.wizard.getHref(draft.step), { replace: true });
    resumed.current = true;
  }, [draft?.step, location.state, navigate]);

  if (!draft) return null;
  const title = draft.title ?? '';
  const address = `${window.location.host}/${username ?? ''}`;
  return (
    <WizardStep
      step=""
      title={t('name.title')}
      subtitle={t('name.subtitle')}
      continueDisabled={!title.trim()}
      onContinue={() => {
        update({ title: title.trim() || null });
        goNext();
      }}
    >
      <TextField
        label={t('name.label')}
        value={title}
        autoFocus
        slotProps={{
          htmlInput: { maxLength: LIMITS.title },
          input: {
            startAdornment: (
              <InputAdornment position="start">{`${window.location.host}/${username ?? ''}/`}</InputAdornment>
            ),
          },
        }}
        onChange={(e) => update({ title: e.target.value })}
        helperText={t('name.addressHint', { address })}
      />
    </WizardStep>
  );
}
