/** Template C, "Compact": green header band, dense two-column body (one column on phones). */
import { compactCss, resetCss } from './compact-css';

export const templateCCss = compactCss(`
.cv-c { container: cv-c / inline-size; max-width: 960px; margin: 0 auto; background: #fbfaf7; color: #1f2a24;
  font: 14px/1.45 var(--cv-font, "Helvetica Neue", Helvetica, Arial, system-ui, sans-serif); text-align: left;
  overflow-wrap: break-word; box-shadow: 0 1px 6px rgba(16, 24, 40, .14) }
${resetCss('.cv-c')}
.cv-c .cv-icon { width: 14px; height: 14px; flex: none }
.cv-c .cv-band { --fg: #fff; background: var(--cv-accent, #2e7d5b); color: var(--fg); padding: 18px 16px; display: flex; align-items: center; gap: 14px }
.cv-c .cv-photo { flex: none }
.cv-c .cv-id { flex: 1 }
.cv-c .cv-img, .cv-c .cv-avatar { display: block; width: 76px; height: 76px; border-radius: 10px; object-fit: cover; border: 2px solid #fff }
.cv-c .cv-name { font-size: 24px; line-height: 1.15; font-weight: 700; letter-spacing: -.01em }
.cv-c .cv-title { font-size: 14.5px; font-weight: 500 }
.cv-c .cv-contact { display: flex; flex-wrap: wrap; gap: 2px 18px; margin-top: 6px; font-size: 13px }
.cv-c .cv-contact li, .cv-c .cv-link { display: inline-flex; align-items: center; gap: 6px }
.cv-c .cv-body { display: grid; gap: 18px; padding: 18px 16px 24px }
.cv-c .cv-main, .cv-c .cv-side { display: grid; gap: 18px; align-content: start }
.cv-c .cv-side { background: #eef5f1; border-radius: 8px; padding: 14px }
.cv-c .cv-h2 { margin-bottom: 8px; padding-bottom: 3px; border-bottom: 2px solid var(--cv-accent, #2e7d5b); font-size: 12px; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: var(--cv-accent-deep, #23664a) }
.cv-c .cv-entry { padding: 7px 0 }
.cv-c .cv-entry:first-child { padding-top: 0 }
.cv-c .cv-entry + .cv-entry { border-top: 1px dashed var(--cv-accent-soft, #c9d6ce) }
.cv-c .cv-entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 12px }
.cv-c .cv-entry-title { font-size: 14.5px; font-weight: 700 }
.cv-c .cv-field { font-weight: 400 }
.cv-c .cv-dates { font-size: 12.5px; color: #4d5a52; white-space: nowrap }
.cv-c .cv-org { color: var(--cv-accent-deep, #23664a); font-weight: 600; font-size: 13.5px }
.cv-c .cv-desc, .cv-c .cv-bio-text { margin-top: 2px; white-space: pre-line }
.cv-c .cv-skill-list, .cv-c .cv-link-list { display: grid; gap: 6px }
.cv-c .cv-skill { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 2px 10px }
.cv-c .cv-skill-name { font-weight: 600 }
.cv-c .cv-level { display: inline-flex; align-items: center; gap: 6px; font-size: 12px; color: #4d5a52 }
.cv-c .cv-meter { display: inline-flex; gap: 2px }
.cv-c .cv-meter span { width: 12px; height: 5px; background: var(--cv-accent-soft, #c9d6ce) }
.cv-c .cv-meter .on { background: var(--cv-accent, #2e7d5b) }
.cv-c .cv-link .cv-icon { color: var(--cv-accent-deep, #23664a) }
.cv-c .cv-link-type { font-weight: 600; margin-right: 4px }
.cv-c .cv-url { color: #3d4a42; overflow-wrap: anywhere }
.cv-c .cv-entry-link { margin-top: 2px; font-size: 13px }
.cv-c .cv-entry-link a .cv-url { color: var(--cv-accent-deep, #23664a); text-decoration: underline; text-underline-offset: 2px }
.cv-c .cv-empty { color: #4d5a52; font-style: italic }
@container cv-c (min-width: 600px) {
  .cv-c .cv-band { padding: 24px 32px; gap: 22px }
  .cv-c .cv-img, .cv-c .cv-avatar { width: 100px; height: 100px }
  .cv-c .cv-name { font-size: 30px }
  .cv-c .cv-body { grid-template-columns: minmax(0, 1fr) minmax(220px, 34%); gap: 24px; padding: 22px 32px 32px }
}
@media print {
  @page { margin: 12mm }
  /* Bars, dots and rules print even when the browser leaves out background graphics. */
  .cv-c, .cv-c * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  .cv-c { max-width: none; box-shadow: none; background: none; font-size: 9.5pt }
  /* Wider letter-spacing reads as single letters to a PDF reader or a job portal's parser. */
  .cv-c .cv-h2 { letter-spacing: .05em }
  .cv-c .cv-band { --fg: #1f2a24; background: none; padding: 0 0 10px; border-bottom: 3px solid var(--cv-accent, #2e7d5b) }
  .cv-c .cv-name { color: var(--cv-accent-deep, #23664a) }
  .cv-c .cv-side { background: none; border-left: 1px solid var(--cv-accent-soft, #c9d6ce); border-radius: 0 }
  .cv-c .cv-body { padding: 14px 0 0 }
  /* Chromium misplaces grid rows across a page break (a heading lands on the text above it): blocks on paper. */
  .cv-c .cv-main, .cv-c .cv-side { display: block }
  .cv-c .cv-main > * + *, .cv-c .cv-side > * + * { margin-top: 18px }
  /* Positioned, the main column is drawn after the side one: its rest on the next page follows its own heading in the text, not the side's last. */
  .cv-c .cv-main { position: relative }
  .cv-c .cv-entry, .cv-c .cv-skill, .cv-c .cv-link { break-inside: avoid }
  .cv-c .cv-h2 { break-after: avoid }
}
`);
