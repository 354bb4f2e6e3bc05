import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import type { DraftCv } from '../model/draft';
import { useDraft } from '../state/draft-state';

const FIELDS = [
  {
    name: 'first_name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
    max: LIMITS.shortText,
  },
  {
    name: 'last_name',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
    max: LIMITS.shortText,
  },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, max: LIMITS.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false, max: LIMITS.phone },
  {
    name: 'current_job_title',
    type: 'text',
    autoComplete: 'organization-title',
    required: false,
    max: LIMITS.shortText,
  },
] as const satisfies ReadonlyArray<{
  name: keyof DraftCv;
  type: string;
  autoComplete: string;
  required: boolean;
  max: number;
}>;

export function BasicInfoStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const { goBack, goNext } = useWizardNav('basic-info');
  if (!draft) return null;
  return (
    <WizardStep
      step="basic-info"
      title={t('basicInfo.title')}
      subtitle={t('basicInfo.subtitle')}
      onBack={goBack}
      onContinue={goNext}
    >
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t(`basicInfo.${field.name}`)}
            type={field.type}
            required={field.required}
            autoComplete={field.autoComplete}
            value={draft[field.name]}
            slotProps={{ htmlInput: { maxLength: field.max } }}
            onChange={(e) => update({ [field.name]: e.target.value })}
          />
        ))}
      </Stack>
    </WizardStep>
  );
}
