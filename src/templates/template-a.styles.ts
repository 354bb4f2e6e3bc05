/** Template A, "Classic": one serif column, navy accents, thin rules between sections. */
import { compactCss, resetCss } from './compact-css';

export const templateACss = compactCss(`
.cv-a { container: cv-a / inline-size; max-width: 860px; margin: 0 auto; background: #fff; color: #1b2333;
  font: 15px/1.55 var(--cv-font, Georgia, Cambria, "Times New Roman", Times, serif); text-align: left;
  overflow-wrap: break-word; box-shadow: 0 1px 4px rgba(16, 24, 40, .14) }
${resetCss('.cv-a', { hoverUnderline: false })}
.cv-a a .cv-url, .cv-a a .cv-contact-text { text-decoration: underline; text-decoration-color: var(--cv-accent-soft, #9fb0c6); text-underline-offset: 3px }
.cv-a .cv-icon { width: 15px; height: 15px; flex: none; color: var(--cv-accent, #1f3a5f) }
.cv-a .cv-in { padding: 30px 20px 34px }
.cv-a .cv-head { padding-bottom: 18px; border-bottom: 3px double var(--cv-accent, #1f3a5f) }
.cv-a .cv-name { font-size: 32px; line-height: 1.15; font-weight: 400; color: var(--cv-accent, #1f3a5f); letter-spacing: .01em }
.cv-a .cv-title { margin-top: 4px; font-size: 17px; font-style: italic; color: #4a5568 }
.cv-a .cv-contact { display: flex; flex-wrap: wrap; gap: 6px 24px; margin-top: 12px; font-size: 14px }
.cv-a .cv-contact li, .cv-a .cv-link { display: inline-flex; align-items: center; gap: 8px }
.cv-a .cv-sec { padding: 20px 0; border-bottom: 1px solid #d9dee6 }
.cv-a .cv-sec:last-child { border-bottom: 0; padding-bottom: 0 }
.cv-a .cv-h2 { margin-bottom: 10px; font-size: 13px; font-weight: 700; letter-spacing: .16em; text-transform: uppercase; color: var(--cv-accent, #1f3a5f) }
.cv-a .cv-entry + .cv-entry { margin-top: 16px }
.cv-a .cv-entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 16px }
.cv-a .cv-entry-title { font-size: 16px; font-weight: 700 }
.cv-a .cv-field { font-weight: 400 }
.cv-a .cv-dates { font-size: 14px; color: #4a5568; white-space: nowrap }
.cv-a .cv-org { font-style: italic; color: #2d3748 }
.cv-a .cv-desc, .cv-a .cv-bio-text { margin-top: 4px; white-space: pre-line }
.cv-a .cv-skill-list { display: grid; gap: 8px 32px; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)) }
.cv-a .cv-skill { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 2px 12px; border-bottom: 1px dotted #b8c2d0; padding-bottom: 4px }
.cv-a .cv-level { display: inline-flex; align-items: center; gap: 7px; font-size: 13px; font-style: italic; color: #4a5568 }
.cv-a .cv-meter { display: inline-flex; gap: 3px }
.cv-a .cv-meter span { width: 8px; height: 8px; border: 1px solid var(--cv-accent, #1f3a5f); border-radius: 50% }
.cv-a .cv-meter .on { background: var(--cv-accent, #1f3a5f) }
.cv-a .cv-link-list { display: flex; flex-direction: column; gap: 6px }
.cv-a .cv-link-type { font-weight: 700; margin-right: 4px }
.cv-a .cv-url { overflow-wrap: anywhere }
.cv-a .cv-entry-link { margin-top: 2px; font-size: 14px }
.cv-a .cv-empty { color: #5b6472; font-style: italic }
@container cv-a (min-width: 600px) {
  .cv-a .cv-in { padding: 52px 60px 56px }
  .cv-a .cv-name { font-size: 40px }
  .cv-a .cv-sec { display: grid; grid-template-columns: 140px 1fr; gap: 28px }
  .cv-a .cv-h2 { margin: 4px 0 0 }
}
@media print {
  @page { margin: 12mm }
  /* Bars, dots and rules print even when the browser leaves out background graphics. */
  .cv-a, .cv-a * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  /* Wider letter-spacing reads as single letters to a PDF reader or a job portal's parser. */
  .cv-a .cv-h2 { letter-spacing: .05em }
  .cv-a { max-width: none; box-shadow: none; color: #000; font-size: 10.5pt }
  .cv-a .cv-in { padding: 0 }
  .cv-a a .cv-url, .cv-a a .cv-contact-text { text-decoration: none }
  .cv-a .cv-entry, .cv-a .cv-skill, .cv-a .cv-head { break-inside: avoid }
  .cv-a .cv-h2 { break-after: avoid }
  /* Raised off the first line's baseline, a heading reads as a line of its own to a parser, not as the start of its first entry's line. */
  .cv-a .cv-h2 { margin-top: -6px }
  /* A word longer than the headings' column (a Finnish compound) widens it instead of breaking in two: up to a limit. */
  .cv-a .cv-sec { grid-template-columns: minmax(140px, min-content) 1fr }
  .cv-a .cv-h2 { max-width: 220px }
}
`);
