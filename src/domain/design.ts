/**
 * A CV's design (issue 49): its accent colour, typeface, text size, density, page format and photo
 * shape. Every key is optional: one the owner has not chosen is the template's own. Kept per CV (both
 * language versions look the same), taken by create_cv (a JSON string field, as the lists are) and
 * edit_cv, answered by get_cv and the public API, and carried in JSON Resume's `meta`.
 */
import { z } from 'zod';

export const TYPEFACES = ['sans', 'serif', 'humanist', 'mono'] as const;
export const TEXT_SIZES = ['s', 'm', 'l'] as const;
export const DENSITIES = ['compact', 'normal', 'airy'] as const;
export const PAGE_FORMATS = ['a4', 'letter'] as const;
export const PHOTO_SHAPES = ['round', 'rounded', 'square'] as const;

export type Typeface = (typeof TYPEFACES)[number];
/** Where the typefaces' files are served (src/templates/typefaces.ts); the PDF renderer answers the same paths. */
export const FONTS_PATH = '/fonts/';
export type TextSize = (typeof TEXT_SIZES)[number];
export type Density = (typeof DENSITIES)[number];
export type PageFormat = (typeof PAGE_FORMATS)[number];
export type PhotoShape = (typeof PHOTO_SHAPES)[number];

/** Where paper is US Letter (the Americas' NAFTA and Central American countries, the Philippines): A4 elsewhere. */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'CR',
  'GT',
  'PA',
  'DO',
  'PR',
  'SV',
  'NI',
  'HN',
  'BZ',
]);

/** The page format a new CV starts with for a browser's language tag ("en-US": Letter; "fi": A4). */
export function pageForLocale(locale: string | undefined): PageFormat {
  try {
    const region = locale ? new Intl.Locale(locale).maximize().region : undefined;
    return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  } catch {
    return 'a4';
  }
}

/** A colour as a colour picker gives it: "#" and six hex digits, kept in lower case. */
export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/i;

export const designSchema = z.strictObject({
  accent: z
    .string()
    .trim()
    .regex(ACCENT_PATTERN, 'validation.accent')
    .transform((value) => value.toLowerCase())
    .optional(),
  typeface: z.enum(TYPEFACES).optional(),
  size: z.enum(TEXT_SIZES).optional(),
  density: z.enum(DENSITIES).optional(),
  page: z.enum(PAGE_FORMATS).optional(),
  photo_shape: z.enum(PHOTO_SHAPES).optional(),
});
export type CvDesign = z.output<typeof designSchema>;
export type DesignKey = keyof CvDesign;

/** The design of a file from elsewhere (a JSON Resume's meta): the keys it gets right, the rest left out. */
export function designFrom(value: unknown): { design: CvDesign; refused: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { design: {}, refused: [] };
  const design: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [key, given] of Object.entries(value)) {
    const read = designSchema.safeParse({ [key]: given });
    if (read.success) Object.assign(design, read.data);
    else refused.push(key);
  }
  // Each key was read by the schema alone, so together they are what it reads.
  return { design: designSchema.parse(design), refused };
}
