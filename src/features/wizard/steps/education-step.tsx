import type { RowLook } from '../components/row-fields';
import { ListStep } from '../components/list-step';

/** A field of study may be long: its characters are counted as it is typed. */
const EDUCATION_LOOK: RowLook = {
  choice: (_field, value) => ({ label: value }),
  counted: ['field_of_study'],
};

export function EducationStep() {
  return <ListStep list="educations" look={() => EDUCATION_LOOK} />;
}
