import { LIMITS } from '@/domain/limits';
import { ListStep } from '../components/list-step';

export function EducationStep() {
  return (
    <ListStep
      list="educations"
      fields={() => [
        { name: 'institution', max: LIMITS.shortText },
        { name: 'degree', max: LIMITS.shortText },
        { name: 'field_of_study', max: LIMITS.fieldOfStudy, counter: true },
        { dates: true },
      ]}
    />
  );
}
