import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readTable } from './csv';
import { linkedInCsv } from './export-for-tests';

describe('a LinkedIn CSV as rows of fields', () => {
  it('reads quoted cells over several lines, commas and quotes in them, a BOM and CRLF', () => {
    const text = linkedInCsv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      [
        'Acme, Inc.',
        'Lead',
        'Line one\r\nLine "two", too\r\n\r\nLine four',
        'Oulu',
        'Mar 2019',
        '',
      ],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(readTable(text, 'positions')).toEqual({
      rows: [
        {
          company_name: 'Acme, Inc.',
          role: 'Lead',
          description: 'Line one\r\nLine "two", too\r\n\r\nLine four',
          location: 'Oulu',
          start_date: 'Mar 2019',
          end_date: '',
        },
      ],
      unread: [],
    });
  });

  it('skips the "Notes:" lines before the header, even quoted ones over several lines', () => {
    const text = linkedInCsv(
      [
        ['Name', 'Proficiency'],
        ['Finnish', 'Native or bilingual proficiency'],
      ],
      { notes: ['Your languages, as you listed them.\r\nName them, proficiency: optional.'] },
    );
    expect(text.startsWith('\ufeffNotes:\r\n"Your languages')).toBe(true);
    expect(readTable(text, 'languages')?.rows).toEqual([
      { name: 'Finnish', proficiency: 'Native or bilingual proficiency' },
    ]);
  });

  it('finds columns by name in any case, spacing and order, and by their other names', () => {
    const text =
      'DEGREE_NAME,school,  start date ,Finished On,field of study\nMSc,Aalto,2010,2012,Design\n';
    expect(readTable(text, 'education')?.rows).toEqual([
      {
        institution: 'Aalto',
        degree: 'MSc',
        field_of_study: 'Design',
        start_date: '2010',
        end_date: '2012',
      },
    ]);
  });

  it('lists the columns it does not read that hold something, and skips the quiet ones', () => {
    const text = linkedInCsv([
      ['Email Address', 'Confirmed', 'Primary', 'Updated On', 'Label'],
      ['a@example.com', 'Yes', 'Yes', '1/1/20', ''],
      ['b@example.com', 'No', 'No', '1/1/21', 'work'],
    ]);
    expect(readTable(text, 'emails')).toEqual({
      rows: [
        { email: 'a@example.com', primary: 'Yes' },
        { email: 'b@example.com', primary: 'No' },
      ],
      unread: [{ name: 'Label', count: 1 }],
    });
  });

  it('reads a file a spreadsheet saved again with semicolons', () => {
    const text = Papa.unparse(
      [
        ['Name', 'Proficiency'],
        ['Ruotsi', 'Rajoitettu työkielitaito'],
      ],
      {
        delimiter: ';',
      },
    );
    expect(readTable(text, 'languages')?.rows).toEqual([
      { name: 'Ruotsi', proficiency: 'Rajoitettu työkielitaito' },
    ]);
  });

  it('gives empty fields for missing columns and cells, drops blank rows, and knows no header', () => {
    expect(readTable('"Title"\r\n"Calm"\r\n,\r\n""\r\n', 'projects')?.rows).toEqual([
      { name: 'Calm', description: '', url: '', start_date: '', end_date: '' },
    ]);
    expect(readTable('Foo,Bar\n1,2\n', 'projects')).toBeNull();
    expect(readTable('', 'skills')).toBeNull();
  });
});
