import { ListStep } from '../components/list-step';

/** Its fields as declared: a field of study counts its characters, as its declaration says. */
export function EducationStep() {
  return <ListStep list="educations" />;
}
