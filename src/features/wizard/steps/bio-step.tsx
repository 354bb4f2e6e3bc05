import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import { DraftTextField } from '../components/fields';
import { WizardStep } from '../components/wizard-step';

/** The bio's heading and text, here and in an import's review. */
export function BioFields({ minRows = 5 }: { minRows?: number }) {
  const { t } = useTranslation('wizard');
  return (
    <>
      <DraftTextField name="bio_title" label={t('bio.bioTitle')} max={LIMITS.shortText} />
      <DraftTextField
        name="bio_description"
        label={t('bio.description')}
        max={LIMITS.bio}
        counter
        kind="multiline"
        minRows={minRows}
      />
    </>
  );
}

export function BioStep() {
  return (
    <WizardStep step="bio">
      <Stack spacing={2}>
        <BioFields />
      </Stack>
    </WizardStep>
  );
}
