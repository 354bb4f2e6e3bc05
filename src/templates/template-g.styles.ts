/**
 * Template G, "Nordic": the layout common in Finnish applications. The name and a block of
 * personal details at the top with the photo beside them; each section's heading on a rule across
 * the page; each entry's dates in a column of their own at the left, its text beside them.
 */
import { compactCss, resetCss } from './compact-css';

export const templateGCss = compactCss(`
.cv-g { container: cv-g / inline-size; max-width: 900px; margin: 0 auto; background: #fff; color: #1f2933;
  font: 15px/1.5 var(--cv-font, Calibri, Carlito, "Segoe UI", Arial, system-ui, sans-serif); text-align: left;
  overflow-wrap: break-word; box-shadow: 0 1px 4px rgba(16, 24, 40, .14) }
${resetCss('.cv-g', { hoverUnderline: false })}
.cv-g a .cv-url, .cv-g a .cv-contact-text { text-decoration: underline; text-underline-offset: 3px; text-decoration-color: #9aa5b1 }
.cv-g .cv-icon { width: 15px; height: 15px; flex: none; color: var(--cv-accent, #23445f) }
.cv-g .cv-in { padding: 24px 18px 30px }
.cv-g .cv-top { display: flex; gap: 16px; align-items: flex-start; padding-bottom: 16px; border-bottom: 2px solid var(--cv-accent, #23445f) }
.cv-g .cv-top .cv-head { flex: 1; min-width: 0 }
.cv-g .cv-photo { flex: none; order: 2 }
.cv-g .cv-img, .cv-g .cv-avatar { display: block; width: 84px; height: 104px; border-radius: 4px; object-fit: cover }
.cv-g .cv-name { font-size: 27px; line-height: 1.15; font-weight: 700; color: var(--cv-accent, #23445f) }
.cv-g .cv-title { margin-top: 2px; font-size: 16px; color: #3e4c59 }
.cv-g .cv-contact { display: grid; gap: 3px; margin-top: 10px; font-size: 14px }
.cv-g .cv-contact li, .cv-g .cv-link { display: flex; align-items: center; gap: 8px }
.cv-g .cv-sec { padding-top: 20px }
.cv-g .cv-h2 { display: flex; align-items: center; gap: 12px; margin-bottom: 10px; font-size: 15px; font-weight: 700; letter-spacing: .03em; text-transform: uppercase; color: var(--cv-accent, #23445f) }
.cv-g .cv-h2::after { content: ""; flex: 1; height: 1px; background: #b8c4ce }
.cv-g .cv-entry + .cv-entry { margin-top: 14px }
.cv-g .cv-entry-head { display: flex; flex-direction: column-reverse; gap: 0 }
.cv-g .cv-entry-title { font-size: 15.5px; font-weight: 700 }
.cv-g .cv-field { font-weight: 400 }
.cv-g .cv-dates { font-size: 13.5px; color: #3e4c59; white-space: nowrap }
.cv-g .cv-org { color: #323f4b; font-style: italic }
.cv-g .cv-desc, .cv-g .cv-bio-text { margin-top: 3px; white-space: pre-line }
.cv-g .cv-skill-list { display: grid; gap: 5px 24px; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)) }
.cv-g .cv-skill { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 2px 12px }
.cv-g .cv-level { display: inline-flex; align-items: center; gap: 7px; font-size: 13.5px; color: #3e4c59 }
.cv-g .cv-meter { display: inline-flex; gap: 3px }
.cv-g .cv-meter span { width: 8px; height: 8px; border-radius: 50%; background: #d3dae1 }
.cv-g .cv-meter .on { background: var(--cv-accent, #23445f) }
.cv-g .cv-link-list { display: flex; flex-direction: column; gap: 5px }
.cv-g .cv-link-type { font-weight: 700; margin-right: 4px }
.cv-g .cv-url { overflow-wrap: anywhere }
.cv-g .cv-entry-link { margin-top: 2px; font-size: 14px }
.cv-g .cv-empty { color: #3e4c59; font-style: italic }
@container cv-g (min-width: 600px) {
  .cv-g .cv-in { padding: 44px 52px 48px }
  .cv-g .cv-name { font-size: 32px }
  .cv-g .cv-img, .cv-g .cv-avatar { width: 112px; height: 140px }
  .cv-g .cv-contact { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 24px }
  /* The dates in a column of their own, the entry's text beside them. */
  /* Wide enough for "syys 2012 – kesä 2017" in the monospaced typeface: a date never wraps. */
  .cv-g .cv-entry { display: grid; grid-template-columns: 12.5em minmax(0, 1fr); column-gap: 18px }
  .cv-g .cv-entry > * { grid-column: 2 }
  .cv-g .cv-entry-head { display: contents }
  .cv-g .cv-entry .cv-dates { grid-column: 1; grid-row: 1 / span 4; padding-top: 1px }
  .cv-g .cv-entry .cv-entry-title { grid-row: 1 }
}
@media print {
  @page { margin: 12mm }
  .cv-g, .cv-g * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  .cv-g { max-width: none; box-shadow: none; color: #000; font-size: 10.5pt }
  .cv-g .cv-in { padding: 0 }
  .cv-g a .cv-url, .cv-g a .cv-contact-text { text-decoration: none }
  .cv-g .cv-h2 { break-after: avoid }
  .cv-g .cv-entry, .cv-g .cv-skill, .cv-g .cv-top { break-inside: avoid }
  /* One skill a line, its level at the line's end: skills side by side read as interleaved columns to a parser. */
  .cv-g .cv-skill-list { display: block; max-width: 110mm }
  .cv-g .cv-skill + .cv-skill { margin-top: 3px }
}
`);
