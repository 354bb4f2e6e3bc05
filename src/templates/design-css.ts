/**
 * What a CV's design changes in its template, as CSS on the template's root: the chosen accent (made
 * to pass AA where the template puts it, src/domain/accent.ts) and the shades each template draws
 * from it. A template without a chosen accent keeps its own colours (each `var()` falls back to them).
 */
import { fitAccent } from '@/domain/accent';
import type { Theme } from '@/domain/cv';
import type { CvDesign } from '@/domain/design';

export function designCss(theme: Theme, rootClass: string, design: CvDesign | undefined): string {
  if (!design?.accent) return '';
  // A hex colour from the design's schema and fitAccent: nothing else reaches the style sheet.
  const { colour } = fitAccent(theme, design.accent);
  const mix = (amount: number, other: string) =>
    `color-mix(in srgb, ${colour} ${amount}%, ${other})`;
  return `.${rootClass} { --cv-accent: ${colour}; --cv-accent-deep: ${mix(85, '#000')}; --cv-accent-ink: ${mix(45, '#000')}; --cv-accent-bright: ${mix(85, '#fff')}; --cv-accent-soft: ${mix(40, '#fff')} }`;
}
