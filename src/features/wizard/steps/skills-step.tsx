import { useTranslation } from 'react-i18next';
import { ListStep } from '../components/list-step';

export function SkillsStep() {
  const { t } = useTranslation('wizard');
  return <ListStep list="skills" dense heading={(_, n) => t('skills.skill_name', { n })} />;
}
