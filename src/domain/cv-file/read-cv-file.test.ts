import { describe, expect, it } from 'vitest';
import { anyHeadingKind } from '@/domain/ats/headings';
import type { FileLine, FileText } from './file-lines';
import { lineText } from './file-lines';
import { readCvFile } from './read-cv-file';

/** A line as a Word file gives it: "⇥" starts a piece after a tab. */
function line(text: string, more: Partial<FileLine> & { look?: string } = {}): FileLine {
  const { look = 'body', ...rest } = more;
  const spans = text.split('⇥').map((piece, index) => ({ text: piece, look, apart: index > 0 }));
  return {
    text: lineText(spans),
    spans,
    block: 0,
    page: 1,
    size: 10,
    bold: false,
    caps: false,
    style: null,
    bullet: false,
    x: 0,
    paragraphEnd: true,
    ...rest,
  };
}
const heading = (text: string) => line(text, { style: 'heading', bold: true, size: 14, look: 'h' });
const file = (lines: FileLine[]): FileText => ({
  kind: 'docx',
  pages: 1,
  lines,
  links: [],
  language: null,
});

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

describe('one-column Finnish layouts', () => {
  const subheading = (text: string) => line(text, { style: 'subheading', bold: true, look: 'h2' });

  it('reads the line under a title that only names the role as where it was held', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Työhistoria'),
        subheading('HR-asiantuntija⇥tammikuu 2020 – nykyään'),
        line('Metalli Oy, Jyväskylä'),
        line('Rekrytoinnit alusta loppuun.', { bullet: true }),
        subheading('Harjoittelija, henkilöstöpalvelut⇥touko–elokuu 2015'),
        line('Puu Oy, Saarijärvi'),
        heading('Koulutus'),
        subheading('Ylioppilas⇥2012'),
        line('Äänekosken lukio'),
      ]),
    );
    expect(cv.experience).toEqual([
      expect.objectContaining({
        position: 'HR-asiantuntija',
        company: 'Metalli Oy',
        location: 'Jyväskylä',
        description: 'Rekrytoinnit alusta loppuun.',
      }),
      expect.objectContaining({
        position: 'Harjoittelija, henkilöstöpalvelut',
        company: 'Puu Oy',
        start: '2015-05',
        end: '2015-08',
      }),
    ]);
    expect(cv.education).toEqual([
      { degree: 'Ylioppilas', school: 'Äänekosken lukio', start: '', end: '2012' },
    ]);
  });

  it('keeps a description that wraps under a dated title a description', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Projektit'),
        line('2022⇥Koulun peruskorjaus'),
        line('Aikataulutus ja hankinnat kolmen urakoitsijan', { paragraphEnd: false }),
        line('kesken.'),
      ]),
    );
    expect(cv.projects).toEqual([
      expect.objectContaining({
        name: 'Koulun peruskorjaus',
        description: 'Aikataulutus ja hankinnat kolmen urakoitsijan kesken.',
      }),
    ]);
  });

  it('reads a job written employer first, when what follows it is a title', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Työkokemus'),
        line('2013–2015⇥Lempäälän Rakennus Oy, rakennusmies (kesätyöt)'),
        line('2016–2018⇥Talo Oy, Tampere'),
      ]),
    );
    expect(cv.experience.map(({ position, company }) => [position, company])).toEqual([
      ['rakennusmies (kesätyöt)', 'Lempäälän Rakennus Oy'],
      ['Talo Oy', 'Tampere'],
    ]);
  });

  it('reads languages and skills given as a name and a level a tab apart, in one look', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Kielitaito'),
        line('suomi⇥äidinkieli'),
        line('englanti⇥hyvä'),
        heading('Atk-taidot'),
        line('AutoCAD⇥erinomainen'),
        line('Tekla Structures⇥perustaso'),
      ]),
    );
    expect(cv.languages).toEqual([
      { language: 'suomi', level: 'äidinkieli' },
      { language: 'englanti', level: 'hyvä' },
    ]);
    expect(cv.skills).toEqual([
      { name: 'AutoCAD', level: 'erinomainen' },
      { name: 'Tekla Structures', level: 'perustaso' },
    ]);
  });

  it('reads the line under the name as the title when another stacked contact line is the place', () => {
    const top = (text: string) => line(text, { look: 'small' });
    const cv = readCvFile(
      file([
        line('Mikko Tuominen', { size: 18, look: 'name' }),
        top('Rakennusinsinööri'),
        top('Tampere'),
        top('puh. 044 781 3306'),
        heading('Esittely'),
        line('Työnjohtaja.'),
      ]),
    );
    expect(cv).toMatchObject({
      current_job_title: 'Rakennusinsinööri',
      location: 'Tampere',
      phone: '044 781 3306',
    });
  });
});
