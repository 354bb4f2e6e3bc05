import { useTranslation } from 'react-i18next';
import { PROFICIENCIES } from '@/domain/cv-rows';
import { LIMITS } from '@/domain/limits';
import { ListStep } from '../components/list-step';

export function SkillsStep() {
  const { t } = useTranslation('wizard');
  const levels = PROFICIENCIES.map((level) => ({
    value: level,
    label: t(`proficiency.${level || 'none'}`),
  }));
  return (
    <ListStep
      list="skills"
      dense
      heading={(_, n) => t('skills.skill_name', { n })}
      fields={() => [
        { name: 'skill_name', max: LIMITS.shortText },
        { name: 'proficiency', choices: levels, minWidth: 180 },
      ]}
    />
  );
}
