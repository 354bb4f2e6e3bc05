import { describe, expect, it } from 'vitest';
import { anyHeadingKind } from '@/domain/ats/headings';
import { readCvFile } from './read-cv-file';
import { file, heading, line } from './lines-for-tests';

describe('headings in English and Finnish', () => {
  it.each([
    ['Työkokemus', 'experience'],
    ['TYÖHISTORIA', 'experience'],
    ['Koulutus', 'education'],
    ['Osaaminen', 'skills'],
    ['Taidot', 'skills'],
    ['Kielitaito', 'languages'],
    ['Harrastukset', 'interests'],
    ['Luottamustehtävät', 'volunteering'],
    ['Sertifioinnit', 'certificates'],
    ['E M P L O Y M E N T H I S T O RY', 'experience'],
    ['Work Experience:', 'experience'],
  ])('%s is %s', (text, kind) => {
    expect(anyHeadingKind(text)).toBe(kind);
  });
});

describe('a CV file read as a CV', () => {
  it('reads a traditional Finnish CV: contact stacked under the name, dates first, a page number', () => {
    const cv = readCvFile(
      file([
        line('Matti Meikäläinen', { size: 20, look: 'name' }),
        line('Hämeenkatu 1', { look: 'small' }),
        line('puh. 040 123 4567', { look: 'small' }),
        line('Sähköposti: matti@example.com', { look: 'small' }),
        heading('Työkokemus'),
        line('3/2019 alkaen⇥Projektipäällikkö, Rakennus Oy, Tampere', { look: 'bold' }),
        line('Työmaiden aikataulut ja budjetit.'),
        line('2015–2/2019⇥Työnjohtaja, Talo Oy, Tampere', { look: 'bold' }),
        heading('Koulutus'),
        line('2010–2014⇥Tampereen ammattikorkeakoulu, insinööri (AMK)', { look: 'bold' }),
        heading('Suosittelijat'),
        line('Liisa Virtanen, toimitusjohtaja, puh. 050 765 4321'),
        line('1 (2)', { look: 'small' }),
      ]),
    );
    expect(cv).toMatchObject({
      language: 'fi',
      first_name: 'Matti',
      last_name: 'Meikäläinen',
      current_job_title: '',
      phone: '040 123 4567',
      email: 'matti@example.com',
    });
    expect(cv.experience).toEqual([
      {
        position: 'Projektipäällikkö',
        company: 'Rakennus Oy',
        location: 'Tampere',
        start: '2019-03',
        end: null,
        description: 'Työmaiden aikataulut ja budjetit.',
      },
      {
        position: 'Työnjohtaja',
        company: 'Talo Oy',
        location: 'Tampere',
        start: '2015',
        end: '2019-02',
        description: '',
      },
    ]);
    expect(cv.education).toEqual([
      {
        degree: 'insinööri (AMK)',
        school: 'Tampereen ammattikorkeakoulu',
        start: '2010',
        end: '2014',
      },
    ]);
    // The referee's details are not the owner's: listed under their heading, not read as contact.
    expect(cv.unplaced).toContainEqual({
      heading: 'Suosittelijat',
      text: 'Liisa Virtanen, toimitusjohtaja, puh. 050 765 4321',
    });
  });

  it('keeps a job whose dates it cannot read, undated, for the owner to date', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Experience'),
        line('Analyst, Firm Ltd', { look: 'bold', bold: true }),
        line('Built the monthly forecast.'),
      ]),
    );
    expect(cv.experience).toEqual([
      expect.objectContaining({ position: 'Analyst', company: 'Firm Ltd', start: '', end: null }),
    ]);
  });

  it('follows each column on its own: a sidebar heading does not take the main column', () => {
    const cv = readCvFile(
      file([
        line('Skills', { block: 1, style: 'heading', look: 'h' }),
        line('Python', { block: 1 }),
        line('SQL', { block: 1 }),
        line('Aino Virtanen', { block: 2, style: 'title', size: 24 }),
        line('Data Analyst', { block: 2, style: 'subtitle' }),
        line('Profile', { block: 2, style: 'heading', look: 'h' }),
        line('I turn data into decisions.', { block: 2 }),
      ]),
    );
    expect(cv.skills.map((skill) => skill.name)).toEqual(['Python', 'SQL']);
    expect(cv.current_job_title).toBe('Data Analyst');
    expect(cv.bio).toBe('I turn data into decisions.');
  });

  it('reads a level written after a skill only where the words name one', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Taidot'),
        line('• Figma – Asiantuntija', { bullet: true }),
        line('• CI/CD – GitHub Actions', { bullet: true }),
        line('• Python - expert', { bullet: true }),
      ]),
    );
    expect(cv.skills).toEqual([
      { name: 'Figma', level: 'Asiantuntija' },
      { name: 'CI/CD – GitHub Actions', level: '' },
      { name: 'Python', level: 'expert' },
    ]);
  });
});
