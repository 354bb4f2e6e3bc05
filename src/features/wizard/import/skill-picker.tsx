/** Which skills of an import a CV's few places hold, as the review asks (LIMITS.skills of them). */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import {
  skillChoices,
  toggleSkill,
  type FoundImport,
  type ReviewChoice,
} from './import-review-model';

/** Which skills a CV's few places hold: one more than that cannot be ticked until one is let go. */
export function SkillPicker({
  found,
  choice,
  onChoice,
}: {
  found: FoundImport;
  choice: ReviewChoice;
  onChoice: (choice: ReviewChoice) => void;
}) {
  const { t } = useTranslation('wizardEnds');
  const pickId = useId();
  const full = choice.skills.length >= LIMITS.skills;
  return (
    <FormGroup role="group" aria-labelledby={pickId} sx={{ pl: 4 }}>
      <Typography id={pickId} variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
        {t('review.skillsPick', { max: LIMITS.skills, chosen: choice.skills.length })}
      </Typography>
      {skillChoices(found).map((skill) => {
        const picked = choice.skills.includes(skill.uuid);
        return (
          <FormControlLabel
            key={skill.uuid}
            control={
              <Checkbox
                size="small"
                checked={picked}
                disabled={!picked && full}
                onChange={() => onChoice(toggleSkill(choice, skill.uuid))}
              />
            }
            label={skill.skill_name}
          />
        );
      })}
    </FormGroup>
  );
}
