import { LIMITS } from '@/domain/limits';
import { ListStep } from '../components/list-step';

export function WorkExperienceStep() {
  return (
    <ListStep
      list="experiences"
      fields={() => [
        { name: 'role', max: LIMITS.shortText },
        { name: 'company_name', max: LIMITS.shortText },
        { name: 'location', max: LIMITS.shortText },
        { name: 'description', max: LIMITS.experienceDescription, multiline: true, counter: true },
        { dates: true },
      ]}
    />
  );
}
