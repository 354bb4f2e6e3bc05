import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvContentSchema, cvCreateSchema, cvPatchSchema, noLists } from './cv';
import {
  atShownRow,
  educationSchema,
  educationWriteSchema,
  emptyRow,
  experienceSchema,
  experienceWriteSchema,
  withoutBlankRows,
} from './cv-rows';
import { fieldProblems } from './field-problems';
import { emptyCustomEntry } from './section-rows';
import { unsafeTextReason } from './plain-text';
import { datesInOrderArb, datesOutOfOrderArb } from './test-arbitraries';

/** Each problem of a parse as its field and its message key. */
const problems = (result: Parameters<typeof fieldProblems>[0]) =>
  fieldProblems(result).map(({ path, key }) => ({ path, key }));

const minimal = { first_name: 'Aino', last_name: 'Virtanen', email: 'aino@example.com' };
const job = { ...emptyRow.experiences(), role: 'Developer' };
const school = { ...emptyRow.educations(), institution: 'Aalto University' };

describe('a saved row has its start month (docs/decisions.md)', () => {
  it('is refused on create and on edit without one, as a required field', () => {
    for (const result of [
      cvCreateSchema.safeParse({ ...minimal, experiences: [job] }),
      cvPatchSchema.safeParse({ experiences: [job] }),
    ])
      expect(problems(result)).toEqual([
        { path: ['experiences', '0', 'start_date'], key: 'validation.required' },
      ]);
    expect(problems(cvPatchSchema.safeParse({ educations: [school] }))).toEqual([
      { path: ['educations', '0', 'start_date'], key: 'validation.required' },
    ]);
  });

  it('wants the school of an education', () => {
    const row = { ...emptyRow.educations(), degree: 'MSc', start_date: '2015-09-01' };
    expect(problems(cvPatchSchema.safeParse({ educations: [row] }))).toEqual([
      { path: ['educations', '0', 'institution'], key: 'validation.required' },
    ]);
  });

  it('still reads a CV whose rows were saved before the rule', () => {
    const stored = cvContentSchema.safeParse({
      ...cvCreateSchema.parse(minimal),
      experiences: [job],
      educations: [{ ...emptyRow.educations(), degree: 'MSc' }],
    });
    expect(stored.success).toBe(true);
    expect(experienceSchema.safeParse(job).success).toBe(true);
    expect(educationSchema.safeParse(school).success).toBe(true);
  });
});

const words = fc.string({ maxLength: 40 }).filter((s) => unsafeTextReason(s) === null);

describe('the date-order rule', () => {
  it('passes any row whose start month is no later than its end month (or has no end)', () => {
    fc.assert(
      fc.property(datesInOrderArb, words, (dates, name) => {
        expect(experienceWriteSchema.safeParse({ ...job, role: name, ...dates }).success).toBe(
          true,
        );
        expect(educationWriteSchema.safeParse({ ...school, degree: name, ...dates }).success).toBe(
          true,
        );
      }),
    );
  });

  it('refuses any end month before the start month, on the end month, in each list’s words', () => {
    fc.assert(
      fc.property(datesOutOfOrderArb, (dates) => {
        for (const [schema, row, key] of [
          [experienceWriteSchema, job, 'validation.experience_dates'],
          [experienceSchema, job, 'validation.experience_dates'],
          [educationWriteSchema, school, 'validation.education_dates'],
          [educationSchema, school, 'validation.education_dates'],
        ] as const)
          expect(problems(schema.safeParse({ ...row, ...dates }))).toEqual([
            { path: ['end_date'], key },
          ]);
      }),
    );
  });
});

describe('problems found without the blank rows', () => {
  it('point at the row as the user sees it', () => {
    const entry = { ...emptyCustomEntry(), title: 'Coach' };
    const blankSection = { uuid: crypto.randomUUID(), title: '', entries: [] };
    const section = {
      uuid: crypto.randomUUID(),
      title: 'Volunteering',
      entries: [emptyCustomEntry(), entry],
    };
    const lists = {
      ...noLists(),
      experiences: [emptyRow.experiences(), job],
      custom_sections: [blankSection, section],
    };
    const problem = { path: ['experiences', '0', 'start_date'], key: 'k', params: {} };
    expect(atShownRow(problem, lists).path).toEqual(['experiences', '1', 'start_date']);
    expect(atShownRow({ ...problem, path: ['first_name'] }, lists).path).toEqual(['first_name']);
    // In a section of one's own, the section and the entry are each found where they are shown.
    const inEntry = { ...problem, path: ['custom_sections', '0', 'entries', '0', 'end_date'] };
    expect(atShownRow(inEntry, lists).path).toEqual([
      'custom_sections',
      '1',
      'entries',
      '1',
      'end_date',
    ]);
  });
});

describe('blank rows', () => {
  it('are dropped from every list, a row with only spaces too; everything else stays as it was', () => {
    const skill = { ...emptyRow.skills(), skill_name: 'SQL' };
    const link = { ...emptyRow.links(), url: 'https://example.com' };
    const project = { ...emptyRow.projects(), name: 'Planner' };
    const certificate = { ...emptyRow.certificates(), issuer: 'Alliance' };
    const language = { ...emptyRow.language_skills(), language: 'Finnish' };
    const entry = { ...emptyCustomEntry(), description: 'Coached' };
    const interest = { ...emptyRow.interests(), details: 'orienteering' };
    const section = { uuid: crypto.randomUUID(), title: 'Awards', entries: [] };
    const cv = {
      title: 'CV',
      experiences: [emptyRow.experiences(), job, { ...emptyRow.experiences(), role: '  ' }],
      educations: [school, emptyRow.educations()],
      skills: [emptyRow.skills(), skill],
      links: [link, emptyRow.links()],
      projects: [emptyRow.projects(), project],
      certificates: [certificate, emptyRow.certificates()],
      language_skills: [emptyRow.language_skills(), language],
      interests: [interest, emptyRow.interests(), { ...emptyRow.interests(), details: ' ' }],
      volunteering: [emptyRow.volunteering()],
      custom_sections: [
        { uuid: crypto.randomUUID(), title: ' ', entries: [emptyCustomEntry()] },
        { uuid: crypto.randomUUID(), title: '', entries: [entry, emptyCustomEntry()] },
        section,
      ],
    };
    const kept = withoutBlankRows(cv);
    expect(kept).toEqual({
      title: 'CV',
      experiences: [job],
      educations: [school],
      skills: [skill],
      links: [link],
      projects: [project],
      certificates: [certificate],
      language_skills: [language],
      interests: [interest],
      volunteering: [],
      // A section with an entry stays (its missing title is then a problem to show), one with a
      // title and no entries too; a section with nothing typed goes.
      custom_sections: [{ ...cv.custom_sections[1], entries: [entry] }, section],
    });
  });
});
