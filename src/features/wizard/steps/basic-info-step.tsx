import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import { DraftTextField } from '../components/fields';
import { WizardStep } from '../components/wizard-step';

/** The fields in order; `required` marks the label, while the domain's schema holds the rule. */
const FIELDS = [
  { name: 'first_name', autoComplete: 'given-name', required: true, max: LIMITS.shortText },
  { name: 'last_name', autoComplete: 'family-name', required: true, max: LIMITS.shortText },
  { name: 'email', type: 'email', autoComplete: 'email', required: true, max: LIMITS.email },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: LIMITS.phone },
  { name: 'current_job_title', autoComplete: 'organization-title', max: LIMITS.shortText },
] as const;

export function BasicInfoStep() {
  const { t } = useTranslation('wizard');
  return (
    <WizardStep step="basic-info">
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <DraftTextField key={field.name} label={t(`basicInfo.${field.name}`)} {...field} />
        ))}
      </Stack>
    </WizardStep>
  );
}
