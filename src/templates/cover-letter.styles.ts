/**
 * The cover letter's print CSS, one layout in each template's look: the template's typefaces,
 * accent and ink, and its way with the name and headings (a double rule, a band in the accent, a
 * centred italic name…). Colours and fonts are `var()`s of the template's defaults, so a CV's
 * design (design-css.ts, on the root `.cv-letter`) changes the letter as it changes the CV.
 */
import type { Theme } from '@/domain/cv';
import { compactCss, resetCss } from './compact-css';

interface LetterLook {
  /** The template's text and display font stacks (what `--cv-font`/`--cv-font-display` replace). */
  font: string;
  display: string;
  accent: string;
  ink: string;
  /** The look's own rules, under `.cv-letter-{x}`. */
  css: (root: string, accent: string) => string;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, Cambria, "Times New Roman", Times, serif';
const PALATINO = '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';

/** Small capitals of the accent: the headings of the templates that letter-space theirs. */
const spacedSubject = (root: string, colour: string) =>
  `${root} .cv-h2 { font-size: 10pt; letter-spacing: .05em; text-transform: uppercase; color: ${colour} }`;

const LOOKS: Record<Theme, LetterLook> = {
  // Classic: a serif name in the accent over a double rule.
  templateA: {
    font: SERIF,
    display: SERIF,
    accent: '#1f3a5f',
    ink: '#1b2333',
    css: (root, accent) => `
${root} .cv-name { font-weight: 400; color: ${accent}; letter-spacing: .01em }
${root} .cv-title { font-style: italic; color: #4a5568 }
${root} .cv-letter-head { padding-bottom: 4mm; border-bottom: 3px double ${accent} }
${spacedSubject(root, accent)}`,
  },
  // The header in the accent, white and pale text on it, as the template's sidebar.
  templateB: {
    font: SANS,
    display: SANS,
    accent: '#1f3a5f',
    ink: '#1f2937',
    css: (root, accent) => `
${root} .cv-letter-head { background: ${accent}; color: #dfe6ee; padding: 4.5mm 6mm }
${root} .cv-name { color: #fff; letter-spacing: -.01em }
${root} .cv-title { color: #f4a68f; font-weight: 600 }
${spacedSubject(root, accent)}`,
  },
  // The name in the deep accent over a thick rule, as the template prints its band.
  templateC: {
    font: '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
    display: '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
    accent: '#2e7d5b',
    ink: '#1f2a24',
    css: (root, accent) => `
${root} .cv-letter-head { padding-bottom: 3.5mm; border-bottom: 3px solid ${accent} }
${root} .cv-name { color: var(--cv-accent-deep, #23664a); letter-spacing: -.01em }
${root} .cv-title { font-weight: 500 }
${spacedSubject(root, 'var(--cv-accent-deep, #23664a)')}`,
  },
  // A centred italic name in the accent, headings in the same italic.
  templateD: {
    font: '"Avenir Next", Avenir, "Segoe UI", system-ui, sans-serif',
    display: PALATINO,
    accent: '#a8432d',
    ink: '#2b211d',
    css: (root, accent) => `
${root} .cv-letter-head { text-align: center; padding-bottom: 4mm; border-bottom: 1px solid ${accent} }
${root} .cv-letter-contact { justify-content: center }
${root} .cv-name { font-style: italic; font-size: 26pt; line-height: 1.1; color: ${accent} }
${root} .cv-title { font-size: 9.5pt; font-weight: 600; letter-spacing: .05em; text-transform: uppercase; color: #6b4f45 }
${root} .cv-h2 { font-style: italic; font-size: 14pt; color: ${accent} }`,
  },
  // The dark hero: white name, the accent as its highlight.
  templateE: {
    font: SANS,
    display: '"Arial Black", "Helvetica Neue", Arial, system-ui, sans-serif',
    accent: '#f2c14e',
    ink: '#1c2533',
    css: (root, accent) => `
${root} .cv-letter-head { background: #14263f; color: #dfe3ea; padding: 4.5mm 6mm; border-left: 2.5mm solid ${accent} }
${root} .cv-name { font-weight: 900; color: #fff; letter-spacing: -.02em }
${root} .cv-title { color: ${accent}; font-weight: 600 }
${root} .cv-h2 { font-weight: 900; font-size: 13pt; color: #14263f }`,
  },
  // Clear: a plain dark name, the job title and headings in the accent, a thin grey rule.
  templateF: {
    font: '"Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    display: '"Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    accent: '#1f6f8b',
    ink: '#1c2430',
    css: (root, accent) => `
${root} .cv-letter-head { padding-bottom: 3.5mm; border-bottom: 1px solid #cfd6de }
${root} .cv-name { color: #111827; letter-spacing: -.01em }
${root} .cv-title { color: ${accent}; font-weight: 600 }
${spacedSubject(root, accent)}`,
  },
  templateG: {
    font: 'Calibri, Carlito, "Segoe UI", Arial, system-ui, sans-serif',
    display: 'Calibri, Carlito, "Segoe UI", Arial, system-ui, sans-serif',
    accent: '#23445f',
    ink: '#1f2933',
    css: (root, accent) => `
${root} .cv-letter-head { padding-bottom: 3.5mm; border-bottom: 2px solid ${accent} }
${root} .cv-name { color: ${accent} }
${root} .cv-title { color: #3e4c59 }
${spacedSubject(root, accent)}`,
  },
  // The name in the accent beside a bar of it, as the template's column rule.
  templateH: {
    font: '"Trebuchet MS", "Segoe UI", Roboto, Arial, system-ui, sans-serif',
    display: '"Trebuchet MS", "Segoe UI", Roboto, Arial, system-ui, sans-serif',
    accent: '#0f5e6e',
    ink: '#1d2730',
    css: (root, accent) => `
${root} .cv-letter-head { padding-left: 4.5mm; border-left: 1.5mm solid ${accent} }
${root} .cv-name { color: ${accent}; letter-spacing: .01em }
${spacedSubject(root, accent)}
${root} .cv-h2 { padding-bottom: 1.5mm; border-bottom: 2px solid var(--cv-accent-soft, #9cc3cb) }`,
  },
};

/** The class of the theme's look on the letter's root (beside `cv-letter`, the design's root). */
export const letterLookClass = (theme: Theme) => `cv-letter-${theme.slice(-1).toLowerCase()}`;

/** The letter's CSS in the theme's look: one page of a normal letter on A4 and on Letter. */
export function coverLetterCss(theme: Theme): string {
  const look = LOOKS[theme];
  const root = `.cv-letter.${letterLookClass(theme)}`;
  const accent = `var(--cv-accent, ${look.accent})`;
  return compactCss(`
${root} { max-width: 800px; margin: 0 auto; padding: 14mm 16mm; background: #fff; color: ${look.ink};
  font: 10pt/1.45 var(--cv-font, ${look.font}); text-align: left; overflow-wrap: break-word }
${resetCss(root, { hoverUnderline: false })}
${root} .cv-name, ${root} .cv-h2 { font-family: var(--cv-font-display, ${look.display}) }
${root} .cv-name { font-size: 22pt; line-height: 1.15; font-weight: 700 }
${root} .cv-title { margin-top: 1mm; font-size: 11.5pt }
${root} .cv-letter-contact { display: flex; flex-wrap: wrap; gap: 1mm 6mm; margin-top: 2.5mm; font-size: 9.5pt }
${root} .cv-letter-contact a { overflow-wrap: anywhere }
${root} .cv-letter-date { margin-top: 6mm; text-align: right }
${root} .cv-letter-to { margin-top: 2mm; font-weight: 700 }
${root} .cv-h2 { margin: 5mm 0 4mm; font-size: 11.5pt; font-weight: 700; line-height: 1.3 }
${root} .cv-letter-body p, ${root} .cv-letter-greeting { margin-bottom: 3mm; white-space: pre-line }
${root} .cv-letter-closing { margin-top: 5mm; white-space: pre-line }
${root} .cv-letter-signature { margin-top: 7mm; font-weight: 700 }
${look.css(root, accent)}
@media print {
  @page { margin: 15mm 20mm }
  /* The header's band and rules print even when the browser leaves out background graphics. */
  ${root}, ${root} * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  ${root} { max-width: none; padding: 0 }
  ${root} .cv-letter-head, ${root} .cv-h2 { break-inside: avoid }
  ${root} .cv-h2 { break-after: avoid }
  /* The closing is not left alone at the top of a page, away from the letter it ends. */
  ${root} .cv-letter-closing, ${root} .cv-letter-signature { break-before: avoid }
}
`);
}
