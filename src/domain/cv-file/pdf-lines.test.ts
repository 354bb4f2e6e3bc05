import { describe, expect, it } from 'vitest';
import type { PdfText, PdfTextRun } from '@/domain/ats/pdf-text';
import { pdfLines } from './pdf-lines';
import { readCvFile } from './read-cv-file';

/** A run as pdf.js gives it: `width` from the text at half the size per letter. */
const run = (
  text: string,
  x: number,
  y: number,
  size = 10,
  font = 'body',
  page = 1,
): PdfTextRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  height: size,
  font,
  page,
  lineEnd: false,
});

const pdf = (runs: PdfTextRun[], pages = 1): PdfText => ({ pages, language: null, runs });
const texts = (runs: PdfTextRun[]) =>
  pdfLines(pdf(runs)).lines.map((line) => [line.block, line.text]);

describe("a PDF's runs as the reader's lines", () => {
  it('keeps words apart where a space is drawn, however tightly a typeface sets it', () => {
    // Inter at 25 pt with negative letter-spacing: the gap is under a fifth of the size.
    const space = { ...run(' ', 215, 766, 25), width: 6.5, height: 0 };
    const runs = [{ ...run('Emma', 141, 766, 25), width: 73.3 }, space, run('Laine', 219, 766, 25)];
    expect(texts(runs)).toEqual([[0, 'Emma Laine']]);
  });

  it('reads the name, not a monogram and the title level beside it', () => {
    const runs = [
      run('Emma Laine', 125, 780, 22.5, 'display'),
      run('EL', 53, 762, 27.4, 'display'),
      run('Senior Product Designer', 125, 764, 10.9, 'display'),
      run('emma.laine@example.com', 125, 746),
    ];
    const cv = readCvFile(pdfLines(pdf(runs)));
    expect([cv.first_name, cv.last_name, cv.current_job_title]).toEqual([
      'Emma',
      'Laine',
      'Senior Product Designer',
    ]);
  });

  it('reads a sidebar and the main column each top to bottom, whatever order the file draws them', () => {
    const sidebar = ['CONTACT', 'Oulu', '+358 50 123 4567', 'SKILLS', 'Python', 'SQL'];
    const main = ['Aino Virtanen', 'Analyst', 'PROFILE', 'I read data.', 'EXPERIENCE', 'Analyst'];
    const runs = main.flatMap((text, i) => [
      run(text, 220, 780 - i * 20, 10, 'main'),
      run(sidebar[i]!, 30, 780 - i * 20, 10, 'side'),
    ]);
    expect(texts(runs)).toEqual([
      ...sidebar.map((text) => [1, text]),
      ...main.map((text) => [2, text]),
    ]);
  });

  it('keeps a gutter of dates beside their entries in one column, the dates apart', () => {
    const runs = [
      run('EXPERIENCE', 48, 700),
      run('A long sentence about the work, all across the page width here.', 48, 680),
      run('2019 – 2021', 48, 660),
      run('Analyst, Firm Oy', 160, 660),
      run('Built things that lasted.', 170, 645),
      run('2016 – 2018', 48, 620),
      run('Trainee, Other Oy', 160, 620),
      run('Another long sentence that runs across the whole page width too.', 48, 600),
    ];
    const lines = pdfLines(pdf(runs)).lines;
    expect(new Set(lines.map((line) => line.block))).toEqual(new Set([0]));
    const dated = lines.find((line) => line.text.startsWith('2019'));
    expect(dated?.spans.map((span) => [span.text, span.apart])).toEqual([
      ['2019 – 2021', false],
      ['Analyst, Firm Oy', true],
    ]);
  });

  it('keeps a page of dated entries, languages and headings left of their text one column', () => {
    // A second page of a hanging-indent CV: few dates beside their entries, every heading left.
    const runs = [
      run('PROJEKTIT', 48, 760, 10, 'bold'),
      run('2023', 48, 740),
      run('Mikromuovien määritys', 150, 740),
      run('KIELITAITO', 48, 710, 10, 'bold'),
      ...['suomi', 'englanti', 'ruotsi'].flatMap((language, i) => [
        run(language, 48, 690 - i * 15),
        run(i ? 'hyvä' : 'äidinkieli', 150, 690 - i * 15),
      ]),
      run('LUOTTAMUSTEHTÄVÄT', 48, 630, 10, 'bold'),
      run('2021 –', 48, 610),
      run('Jäsen, Latu ry', 150, 610),
      run('HARRASTUKSET', 48, 580, 10, 'bold'),
      run('Hiihto, kuorolaulu ja sienestys sekä pitkät kävelyt.', 48, 560),
    ];
    const lines = pdfLines(pdf(runs)).lines;
    expect(new Set(lines.map((line) => line.block))).toEqual(new Set([0]));
    const cv = readCvFile(pdfLines(pdf([run('Aino Virtanen', 48, 800, 20), ...runs])));
    expect(cv.languages[0]).toEqual({ language: 'suomi', level: 'äidinkieli' });
    expect(cv.volunteering).toEqual([
      expect.objectContaining({ role: 'Jäsen', organisation: 'Latu ry', start: '2021', end: null }),
    ]);
  });

  it('reads headings that hang in a label gutter before the content beside them', () => {
    const runs = [
      run('Aino Virtanen', 150, 800, 20),
      run('PROFIILI', 40, 760, 10, 'bold'),
      run('Kokenut analyytikko.', 150, 760),
      run('TYÖKOKEMUS', 40, 730, 10, 'bold'),
      run('Analyytikko, Firma Oy, 3.2019–', 150, 730),
      run('Raportointi ja mallit.', 150, 715),
      run('KOULUTUS', 40, 690, 10, 'bold'),
      run('KTM, Oulun yliopisto, 2014–2019', 150, 690),
      run('TAIDOT', 40, 660, 10, 'bold'),
      run('Python, SQL', 150, 660),
    ];
    const cv = readCvFile(pdfLines(pdf(runs)));
    expect(cv.bio).toBe('Kokenut analyytikko.');
    expect(cv.experience).toEqual([
      expect.objectContaining({
        position: 'Analyytikko',
        company: 'Firma Oy',
        start: '2019-03',
        end: null,
      }),
    ]);
    expect(cv.education).toEqual([
      { degree: 'KTM', school: 'Oulun yliopisto', start: '2014', end: '2019' },
    ]);
    expect(cv.skills.map((skill) => skill.name)).toEqual(['Python', 'SQL']);
  });

  it('leaves out a running header or footer and the page numbers', () => {
    const runs = [1, 2].flatMap((page) => [
      run(`Aino Virtanen – CV – page ${page} of 2`, 200, 30, 8, 'small', page),
      run(page === 1 ? 'SKILLS' : 'LANGUAGES', 50, 700, 10, 'bold', page),
      run(page === 1 ? 'Python' : 'Finnish (native)', 50, 680, 10, 'body', page),
    ]);
    expect(pdfLines(pdf(runs, 2)).lines.map((line) => line.text)).toEqual([
      'SKILLS',
      'Python',
      'LANGUAGES',
      'Finnish (native)',
    ]);
  });

  it('joins letters set apart in a heading to the section they name, and reads tags as items', () => {
    const runs = [
      run('Aino Virtanen', 50, 800, 20),
      run('S', 50, 760, 12, 'caps'),
      run('K I L L S', 58, 760, 9.6, 'caps'),
      run('React', 50, 740),
      run('Vue', 90, 740),
      run('Node.js', 120, 740),
      run('A', 50, 710, 12, 'caps'),
      run('W A R D S', 58, 710, 9.6, 'caps'),
      run('Analyst of the year 2020', 50, 690),
    ];
    const cv = readCvFile(pdfLines(pdf(runs)));
    expect(cv.skills.map((skill) => skill.name)).toEqual(['React', 'Vue', 'Node.js']);
    // Awards have no section of their own here: listed under their heading, not dropped.
    expect(cv.unplaced).toEqual([{ heading: 'AWARDS', text: 'Analyst of the year 2020' }]);
  });
});
