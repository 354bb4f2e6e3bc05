import { describe, expect, it } from 'vitest';
import type { CvContent } from '../../../domain/cv';
import { dateProblem, withoutBlankRows } from './use-cv-editor';

const base: CvContent = {
  title: 'CV',
  theme: 'templateA',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
  phone: '',
  current_job_title: '',
  bio_title: '',
  bio_description: '',
  language: 'en',
  is_public: true,
  experiences: [],
  educations: [],
  skills: [],
  links: [],
};

const entry = (start: string | null, end: string | null) => ({
  company_name: 'A',
  role: 'B',
  description: '',
  location: '',
  start_date: start,
  end_date: end,
});
const school = (start: string | null, end: string | null) => ({
  institution: 'U',
  degree: '',
  field_of_study: '',
  start_date: start,
  end_date: end,
});

describe('save checks', () => {
  it('checks experience dates before education dates', () => {
    const content = {
      ...base,
      experiences: [entry('2022-01-01', '2021-01-01')],
      educations: [school('2020-01-01', '2019-01-01')],
    };
    expect(dateProblem(content)).toBe('editor.experienceDates');
    expect(dateProblem({ ...content, experiences: [] })).toBe('editor.educationDates');
    expect(dateProblem({ ...base, experiences: [entry('2021-01-01', null)] })).toBeNull();
  });

  it('drops rows the user added but left empty', () => {
    const content = withoutBlankRows({
      ...base,
      experiences: [entry(null, null), { ...entry(null, null), company_name: '', role: '' }],
    });
    expect(content.experiences).toHaveLength(1);
  });
});
