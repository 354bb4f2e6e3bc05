/**
 * What a CV's design changes in its template, as CSS on the template's root, after the template's
 * own: the chosen accent (made to pass AA where the template puts it, src/domain/accent.ts) and the
 * shades each template draws from it, the typeface, the text's size, the spacing, the photo's shape
 * and the printed sheet. What is not chosen stays the template's own (each `var()` falls back to
 * its colours and fonts).
 */
import { fitAccent } from '@/domain/accent';
import type { Theme } from '@/domain/cv';
import type { CvDesign, Density, PageFormat, PhotoShape, TextSize } from '@/domain/design';
import { typefaceCss } from './typefaces';

/** The whole CV a little smaller or larger: text, spacing and photo alike, so nothing crowds. */
const ZOOM: Record<TextSize, number> = { s: 0.92, m: 1, l: 1.1 };
/** Lines and the space between entries; 'normal' is each template's own. */
const SPACING: Record<Exclude<Density, 'normal'>, { line: number; gap: number }> = {
  compact: { line: 1.4, gap: 10 },
  airy: { line: 1.75, gap: 26 },
};
const RADIUS: Record<PhotoShape, string> = { round: '50%', rounded: '18%', square: '0' };
/** The printed sheet's size (the PDF route passes its own to Chromium). */
const SHEET: Record<PageFormat, string> = { a4: 'A4', letter: 'letter' };

function accentCss(theme: Theme, root: string, accent: string): string {
  // A hex colour from the design's schema and fitAccent: nothing else reaches the style sheet.
  const { colour } = fitAccent(theme, accent);
  const mix = (amount: number, other: string) =>
    `color-mix(in srgb, ${colour} ${amount}%, ${other})`;
  return `${root} { --cv-accent: ${colour}; --cv-accent-deep: ${mix(85, '#000')}; --cv-accent-ink: ${mix(45, '#000')}; --cv-accent-bright: ${mix(85, '#fff')}; --cv-accent-soft: ${mix(40, '#fff')} }`;
}

export function designCss(theme: Theme, rootClass: string, design: CvDesign | undefined): string {
  if (!design) return '';
  const root = `.${rootClass}`;
  const rules: string[] = [];
  if (design.accent) rules.push(accentCss(theme, root, design.accent));
  if (design.typeface) rules.push(typefaceCss(root, design.typeface));
  if (design.size && design.size !== 'm') rules.push(`${root} { zoom: ${ZOOM[design.size]} }`);
  if (design.density && design.density !== 'normal') {
    const { line, gap } = SPACING[design.density];
    rules.push(
      `${root} { line-height: ${line} } ${root} .cv-entry + .cv-entry { margin-top: ${gap}px }`,
    );
  }
  if (design.photo_shape)
    rules.push(
      `${root} .cv-img, ${root} .cv-avatar { border-radius: ${RADIUS[design.photo_shape]} }`,
    );
  if (design.page) rules.push(`@media print { @page { size: ${SHEET[design.page]} } }`);
  return rules.join('\n');
}
