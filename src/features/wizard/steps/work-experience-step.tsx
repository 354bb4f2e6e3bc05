import { ListStep } from '../components/list-step';

export function WorkExperienceStep() {
  return <ListStep list="experiences" />;
}
