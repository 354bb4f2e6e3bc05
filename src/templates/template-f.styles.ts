/**
 * Template F, "Clear": one sans-serif column made for hiring systems: the name, a line of contact,
 * headings on a thin rule, each entry's dates on the line under its title; no photo, nothing side
 * by side.
 */
import { compactCss, resetCss } from './compact-css';

export const templateFCss = compactCss(`
.cv-f { container: cv-f / inline-size; max-width: 820px; margin: 0 auto; background: #fff; color: #1c2430;
  font: 15px/1.55 var(--cv-font, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif); text-align: left;
  overflow-wrap: break-word; box-shadow: 0 1px 4px rgba(16, 24, 40, .14) }
${resetCss('.cv-f', { hoverUnderline: false })}
.cv-f a .cv-url, .cv-f a .cv-contact-text { text-decoration: underline; text-decoration-color: var(--cv-accent-soft, #8fb8c6); text-underline-offset: 3px }
.cv-f .cv-icon { width: 14px; height: 14px; flex: none; color: var(--cv-accent, #1f6f8b) }
.cv-f .cv-in { padding: 28px 20px 32px }
.cv-f .cv-head { padding-bottom: 14px }
.cv-f .cv-name { font-size: 30px; line-height: 1.15; font-weight: 700; color: #111827; letter-spacing: -.01em }
.cv-f .cv-title { margin-top: 2px; font-size: 17px; color: var(--cv-accent, #1f6f8b); font-weight: 600 }
.cv-f .cv-contact { display: flex; flex-wrap: wrap; gap: 4px 20px; margin-top: 10px; font-size: 14px; color: #374151 }
.cv-f .cv-contact li, .cv-f .cv-link { display: inline-flex; align-items: center; gap: 7px }
.cv-f .cv-sec { padding-top: 18px }
.cv-f .cv-h2 { margin-bottom: 10px; padding-bottom: 4px; border-bottom: 1px solid #cfd6de; font-size: 14px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: var(--cv-accent, #1f6f8b) }
.cv-f .cv-entry + .cv-entry { margin-top: 14px }
/* The dates on a line of their own under the title: nothing stands beside anything. */
.cv-f .cv-entry-head { display: flex; flex-direction: column }
.cv-f .cv-entry-title { font-size: 16px; font-weight: 700 }
.cv-f .cv-field { font-weight: 400 }
.cv-f .cv-dates { font-size: 14px; color: #4b5563; white-space: nowrap }
.cv-f .cv-org { font-weight: 600; color: #374151 }
.cv-f .cv-desc, .cv-f .cv-bio-text { margin-top: 4px; white-space: pre-line }
.cv-f .cv-skill-list { display: grid; gap: 6px 28px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)) }
.cv-f .cv-skill { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 2px 12px }
.cv-f .cv-skill-name { font-weight: 600 }
.cv-f .cv-level { display: inline-flex; align-items: center; gap: 7px; font-size: 13px; color: #4b5563 }
.cv-f .cv-meter { display: inline-flex; gap: 3px }
.cv-f .cv-meter span { width: 10px; height: 4px; background: #d5dde5 }
.cv-f .cv-meter .on { background: var(--cv-accent, #1f6f8b) }
.cv-f .cv-link-list { display: flex; flex-direction: column; gap: 6px }
.cv-f .cv-link-type { font-weight: 700; margin-right: 4px }
.cv-f .cv-url { overflow-wrap: anywhere }
.cv-f .cv-entry-link { margin-top: 2px; font-size: 14px }
.cv-f .cv-empty { color: #4b5563; font-style: italic }
@container cv-f (min-width: 600px) {
  .cv-f .cv-in { padding: 48px 56px 52px }
  .cv-f .cv-name { font-size: 36px }
}
@media print {
  @page { margin: 12mm }
  .cv-f, .cv-f * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  .cv-f { max-width: none; box-shadow: none; color: #000; font-size: 10.5pt }
  .cv-f .cv-in { padding: 0 }
  .cv-f .cv-h2 { letter-spacing: .04em; break-after: avoid }
  .cv-f a .cv-url, .cv-f a .cv-contact-text { text-decoration: none }
  .cv-f .cv-entry, .cv-f .cv-skill, .cv-f .cv-head { break-inside: avoid }
  /* One skill a line, its level at the line's end: skills side by side read as interleaved columns to a parser. */
  .cv-f .cv-skill-list { display: block; max-width: 110mm }
  .cv-f .cv-skill + .cv-skill { margin-top: 3px }
}
`);
