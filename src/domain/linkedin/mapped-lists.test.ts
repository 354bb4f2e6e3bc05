import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { LIST_SECTIONS, SECTION_TYPES } from '@/domain/sections';
import { draftProblems, filesOf, importCsvs, linkedInCsv, zipOf } from './export-for-tests';
import { LINKEDIN_FILE_NAMES, LINKEDIN_LISTS, linkedInFileOf } from './files';
import { fromLinkedIn, readLinkedInZip } from './index';
import { isNamedList } from './readers';

const id = expect.stringMatching(/^[0-9a-f-]{36}$/);

/** The columns of Volunteering.csv as LinkedIn writes them. */
const VOLUNTEERING_HEADER = 'Company Name,Role,Cause,Started On,Finished On,Description'.split(',');

describe("LinkedIn's Volunteering.csv", () => {
  it('becomes the volunteering list, with what it has no place for listed', () => {
    const { cv, leftOut } = importCsvs({
      'Volunteering.csv': linkedInCsv([
        VOLUNTEERING_HEADER,
        [
          'Finnish Red Cross',
          'First aid volunteer',
          'Humanitarian Relief',
          'Mar 2018',
          'Jun 2020',
          '<p>Trained <b>40</b> people &amp; ran drills.</p>',
        ],
        ['Scouts', '', 'Children', 'Jan 2021', 'Dec 2020', ''],
      ]),
    });
    expect(cv.volunteering).toEqual([
      {
        uuid: id,
        role: 'First aid volunteer',
        organization: 'Finnish Red Cross',
        start_date: '2018-03-01',
        end_date: '2020-06-01',
        description: 'Trained 40 people & ran drills.',
      },
      {
        uuid: id,
        role: '',
        organization: 'Scouts',
        start_date: '2021-01-01',
        end_date: null,
        description: '',
      },
    ]);
    expect(leftOut).toEqual([
      { kind: 'columns', file: 'volunteering', columns: [{ name: 'Cause', count: 2 }] },
      {
        kind: 'date',
        field: 'volunteering.1.end_date',
        value: 'Dec 2020',
        reason: 'before_start',
      },
    ]);
    expect(draftProblems(cv)).toEqual([]);
  });

  it('keeps the rows the list holds, counts the others and cuts long descriptions', () => {
    const rows = Array.from({ length: LIMITS.volunteering + 1 }, (_, i) => [
      `Club ${i}`,
      'Treasurer',
      '',
      '2019',
      '',
      'x'.repeat(LIMITS.volunteeringDescription + 1),
    ]);
    const { cv, leftOut } = importCsvs({
      'Volunteering.csv': linkedInCsv([VOLUNTEERING_HEADER, ...rows]),
    });
    expect(cv.volunteering).toHaveLength(LIMITS.volunteering);
    expect(cv.volunteering[0]?.description).toHaveLength(LIMITS.volunteeringDescription);
    expect(leftOut).toContainEqual({ kind: 'rows', list: 'volunteering', count: 1 });
    expect(leftOut).toContainEqual({
      kind: 'cut',
      field: 'volunteering.0.description',
      kept: LIMITS.volunteeringDescription,
      dropped: 1,
    });
    expect(draftProblems(cv)).toEqual([]);
  });

  it('is found in the ZIP, in any folder', () => {
    const csv = linkedInCsv([VOLUNTEERING_HEADER, ['Scouts', 'Leader', '', '2015', '', '']]);
    const files = filesOf(readLinkedInZip(zipOf({ 'Export_2026/volunteering.CSV': csv })));
    expect(fromLinkedIn(files, 'fi').cv.volunteering).toMatchObject([
      { role: 'Leader', organization: 'Scouts', start_date: '2015-01-01' },
    ]);
  });
});

describe("the lists' declared LinkedIn files", () => {
  it('are each read from a file of the export the import knows, by the name declared', () => {
    const declared = LIST_SECTIONS.filter((key) => key !== 'skills' && SECTION_TYPES[key].linkedIn);
    expect(LINKEDIN_LISTS.map((list) => list.key)).toEqual(declared);
    for (const { file, mapping } of LINKEDIN_LISTS) {
      expect(LINKEDIN_FILE_NAMES[file]).toBe(mapping.file);
      expect(linkedInFileOf(`Basic_LinkedInDataExport/${mapping.file}`)).toBe(file);
    }
  });

  it('have rows the list of what was left out can count as unnamed where a field is needed', () => {
    const needing = LINKEDIN_LISTS.filter((list) => list.required.length);
    expect(needing.map((list) => list.key)).toEqual(['projects', 'certificates']);
    expect(needing.every((list) => isNamedList(list.key))).toBe(true);
  });
});
