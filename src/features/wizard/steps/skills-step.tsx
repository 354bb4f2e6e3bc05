import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFICIENCIES, type Proficiency, type Skill } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { EntryList } from '../components/entry-list';
import { WizardStep } from '../components/wizard-step';
import { useWizardNav } from '../hooks/use-wizard-nav';
import { emptyRow } from '@/domain/cv-rows';
import { useDraft } from '../state/draft-state';

export function SkillsStep() {
  const { t } = useTranslation('wizard');
  const { draft, update } = useDraft();
  const { goBack, goNext } = useWizardNav('skills');
  const count = draft?.skills.length ?? 0;
  useEffect(() => {
    if (count === 0) update({ skills: [emptyRow.skills()] });
  }, [count, update]);
  if (!draft) return null;

  const change = (index: number, patch: Partial<Skill>) =>
    update((d) => ({ skills: d.skills.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));

  return (
    <WizardStep
      step="skills"
      title={t('skills.title')}
      subtitle={t('skills.subtitle')}
      onBack={goBack}
      onContinue={goNext}
      onSkip={goNext}
    >
      <EntryList
        dense
        items={draft.skills}
        max={LIMITS.skills}
        heading={(i) => t('skills.skill_name', { n: i + 1 })}
        addLabel={t('skills.add')}
        removeLabel={(i) => t('skills.remove', { n: i + 1 })}
        maxLabel={t('skills.max', { max: LIMITS.skills })}
        emptyLabel={t('skills.empty')}
        onAdd={() => update((d) => ({ skills: [...d.skills, emptyRow.skills()] }))}
        onRemove={(index) => update((d) => ({ skills: d.skills.filter((_, i) => i !== index) }))}
        renderItem={(skill, index) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={t('skills.skill_name', { n: index + 1 })}
              value={skill.skill_name}
              slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
              onChange={(e) => change(index, { skill_name: e.target.value })}
            />
            <TextField
              select
              label={t('skills.proficiency', { n: index + 1 })}
              value={skill.proficiency}
              onChange={(e) => change(index, { proficiency: e.target.value as Proficiency })}
              sx={{ minWidth: { sm: 180 } }}
            >
              {PROFICIENCIES.map((level) => (
                <MenuItem key={level || 'none'} value={level}>
                  {t(`proficiency.${level || 'none'}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )}
      />
    </WizardStep>
  );
}
