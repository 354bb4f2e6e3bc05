import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import { DraftTextField } from '../components/fields';
import { WizardStep } from '../components/wizard-step';

export function BioStep() {
  const { t } = useTranslation('wizard');
  return (
    <WizardStep step="bio">
      <Stack spacing={2}>
        <DraftTextField name="bio_title" label={t('bio.bioTitle')} max={LIMITS.shortText} />
        <DraftTextField
          name="bio_description"
          label={t('bio.description')}
          max={LIMITS.bio}
          counter
          kind="multiline"
          minRows={5}
        />
      </Stack>
    </WizardStep>
  );
}
