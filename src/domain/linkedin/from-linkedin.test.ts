import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import {
  ENGLISH_EXPORT,
  draftProblems,
  filesOf,
  importCsvs,
  linkedInCsv,
  zipOf,
} from './export-for-tests';
import { fromLinkedIn, readLinkedInZip } from './index';

const id = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('importing an English LinkedIn export', () => {
  const { cv, leftOut, found } = fromLinkedIn(
    filesOf(readLinkedInZip(zipOf(ENGLISH_EXPORT))),
    'en',
  );

  it('makes the draft the JSON Resume import makes', () => {
    expect(cv).toEqual({
      first_name: 'Anna',
      last_name: 'Virtanen',
      email: 'anna@example.com',
      phone: '+358 40 123 4567',
      current_job_title: 'Product designer',
      bio_description: 'I design calm tools.\nHelsinki & remote.',
      experiences: [
        {
          uuid: id,
          company_name: 'Acme Oy',
          role: 'Lead designer',
          location: 'Helsinki',
          description: 'Led the design team.\nShipped "Calm", the app.',
          start_date: '2019-03-01',
          end_date: null,
        },
        {
          uuid: id,
          company_name: 'Hooli',
          role: 'Designer',
          location: 'Espoo, Finland',
          description: '',
          start_date: '2016-01-01',
          end_date: '2019-02-01',
        },
      ],
      educations: [
        {
          uuid: id,
          institution: 'Aalto University',
          degree: 'Master of Arts',
          field_of_study: '',
          start_date: '2010-01-01',
          end_date: '2015-01-01',
        },
      ],
      skills: [
        { uuid: id, skill_name: 'Figma', proficiency: '' },
        { uuid: id, skill_name: 'User research', proficiency: '' },
        { uuid: id, skill_name: 'Prototyping', proficiency: '' },
      ],
      links: [],
      projects: [
        {
          uuid: id,
          name: 'Calm',
          description: 'A calm to-do app.',
          url: 'https://calm.example.com',
          start_date: '2020-08-01',
          end_date: '2020-12-01',
        },
      ],
      certificates: [
        {
          uuid: id,
          name: 'Certified Scrum Master',
          issuer: 'Scrum Alliance',
          date: '2021-11-01',
          url: 'https://scrumalliance.org/anna',
        },
      ],
      language_skills: [
        { uuid: id, language: 'Finnish', level: 'native' },
        { uuid: id, language: 'English', level: 'c1' },
        { uuid: id, language: 'Swedish', level: 'b1' },
      ],
      interests: [],
      volunteering: [],
      custom_sections: [],
      section_order: [],
      hidden_sections: [],
      title: '',
      bio_title: '',
    });
    expect(draftProblems(cv)).toEqual([]);
  });

  it('lists what a CV has no place for, and counts what it found', () => {
    expect(leftOut).toEqual([
      {
        kind: 'columns',
        file: 'profile',
        columns: [
          { name: 'Industry', count: 1 },
          { name: 'Geo Location', count: 1 },
        ],
      },
      {
        kind: 'columns',
        file: 'education',
        columns: [
          { name: 'Notes', count: 1 },
          { name: 'Activities', count: 1 },
        ],
      },
      { kind: 'contact', field: 'email', value: 'old@example.com', reason: 'another' },
    ]);
    expect(found).toEqual({
      jobs: 2,
      schools: 1,
      skills: 3,
      languages: 3,
      certificates: 1,
      projects: 1,
    });
  });
});

describe('importing a Finnish LinkedIn export', () => {
  it('reads Finnish months, levels and "Kyllä", whatever the columns are called', () => {
    const { cv, leftOut } = importCsvs(
      {
        'Profile.csv': linkedInCsv([
          ['First Name', 'Last Name', 'Headline', 'Summary'],
          ['Aino', 'Mäkinen', 'Ohjelmistokehittäjä', 'Teen selkeitä palveluita 🚀'],
        ]),
        'Positions.csv': linkedInCsv([
          ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
          ['Reaktor', 'Kehittäjä', 'Verkkopalvelut\r\nja mobiili', 'Helsinki', 'maalisk. 2019', ''],
          ['Futurice', 'Harjoittelija', '', 'Tampere', 'kesäkuu 2017', '3/2019'],
        ]),
        'Education.csv': linkedInCsv([
          ['School Name', 'Start Date', 'End Date', 'Degree Name', 'Field Of Study'],
          ['Tampereen yliopisto', '2014', 'toukokuuta 2018', 'FM', 'Tietojenkäsittelytiede'],
        ]),
        'Languages.csv': linkedInCsv([
          ['Name', 'Proficiency'],
          ['suomi', 'Äidinkielen tai kaksikielisen tason taito'],
          ['englanti', 'Täysi ammatillinen kielitaito'],
          ['ruotsi', 'Ammatillinen työkielitaito'],
          ['saksa', 'Rajoitettu työkielitaito'],
          ['ranska', 'Perustason kielitaito'],
          ['viro', 'ELEMENTARY'],
        ]),
        'Email Addresses.csv': linkedInCsv([
          ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
          ['vanha@example.fi', 'Kyllä', 'Ei', ''],
          ['aino@example.fi', 'Kyllä', 'Kyllä', ''],
        ]),
        'PhoneNumbers.csv': linkedInCsv([
          ['Extension', 'Number', 'Type'],
          ['12', '09 123 4567', 'Work'],
          ['', '040 765 4321', 'Mobile'],
        ]),
      },
      'fi',
    );
    expect(cv).toMatchObject({
      first_name: 'Aino',
      last_name: 'Mäkinen',
      email: 'aino@example.fi',
      phone: '09 123 4567 (12)',
      current_job_title: 'Ohjelmistokehittäjä',
      bio_description: 'Teen selkeitä palveluita 🚀',
    });
    expect(cv.experiences.map((e) => [e.description, e.start_date, e.end_date])).toEqual([
      ['Verkkopalvelut\nja mobiili', '2019-03-01', null],
      ['', '2017-06-01', '2019-03-01'],
    ]);
    expect(cv.educations).toEqual([
      {
        uuid: id,
        institution: 'Tampereen yliopisto',
        degree: 'FM',
        field_of_study: 'Tietojenkäsittelytiede',
        start_date: '2014-01-01',
        end_date: '2018-05-01',
      },
    ]);
    expect(cv.language_skills.map((l) => [l.language, l.level])).toEqual([
      ['suomi', 'native'],
      ['englanti', 'c1'],
      ['ruotsi', 'b2'],
      ['saksa', 'b1'],
      ['ranska', 'a2'],
      ['viro', 'a2'],
    ]);
    expect(leftOut).toEqual([
      { kind: 'contact', field: 'email', value: 'vanha@example.fi', reason: 'another' },
      { kind: 'contact', field: 'phone', value: '040 765 4321', reason: 'another' },
    ]);
    expect(draftProblems(cv)).toEqual([]);
  });
});

describe('what does not fit', () => {
  it('takes no projects from an export without Projects.csv, and finds nothing wrong', () => {
    const { cv, leftOut, found } = importCsvs({ 'Skills.csv': linkedInCsv([['Name'], ['Go']]) });
    expect(cv.projects).toEqual([]);
    expect(cv.first_name).toBe('');
    expect(found).toMatchObject({ projects: 0, skills: 1 });
    expect(leftOut).toEqual([]);
  });

  it('keeps the first skills in the file order and lists the others by name', () => {
    const names = ['Figma', 'Sketch', '', 'HTML', 'CSS', 'Go'];
    const { cv, moreSkills, leftOut, found } = importCsvs({
      'Skills.csv': linkedInCsv([['Name'], ...names.map((n) => [n])]),
    });
    expect(LIMITS.skills).toBe(3);
    expect(cv.skills.map((s) => s.skill_name)).toEqual(['Figma', 'Sketch', 'HTML']);
    expect(moreSkills.map((s) => s.skill_name)).toEqual(['CSS', 'Go']);
    expect(leftOut).toEqual([{ kind: 'skills', names: ['CSS', 'Go'] }]);
    expect(found.skills).toBe(5);
  });

  it('keeps the rows a list holds and counts the others', () => {
    const rows = Array.from({ length: LIMITS.experiences + 2 }, (_, i) => [
      `Company ${i}`,
      'Dev',
      `${2000 + i}`,
    ]);
    const { cv, leftOut, found } = importCsvs({
      'Positions.csv': linkedInCsv([['Company Name', 'Title', 'Started On'], ...rows]),
    });
    expect(cv.experiences).toHaveLength(LIMITS.experiences);
    expect(cv.experiences.at(-1)?.company_name).toBe(`Company ${LIMITS.experiences - 1}`);
    expect(leftOut).toEqual([{ kind: 'rows', list: 'experiences', count: 2 }]);
    expect(found.jobs).toBe(LIMITS.experiences + 2);
  });

  it('cuts texts at their limits, says where and how much, and keeps emoji whole', () => {
    const { cv, leftOut } = importCsvs({
      'Profile.csv': linkedInCsv([
        ['First Name', 'Last Name', 'Headline', 'Summary'],
        ['Anna', 'V'.repeat(LIMITS.shortText + 5), 'Designer', '🎨'.repeat(LIMITS.bio)],
      ]),
      'Positions.csv': linkedInCsv([
        ['Company Name', 'Title', 'Description', 'Started On'],
        ['Acme', 'Lead', 'a'.repeat(LIMITS.experienceDescription + 30), 'Mar 2019'],
      ]),
    });
    expect(cv.last_name).toHaveLength(LIMITS.shortText);
    // An emoji is two of the check's units: half of them fit.
    expect(cv.bio_description).toBe('🎨'.repeat(LIMITS.bio / 2));
    expect(cv.experiences[0]?.description).toHaveLength(LIMITS.experienceDescription);
    expect(leftOut).toEqual([
      {
        kind: 'cut',
        field: 'experiences.0.description',
        kept: LIMITS.experienceDescription,
        dropped: 30,
      },
      { kind: 'cut', field: 'last_name', kept: LIMITS.shortText, dropped: 5 },
      { kind: 'cut', field: 'bio_description', kept: LIMITS.bio / 2, dropped: LIMITS.bio / 2 },
    ]);
    expect(draftProblems(cv)).toEqual([]);
  });

  it('makes HTML text, keeps emoji and removes control characters', () => {
    const { cv } = importCsvs({
      'Projects.csv': linkedInCsv([
        ['Title', 'Description'],
        [
          'Calm\u0007 app\t2',
          '<p>Built <b>Calm</b> 🧘&nbsp;&amp; friends:</p><ul><li>fast</li><li>&lt;kind&gt; &quot;UI&quot; &#39;ok&#39; &#x1F600;</li></ul>\u0000',
        ],
      ]),
    });
    expect(cv.projects[0]).toMatchObject({
      name: 'Calm app 2',
      description: 'Built Calm 🧘 & friends:\n\n• fast\n• <kind> "UI" \'ok\' 😀',
    });
    expect(draftProblems(cv)).toEqual([]);
  });

  it('leaves out what a CV cannot take, and says so', () => {
    const { cv, leftOut } = importCsvs({
      'Positions.csv': linkedInCsv([
        ['Company Name', 'Title', 'Started On', 'Finished On'],
        ['Acme', 'Lead', 'Frühling 2019', 'Mar 2020'],
        ['Hooli', 'Dev', 'Mar 2020', 'Jan 2019'],
      ]),
      'Languages.csv': linkedInCsv([
        ['Name', 'Proficiency'],
        ['Swahili', 'Working knowledge'],
        ['', 'Native or bilingual proficiency'],
      ]),
      'Certifications.csv': linkedInCsv([
        ['Name', 'Url', 'Authority', 'Started On'],
        ['CKA', 'javascript:alert(1)', 'CNCF', 'Nov 2021'],
        ['', '', 'Nobody', ''],
      ]),
      'Email Addresses.csv': linkedInCsv([['Email Address'], ['not an address']]),
      'PhoneNumbers.csv': linkedInCsv([['Number'], ['call me maybe']]),
      'Skills.csv': 'Foo\nBar\n',
    });
    expect(cv.experiences.map((e) => [e.start_date, e.end_date])).toEqual([
      [null, '2020-03-01'],
      ['2020-03-01', null],
    ]);
    expect(cv.language_skills).toEqual([{ uuid: id, language: 'Swahili', level: 'b2' }]);
    expect(cv.certificates).toEqual([
      { uuid: id, name: 'CKA', issuer: 'CNCF', date: '2021-11-01', url: '' },
    ]);
    expect(cv).toMatchObject({ email: '', phone: '', skills: [] });
    expect(leftOut).toEqual([
      {
        kind: 'date',
        field: 'experiences.0.start_date',
        value: 'Frühling 2019',
        reason: 'unreadable',
      },
      { kind: 'date', field: 'experiences.1.end_date', value: 'Jan 2019', reason: 'before_start' },
      { kind: 'file', file: 'skills', name: 'Skills.csv', reason: 'no_header' },
      { kind: 'unnamed', list: 'language_skills', count: 1 },
      { kind: 'fluency', language: 'Swahili', fluency: 'Working knowledge' },
      { kind: 'unnamed', list: 'certificates', count: 1 },
      { kind: 'url', field: 'certificates.0.url', url: 'javascript:alert(1)' },
      { kind: 'contact', field: 'email', value: 'not an address', reason: 'invalid' },
      { kind: 'contact', field: 'phone', value: 'call me maybe', reason: 'invalid' },
    ]);
    expect(draftProblems(cv)).toEqual([]);
  });

  it('passes on the files the reader refused', () => {
    const bomb = linkedInCsv([['Name'], ['x'.repeat(LIMITS.linkedInCsvBytes)]]);
    const files = filesOf(readLinkedInZip(zipOf({ 'Skills.csv': bomb })));
    expect(fromLinkedIn(files, 'en').leftOut).toEqual([
      { kind: 'file', file: 'skills', name: 'Skills.csv', reason: 'too_large' },
    ]);
  });
});
