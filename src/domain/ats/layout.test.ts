import { describe, expect, it } from 'vitest';
import { COLUMN_GAP, interleavedRows } from './layout';
import { textLines } from './pdf-text';
import { EN_CV, FI_CV, columnRuns, run, twoColumnPdf, type CvLine } from './test-pdf';

const SIDEBAR: CvLine[] = [
  ['heading', 'SKILLS'],
  ['body', 'Figma'],
  ['body', 'User research'],
  ['body', 'Prototyping'],
  ['heading', 'LANGUAGES'],
  ['body', 'Finnish, English'],
];
const MAIN: CvLine[] = [
  ['heading', 'EXPERIENCE'],
  ['title', 'Senior product designer'],
  ['body', 'Revontuli Oy · 2021 – 2024'],
  ['body', 'Led the design of the portal.'],
  ['heading', 'EDUCATION'],
  ['body', 'Aalto University · 2014 – 2018'],
];

describe('interleavedRows', () => {
  it('counts the rows where two columns stand side by side', () => {
    const pdf = twoColumnPdf([['name', 'Aino Virtanen']], SIDEBAR, MAIN);
    expect(interleavedRows(textLines(pdf.runs))).toBe(SIDEBAR.length);
  });

  it('counts none in a single column, in English or Finnish', () => {
    expect(interleavedRows(textLines(columnRuns(EN_CV)))).toBe(0);
    expect(interleavedRows(textLines(columnRuns(FI_CV)))).toBe(0);
  });

  it('takes a title with its date at the right end of the same line for one line', () => {
    const rows = [720, 690, 660, 630].map((y) => [
      run('Ohjelmistokehittäjä', { y, x: 160, font: 'bold' }),
      run(' ', { y, x: 255, width: 200, height: 0 }),
      run('tammikuu 2022 – nyt', { y, x: 470, lineEnd: true }),
    ]);
    expect(interleavedRows(textLines(rows.flat()))).toBe(0);
  });

  it('needs a column gap between the two, not a word space', () => {
    const sideBySide = (gap: number) => {
      const left = run('Figma', { y: 700, x: 40, lineEnd: true });
      return [left, run('Designer', { y: 700, x: 40 + left.width + gap, lineEnd: true })];
    };
    expect(interleavedRows(textLines(sideBySide(COLUMN_GAP + 1)))).toBe(1);
    expect(interleavedRows(textLines(sideBySide(COLUMN_GAP - 1)))).toBe(0);
  });

  it('counts lines at one height only: half a font apart is another row', () => {
    const lines = textLines([
      run('Figma', { y: 700, x: 40, lineEnd: true }),
      run('Designer', { y: 694, x: 230, lineEnd: true }),
    ]);
    expect(interleavedRows(lines)).toBe(0);
  });

  it('counts each page apart', () => {
    const lines = textLines([
      run('Figma', { y: 700, x: 40, lineEnd: true }),
      run('Designer', { y: 700, x: 230, page: 2, lineEnd: true }),
    ]);
    expect(interleavedRows(lines)).toBe(0);
  });
});
