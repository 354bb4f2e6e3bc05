import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { draftProblems } from './export-for-tests';
import { fromLinkedIn, readLinkedInCsvs } from './index';

/** Each file's columns as LinkedIn writes them today. */
const HEADERS: Record<string, string[]> = {
  'Profile.csv': ['First Name', 'Last Name', 'Headline', 'Summary', 'Geo Location'],
  'Positions.csv': [
    'Company Name',
    'Title',
    'Description',
    'Location',
    'Started On',
    'Finished On',
  ],
  'Education.csv': ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
  'Skills.csv': ['Name'],
  'Languages.csv': ['Name', 'Proficiency'],
  'Certifications.csv': ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
  'Projects.csv': ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
  'Volunteering.csv': ['Company Name', 'Role', 'Cause', 'Started On', 'Finished On', 'Description'],
  'Email Addresses.csv': ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
  'PhoneNumbers.csv': ['Extension', 'Number', 'Type'],
};

/** Any text, and the kinds of values LinkedIn's cells hold, long and short. */
const cellArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.constantFrom(
    'Mar 2019',
    'maaliskuu 2020',
    '2019-03-15',
    '3/2019',
    'Dec 2018',
    '2030',
    '',
    'Yes',
    'Native or bilingual proficiency',
    'Rajoitettu työkielitaito',
    'anna@example.com',
    '+358 40 123 4567',
    'https://example.com/x',
    'javascript:alert(1)',
    '<p>One<br/>two &amp; <b>three</b></p>\r\n🚀',
    '\u0000\u0007\t\r\n\ud800',
  ),
);

const fileArb = (header: string[]) =>
  fc.record({
    rows: fc.array(fc.array(cellArb, { minLength: header.length, maxLength: header.length }), {
      maxLength: 14,
    }),
    bom: fc.boolean(),
    crlf: fc.boolean(),
    notes: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
  });

const exportArb = fc.record(
  Object.fromEntries(
    Object.entries(HEADERS).map(([name, header]) => [
      name,
      fc.option(fileArb(header), { nil: undefined }),
    ]),
  ),
);

describe('any LinkedIn export', () => {
  it('makes a draft the CV check takes, and keeps or lists every row it found', () => {
    fc.assert(
      fc.property(exportArb, fc.constantFrom('en' as const, 'fi' as const), (files, language) => {
        const picked = Object.entries(files).flatMap(([name, file]) => {
          if (!file) return [];
          const newline = file.crlf ? '\r\n' : '\n';
          const csv = Papa.unparse([HEADERS[name] ?? [], ...file.rows], { newline, quotes: true });
          const notes =
            file.notes === undefined
              ? ''
              : `Notes:${newline}"${file.notes.replace(/"/g, '""')}"${newline}${newline}`;
          return [{ name, text: `${file.bom ? '\ufeff' : ''}${notes}${csv}` }];
        });
        const read = readLinkedInCsvs(picked);
        if ('problem' in read) return;
        const { cv, leftOut, found } = fromLinkedIn(read, language);
        expect(draftProblems(cv)).toEqual([]);
        // Every job found is in the draft or counted as left out.
        const moreJobs = leftOut.find((l) => l.kind === 'rows' && l.list === 'experiences');
        const jobsLeft = moreJobs?.kind === 'rows' ? moreJobs.count : 0;
        expect(cv.experiences.length + jobsLeft).toBe(found.jobs);
        const moreSkills = leftOut.find((l) => l.kind === 'skills');
        const skillsLeft = moreSkills?.kind === 'skills' ? moreSkills.names.length : 0;
        expect(cv.skills.length + skillsLeft).toBe(found.skills);
        expect(cv.skills.length).toBeLessThanOrEqual(LIMITS.skills);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
