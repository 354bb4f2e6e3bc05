import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, textLines, type PdfTextRun } from './pdf-text';
import { run, runsAt } from './test-pdf';

const texts = (runs: PdfTextRun[]) => textLines(runs).map((line) => line.text);

describe('textLines', () => {
  it('joins a word split across runs without a space', () => {
    expect(texts(runsAt(['aino.', 'virtanen@', 'example.', 'com']))).toEqual([
      'aino.virtanen@example.com',
    ]);
    expect(texts(runsAt(['Työko', 'kemus']))).toEqual(['Työkokemus']);
  });

  it('reads a ligature drawn as a run of its own inside the word', () => {
    // "fl" drawn from the font's ligature glyph: a run of its own, flush with the letters around it.
    expect(texts(runsAt(['Automated work', 'fl', 'ows for the team']))).toEqual([
      'Automated workflows for the team',
    ]);
  });

  it('reads runs a space apart with one space, and a run of spaces as one', () => {
    expect(texts(runsAt(['Senior', 'designer'], { gap: 3 }))).toEqual(['Senior designer']);
    expect(texts(runsAt(['Aino', ' ', 'Virtanen']))).toEqual(['Aino Virtanen']);
    expect(texts(runsAt(['Aino ', 'Virtanen']))).toEqual(['Aino Virtanen']);
    expect(texts(runsAt(['Aino', '   ', '  Virtanen']))).toEqual(['Aino Virtanen']);
  });

  it('puts a space in a gap wider than a fifth of the font, not in a narrower one', () => {
    expect(texts(runsAt(['Tampere', 'Finland'], { gap: 1.5 }))).toEqual(['TampereFinland']);
    expect(texts(runsAt(['Tampere', 'Finland'], { gap: 2.5 }))).toEqual(['Tampere Finland']);
  });

  it('starts a new line after a line end, on another baseline and on another page', () => {
    const runs = [
      run('Aino Virtanen', { y: 780, lineEnd: true }),
      run('Designer', { y: 780, x: 200 }),
      run('Helsinki', { y: 760 }),
      run('Finland', { y: 761, x: 120 }),
      run('Page two', { y: 761, x: 200, page: 2 }),
    ];
    expect(texts(runs)).toEqual(['Aino Virtanen', 'Designer', 'Helsinki Finland', 'Page two']);
  });

  it("takes pdf.js's empty end-of-line items and blank runs as no text", () => {
    const runs = [
      run('KOKEMUS', { y: 700 }),
      run('', { y: 680, height: 0, width: 0, lineEnd: true }),
      run(' ', { y: 680, height: 0 }),
      run('Ohjelmistokehittäjä', { y: 680 }),
    ];
    const lines = textLines(runs);
    expect(lines.map((line) => line.text)).toEqual(['KOKEMUS', 'Ohjelmistokehittäjä']);
    expect(lines[1]).toMatchObject({ y: 680, height: 10, x: 50 });
  });

  it("gives a line its first run's place, size and font", () => {
    const [line] = textLines([
      run('TAIDOT', { x: 40, y: 500, font: 'bold', size: 12 }),
      run('React', { x: 200, y: 500, font: 'regular', size: 10 }),
    ]);
    expect(line).toMatchObject({ text: 'TAIDOT React', x: 40, y: 500, height: 12, font: 'bold' });
    expect(line?.runs).toHaveLength(2);
  });

  it('drops lines with no text', () => {
    expect(textLines([run(' '), run('', { lineEnd: true }), run('\t', { y: 600 })])).toEqual([]);
    expect(plainText(textLines([]))).toBe('');
  });

  it('never loses a letter of the runs, nor changes their order', () => {
    const runArb = fc.record({
      text: fc.string({ maxLength: 8, unit: fc.constantFrom('a', 'ä', 'B', '1', ' ', '–', '@') }),
      page: fc.integer({ min: 1, max: 2 }),
      x: fc.integer({ min: 0, max: 500 }),
      y: fc.integer({ min: 0, max: 800 }),
      width: fc.integer({ min: 0, max: 100 }),
      height: fc.constantFrom(0, 8, 10, 12),
      font: fc.constantFrom('f1', 'f2'),
      lineEnd: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 30 }), (runs) => {
        const letters = (text: string) => text.replace(/\s/g, '');
        expect(letters(plainText(textLines(runs)))).toBe(letters(runs.map((r) => r.text).join('')));
      }),
    );
  });

  it('never leaves a line empty or with spaces at its ends', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6, unit: fc.constantFrom('x', ' ', '\n') }), {
          maxLength: 20,
        }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (parts, ends) => {
          const runs = parts.map((text, i) => run(text, { x: i * 20, lineEnd: ends[i] }));
          for (const line of textLines(runs)) {
            expect(line.text).toBe(line.text.trim());
            expect(line.text).not.toBe('');
            expect(line.text).not.toMatch(/\s\s/);
          }
        },
      ),
    );
  });
});

describe('plainText', () => {
  it('gives one line of text per line', () => {
    const runs = [run('Aino Virtanen', { lineEnd: true }), run('Helsinki', { y: 780 })];
    expect(plainText(textLines(runs))).toBe('Aino Virtanen\nHelsinki');
  });
});
