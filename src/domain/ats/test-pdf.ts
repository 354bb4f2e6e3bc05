/**
 * For tests only: PDF text as pdf.js gives it (runs with place, size and font), built from CV lines
 * in one column, two columns side by side, or hand-placed runs; and a clean CV in English and in
 * Finnish that the ATS check reads without a problem.
 */
import type { OwnerFacts } from './check';
import type { PdfText, PdfTextRun } from './pdf-text';

export type Style = 'name' | 'heading' | 'title' | 'body';

/** Fonts and sizes as a template draws them: job titles bold like headings, but smaller. */
export const STYLES: Record<Style, { font: string; size: number }> = {
  name: { font: 'g_d0_f1', size: 28 },
  heading: { font: 'g_d0_f3', size: 11 },
  title: { font: 'g_d0_f3', size: 10 },
  body: { font: 'g_d0_f2', size: 10 },
};

export type CvLine = readonly [Style, string];

/** Top and bottom of the text on an A4 page, in points from its bottom. */
const TOP = 800;
const BOTTOM = 50;
const LEFT = 50;

/** A run's width: half its size a character, about a plain sans serif's. */
export const widthOf = (text: string, size: number) => text.length * size * 0.5;

export function run(
  text: string,
  at: Partial<Omit<PdfTextRun, 'text'>> & { size?: number } = {},
): PdfTextRun {
  const { size = STYLES.body.size, ...rest } = at;
  return {
    text,
    page: 1,
    x: LEFT,
    y: TOP,
    width: widthOf(text, size),
    height: size,
    font: STYLES.body.font,
    lineEnd: false,
    ...rest,
  };
}

/** Runs drawn one after another on one baseline from x, each `gap` points after the one before. */
export function runsAt(
  parts: readonly string[],
  at: { x?: number; y?: number; page?: number; gap?: number; style?: Style } = {},
): PdfTextRun[] {
  const { x = LEFT, y = TOP, page = 1, gap = 0, style = 'body' } = at;
  const { font, size } = STYLES[style];
  let left = x;
  return parts.map((text) => {
    const placed = run(text, { x: left, y, page, font, size });
    left += placed.width + gap;
    return placed;
  });
}

export function pdf(runs: readonly PdfTextRun[], language: string | null = 'en'): PdfText {
  return { pages: Math.max(1, ...runs.map((r) => r.page)), language, runs: [...runs] };
}

/** Lines down a column from the top of the page (on to the next page past the bottom). */
export function columnRuns(
  lines: readonly CvLine[],
  at: { x?: number; top?: number } = {},
): PdfTextRun[] {
  const { x = LEFT, top = TOP } = at;
  let y = top;
  let page = 1;
  return lines.map(([style, text]) => {
    const { font, size } = STYLES[style];
    y -= style === 'heading' ? size * 2 : size * 1.5;
    if (y < BOTTOM) {
      page += 1;
      y = top - size * 1.5;
    }
    return run(text, { x, y, page, font, size, lineEnd: true });
  });
}

/** A CV drawn in one column, each line one run that ends its line. */
export const pdfOf = (lines: readonly CvLine[], language: string | null = 'en') =>
  pdf(columnRuns(lines), language);

/**
 * A CV in two columns side by side, as a browser prints one: the name across the top, then the
 * sidebar's lines, then the main column's, each column from the same height.
 */
export function twoColumnPdf(
  top: readonly CvLine[],
  sidebar: readonly CvLine[],
  main: readonly CvLine[],
  language: string | null = 'en',
): PdfText {
  const head = columnRuns(top);
  const below = Math.min(...head.map((r) => r.y)) - 10;
  return pdf(
    [...head, ...columnRuns(sidebar, { top: below }), ...columnRuns(main, { x: 400, top: below })],
    language,
  );
}

/**
 * A CV with its headings in a margin of their own, each drawn as the first words of its section's
 * first line ("EXPERIENCE    Senior designer …"), as pdf.js reads such a layout: the heading, a
 * run of spaces across the gap, then the line.
 */
export function sideHeadingPdf(lines: readonly CvLine[], language: string | null = 'en'): PdfText {
  const runs = columnRuns(
    lines.filter(([style]) => style !== 'heading'),
    { x: 160 },
  );
  const placed: PdfTextRun[] = [];
  let next = 0;
  lines.forEach(([style, text], index) => {
    if (style !== 'heading') {
      const line = runs[next++];
      if (line) placed.push(line);
      return;
    }
    const beside = runs[next];
    if (!beside || lines[index + 1]?.[0] === 'heading') throw new Error(`"${text}" stands alone`);
    const { font, size } = STYLES.heading;
    const heading = run(text, { x: LEFT, y: beside.y, page: beside.page, font, size });
    const end = heading.x + heading.width;
    placed.push(
      heading,
      run(' ', { x: end, y: beside.y, page: beside.page, font, width: 160 - end, height: 0 }),
    );
  });
  return pdf(placed, language);
}

/** The lines without those whose text is one of `texts`. */
export const without = (lines: readonly CvLine[], ...texts: string[]): CvLine[] =>
  lines.filter(([, text]) => !texts.includes(text));

/** The lines with one line's text replaced (its style kept, or the one given). */
export function replaced(
  lines: readonly CvLine[],
  text: string,
  by: string,
  style?: Style,
): CvLine[] {
  if (!lines.some(([, t]) => t === text)) throw new Error(`No line "${text}"`);
  return lines.map((line): CvLine => (line[1] === text ? [style ?? line[0], by] : line));
}

export const EN_CV: readonly CvLine[] = [
  ['name', 'Aino Virtanen'],
  ['body', 'Senior product designer'],
  ['body', 'aino.virtanen@example.com · +358 40 555 0192 · Helsinki'],
  ['heading', 'SUMMARY'],
  ['body', 'Product designer with eight years of experience in web services and accessibility.'],
  ['heading', 'EXPERIENCE'],
  ['title', 'Senior product designer'],
  ['body', 'Revontuli Software Oy · Tampere · March 2021 – Present'],
  ['body', 'Led the design of the customer portal and its design system with a team of six.'],
  ['title', 'Product designer'],
  ['body', 'Kaleva Digital Oy · Helsinki · 06/2018 – 02/2021'],
  ['body', 'Designed checkout flows and payment integrations for a dozen online shops.'],
  ['heading', 'EDUCATION'],
  ['title', 'Master of Arts, New Media'],
  ['body', 'Aalto University · 2014 – 2018'],
  ['heading', 'SKILLS'],
  ['body', 'Figma, user research, prototyping, HTML, CSS, accessibility'],
  ['heading', 'LANGUAGES'],
  ['body', 'Finnish (native), English (fluent), Swedish (good)'],
];

export const FI_CV: readonly CvLine[] = [
  ['name', 'Aino Virtanen'],
  ['body', 'Ohjelmistokehittäjä'],
  ['body', 'aino.virtanen@example.com · 040 555 0192 · Tampere'],
  ['heading', 'TIETOA MINUSTA'],
  ['body', 'Full stack -kehittäjä, jolla on kuuden vuoden kokemus verkkopalveluiden teosta.'],
  ['heading', 'TYÖKOKEMUS'],
  ['title', 'Ohjelmistokehittäjä'],
  ['body', 'Revontuli Software Oy · Tampere · tammikuu 2022 – nykyään'],
  [
    'body',
    'Asiakasportaalin kehitys Reactilla ja Node.js:llä; vastuualueena saavutettavuus ja testaus.',
  ],
  ['title', 'Junior-kehittäjä'],
  ['body', 'Kaleva Digital Oy · Helsinki · kesäkuu 2019 – joulukuu 2021'],
  [
    'body',
    'Verkkokauppojen käyttöliittymät ja integraatiot maksupalveluihin kymmenelle asiakkaalle.',
  ],
  ['heading', 'KOULUTUS'],
  ['title', 'Diplomi-insinööri, tietotekniikka'],
  ['body', 'Tampereen yliopisto · 2016 – 2021'],
  ['heading', 'TAIDOT'],
  ['body', 'TypeScript, React, Node.js, PostgreSQL, saavutettavuus'],
  ['heading', 'KIELITAITO'],
  ['body', 'suomi (äidinkieli), englanti (sujuva), ruotsi (hyvä)'],
];

/** The owner's facts that match EN_CV and FI_CV. */
export const OWNER: OwnerFacts = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  sections: ['experience', 'education', 'skills'],
  betterTemplates: [],
};
