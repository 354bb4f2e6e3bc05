import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { LIMITS } from '@/domain/limits';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { useDraft } from '../state/draft-state';

export function BioStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const { goBack, goNext } = useWizardNav('bio');
  if (!draft) return null;
  return (
    <WizardStep
      step="bio"
      title={t('bio.title')}
      subtitle={t('bio.subtitle')}
      onBack={goBack}
      onContinue={goNext}
      onSkip={goNext}
    >
      <Stack spacing={2}>
        <TextField
          label={t('bio.bioTitle')}
          value={draft.bio_title}
          slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
          onChange={(e) => update({ bio_title: e.target.value })}
        />
        <TextField
          label={t('bio.description')}
          value={draft.bio_description}
          multiline
          minRows={5}
          // Longer input is ignored, as the spec says.
          onChange={(e) => update({ bio_description: e.target.value.slice(0, LIMITS.bio) })}
          slotProps={{ htmlInput: { 'aria-describedby': 'bio-counter' } }}
          helperText={
            <CharCounter id="bio-counter" count={draft.bio_description.length} max={LIMITS.bio} />
          }
        />
      </Stack>
    </WizardStep>
  );
}
