import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { MonthPicker } from '@/components/month-picker';
import type { Experience } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { EntryList } from '../components/entry-list';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { emptyRow } from '@/domain/cv-rows';
import { useDraft } from '../state/draft-state';

export function WorkExperienceStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const { goBack, goNext } = useWizardNav('work-experience');
  const count = draft?.experiences.length ?? 0;
  useEffect(() => {
    if (count === 0) update({ experiences: [emptyRow.experiences()] });
  }, [count, update]);
  if (!draft) return null;

  const change = (index: number, patch: Partial<Experience>) =>
    update((d) => ({
      experiences: d.experiences.map((e, i) => (i === index ? { ...e, ...patch } : e)),
    }));

  return (
    <WizardStep
      step="work-experience"
      title={t('workExperience.title')}
      subtitle={t('workExperience.subtitle')}
      onBack={goBack}
      onContinue={goNext}
      onSkip={goNext}
    >
      <EntryList
        items={draft.experiences}
        max={LIMITS.experiences}
        heading={(i) => t('workExperience.entry', { n: i + 1 })}
        addLabel={t('workExperience.add')}
        removeLabel={(i) => t('workExperience.remove', { n: i + 1 })}
        maxLabel={t('workExperience.max', { max: LIMITS.experiences })}
        emptyLabel={t('workExperience.empty')}
        onAdd={() => update((d) => ({ experiences: [...d.experiences, emptyRow.experiences()] }))}
        onRemove={(index) =>
          update((d) => ({ experiences: d.experiences.filter((_, i) => i !== index) }))
        }
        renderItem={(entry, index) => (
          <Stack spacing={1.5}>
            <TextField
              label={t('workExperience.role')}
              value={entry.role}
              slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
              onChange={(e) => change(index, { role: e.target.value })}
            />
            <TextField
              label={t('workExperience.company_name')}
              value={entry.company_name}
              slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
              onChange={(e) => change(index, { company_name: e.target.value })}
            />
            <TextField
              label={t('workExperience.location')}
              value={entry.location}
              slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
              onChange={(e) => change(index, { location: e.target.value })}
            />
            <TextField
              label={t('workExperience.description')}
              value={entry.description}
              multiline
              minRows={2}
              onChange={(e) =>
                change(index, {
                  description: e.target.value.slice(0, LIMITS.experienceDescription),
                })
              }
              helperText={
                <CharCounter count={entry.description.length} max={LIMITS.experienceDescription} />
              }
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
              <MonthPicker
                label={t('workExperience.start')}
                value={entry.start_date}
                onChange={(value) => change(index, { start_date: value })}
              />
              <MonthPicker
                label={t('workExperience.end')}
                value={entry.end_date}
                onChange={(value) => change(index, { end_date: value })}
              />
            </Box>
          </Stack>
        )}
      />
    </WizardStep>
  );
}
