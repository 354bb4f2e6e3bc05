import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { MonthPicker } from '@/components/month-picker';
import type { Education } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { EntryList } from '../components/entry-list';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { emptyRow } from '@/domain/cv-rows';
import { useDraft } from '../state/draft-state';

export function EducationStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const { goBack, goNext } = useWizardNav('education');
  const count = draft?.educations.length ?? 0;
  // The step starts with one empty entry if there is none.
  useEffect(() => {
    if (count === 0) update({ educations: [emptyRow.educations()] });
  }, [count, update]);
  if (!draft) return null;

  const change = (index: number, patch: Partial<Education>) =>
    update((d) => ({
      educations: d.educations.map((e, i) => (i === index ? { ...e, ...patch } : e)),
    }));

  return (
    <WizardStep
      step="education"
      title={t('education.title')}
      subtitle={t('education.subtitle')}
      onBack={goBack}
      onContinue={goNext}
      onSkip={goNext}
    >
      <EntryList
        items={draft.educations}
        max={LIMITS.educations}
        heading={(i) => t('education.entry', { n: i + 1 })}
        addLabel={t('education.add')}
        removeLabel={(i) => t('education.remove', { n: i + 1 })}
        maxLabel={t('education.max', { max: LIMITS.educations })}
        emptyLabel={t('education.empty')}
        onAdd={() => update((d) => ({ educations: [...d.educations, emptyRow.educations()] }))}
        onRemove={(index) =>
          update((d) => ({ educations: d.educations.filter((_, i) => i !== index) }))
        }
        renderItem={(entry, index) => (
          <Stack spacing={1.5}>
            <TextField
              label={t('education.institution')}
              value={entry.institution}
              slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
              onChange={(e) => change(index, { institution: e.target.value })}
            />
            <TextField
              label={t('education.degree')}
              value={entry.degree}
              slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
              onChange={(e) => change(index, { degree: e.target.value })}
            />
            <TextField
              label={t('education.field_of_study')}
              value={entry.field_of_study}
              onChange={(e) =>
                change(index, { field_of_study: e.target.value.slice(0, LIMITS.fieldOfStudy) })
              }
              helperText={
                <CharCounter count={entry.field_of_study.length} max={LIMITS.fieldOfStudy} />
              }
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
              <MonthPicker
                label={t('education.start')}
                value={entry.start_date}
                onChange={(value) => change(index, { start_date: value })}
              />
              <MonthPicker
                label={t('education.end')}
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
