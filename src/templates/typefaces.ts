/**
 * The four typefaces a CV's design offers, as families we serve ourselves from /fonts/ (the
 * @fontsource packages' files, server/modules/fonts): no third party sees a reader. Each family
 * comes in three subsets, so a Finnish CV fetches the Latin file only and "Łukasz Nguyễn Šťastný"
 * still has every letter; regular, italic, bold and bold italic, shown at once in a fallback
 * (`font-display: swap`). The same rules draw the editor, the public page and the PDF.
 */
import { FONTS_PATH, type Typeface } from '@/domain/design';

/** The characters each subset file covers (Google Fonts' ranges, as @fontsource writes them). */
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  vietnamese:
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
} as const;
type Subset = keyof typeof SUBSETS;

const FACES = [
  { weight: 400, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 700, style: 'normal' },
  { weight: 700, style: 'italic' },
] as const;
type Face = (typeof FACES)[number];

export interface FontFamily {
  /** The family's own name, as CSS and Word know it. */
  name: string;
  /** The @fontsource package's name and its files' prefix. */
  slug: string;
  /** Shown until the file arrives, and wherever it cannot (the same kind of letter). */
  fallback: string;
  /** What Word draws with on a computer without the family: a font every Word has, of its kind. */
  wordFallback: string;
  wordFamily: 'swiss' | 'roman' | 'modern';
}

export const FONT_FAMILIES = {
  inter: {
    name: 'Inter',
    slug: 'inter',
    fallback: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    wordFallback: 'Arial',
    wordFamily: 'swiss',
  },
  sourceSerif: {
    name: 'Source Serif 4',
    slug: 'source-serif-4',
    fallback: 'Georgia, Cambria, "Times New Roman", serif',
    wordFallback: 'Georgia',
    wordFamily: 'roman',
  },
  firaSans: {
    name: 'Fira Sans',
    slug: 'fira-sans',
    fallback: '"Segoe UI", Candara, "Trebuchet MS", Arial, sans-serif',
    wordFallback: 'Calibri',
    wordFamily: 'swiss',
  },
  plexMono: {
    name: 'IBM Plex Mono',
    slug: 'ibm-plex-mono',
    fallback: 'ui-monospace, Menlo, Consolas, "Courier New", monospace',
    wordFallback: 'Consolas',
    wordFamily: 'modern',
  },
} as const satisfies Record<string, FontFamily>;
type FamilyKey = keyof typeof FONT_FAMILIES;

/** Each typeface's text and its display lines (the name and headings; the mono one's dates too). */
export const TYPEFACE_FAMILIES: Record<Typeface, { body: FamilyKey; display: FamilyKey }> = {
  sans: { body: 'inter', display: 'inter' },
  serif: { body: 'sourceSerif', display: 'sourceSerif' },
  humanist: { body: 'firaSans', display: 'firaSans' },
  mono: { body: 'inter', display: 'plexMono' },
};

function fileName(family: FontFamily, subset: Subset, face: Face): string {
  return `${family.slug}-${subset}-${face.weight}-${face.style}.woff2`;
}

/** Every file we serve, by name, with the package it comes from. */
export function fontFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of Object.values(FONT_FAMILIES))
    for (const subset of Object.keys(SUBSETS) as Subset[])
      for (const face of FACES) files.set(fileName(family, subset, face), family.slug);
  return files;
}

export function familyStack(family: FontFamily): string {
  return `"${family.name}", ${family.fallback}`;
}

export function usedFamilies(typeface: Typeface): FontFamily[] {
  const { body, display } = TYPEFACE_FAMILIES[typeface];
  return [...new Set([body, display])].map((key) => FONT_FAMILIES[key]);
}

function fontFaces(family: FontFamily): string {
  return (Object.keys(SUBSETS) as Subset[])
    .flatMap((subset) =>
      FACES.map(
        (face) =>
          `@font-face { font-family: "${family.name}"; font-style: ${face.style}; font-weight: ${face.weight}; font-display: swap; src: url(${FONTS_PATH}${fileName(family, subset, face)}) format("woff2"); unicode-range: ${SUBSETS[subset]} }`,
      ),
    )
    .join('\n');
}

/** The typeface's files, each fetched only when a letter on the page needs it. */
export function fontFaceRules(typeface: Typeface): string {
  return usedFamilies(typeface).map(fontFaces).join('\n');
}

/**
 * The typeface's faces and the family the template's text and display lines take instead of its own
 * (the templates' fonts are `var(--cv-font, …)` and `var(--cv-font-display, …)`).
 */
export function typefaceCss(root: string, typeface: Typeface): string {
  const { body, display } = TYPEFACE_FAMILIES[typeface];
  const rules = [fontFaceRules(typeface)];
  rules.push(
    `${root} { --cv-font: ${familyStack(FONT_FAMILIES[body])}; --cv-font-display: ${familyStack(FONT_FAMILIES[display])} }`,
  );
  const displayLines = [`${root} .cv-name`, `${root} .cv-h2`];
  if (body !== display) displayLines.push(`${root} .cv-dates`);
  rules.push(`${displayLines.join(', ')} { font-family: var(--cv-font-display) }`);
  return rules.join('\n');
}

/** The file a page needs first (the text's regular Latin face), asked for with the page's head. */
export function fontPreload(typeface: Typeface | undefined): string {
  if (!typeface) return '';
  const family = FONT_FAMILIES[TYPEFACE_FAMILIES[typeface].body];
  return `<link rel="preload" href="${FONTS_PATH}${fileName(family, 'latin', FACES[0])}" as="font" type="font/woff2" crossorigin>`;
}
