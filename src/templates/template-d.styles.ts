/** Template D, "Creative": warm paper, terracotta column with a big photo, timeline experience. */
import { compactCss, resetCss } from './compact-css';

export const templateDCss = compactCss(`
.cv-d { container: cv-d / inline-size; max-width: 1000px; margin: 0 auto; background: #fff7f2; color: #2b211d;
  font: 15px/1.6 var(--cv-font, "Avenir Next", Avenir, "Segoe UI", system-ui, sans-serif); text-align: left;
  overflow-wrap: break-word; box-shadow: 0 2px 14px rgba(90, 40, 20, .14) }
${resetCss('.cv-d')}
.cv-d .cv-icon { width: 16px; height: 16px; flex: none }
.cv-d .cv-in { display: grid; grid-template-areas: "photo" "head" "side" "main" }
.cv-d .cv-photo { grid-area: photo; padding-top: 28px; text-align: center; background: linear-gradient(var(--cv-accent, #b5472f) 62%, transparent 62%) }
.cv-d .cv-img, .cv-d .cv-avatar { display: inline-block; width: 170px; height: 170px; object-fit: cover; border: 6px solid #fff7f2; border-radius: 46% 54% 50% 50% / 52% 44% 56% 48% }
.cv-d .cv-head { grid-area: head; padding: 10px 20px 20px; text-align: center }
.cv-d .cv-name { font: italic 700 34px/1.1 var(--cv-font-display, "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif); color: var(--cv-accent, #a8432d) }
.cv-d .cv-title { margin-top: 6px; font-size: 13px; font-weight: 600; letter-spacing: .16em; text-transform: uppercase; color: #6b4f45 }
.cv-d .cv-side { --ink: #fff; --line: rgba(255, 255, 255, .35); grid-area: side; background: var(--cv-accent, #b5472f); color: #fff; margin: 0 16px; border-radius: 18px; padding: 22px 20px; display: grid; gap: 22px; align-content: start; font-size: 14px }
.cv-d .cv-main { grid-area: main; padding: 28px 20px 36px; display: grid; gap: 28px; align-content: start }
.cv-d .cv-h2 { margin-bottom: 12px; font: italic 700 22px/1.2 var(--cv-font-display, "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif); color: var(--cv-accent, #a8432d) }
.cv-d .cv-side .cv-h2 { color: var(--ink); font-size: 19px }
.cv-d .cv-contact, .cv-d .cv-link-list, .cv-d .cv-skill-list { display: grid; gap: 10px }
.cv-d .cv-contact li, .cv-d .cv-link { display: flex; align-items: center; gap: 10px }
.cv-d .cv-link-text { display: flex; flex-direction: column; line-height: 1.3 }
.cv-d .cv-link-type { font-weight: 700 }
.cv-d .cv-url { font-size: 13px; overflow-wrap: anywhere }
.cv-d .cv-skill { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 2px 10px; padding: 6px 12px; border: 1px solid var(--line); border-radius: 999px }
.cv-d .cv-skill-name { font-weight: 700 }
.cv-d .cv-level { display: inline-flex; align-items: center; gap: 7px; font-size: 12.5px }
.cv-d .cv-meter { display: inline-flex; gap: 3px }
.cv-d .cv-meter span { width: 8px; height: 8px; border-radius: 50%; border: 1.5px solid var(--ink) }
.cv-d .cv-meter .on { background: var(--ink) }
.cv-d .cv-main .cv-list { border-left: 2px solid var(--cv-accent-soft, #ecc3b5); padding-left: 22px }
.cv-d .cv-main .cv-entry { position: relative; padding-bottom: 18px }
.cv-d .cv-main .cv-entry:last-child { padding-bottom: 2px }
.cv-d .cv-main .cv-entry::before { content: ""; position: absolute; left: -31px; top: 4px; width: 8px; height: 8px; border-radius: 50%; background: #fff7f2; border: 4px solid var(--cv-accent-bright, #c8553d) }
.cv-d .cv-entry-head { display: flex; flex-direction: column-reverse }
.cv-d .cv-entry-title { font-size: 17px; font-weight: 700; line-height: 1.35 }
.cv-d .cv-field { font-weight: 400 }
.cv-d .cv-dates { font-size: 12px; font-weight: 700; letter-spacing: .1em; text-transform: uppercase; color: var(--cv-accent, #a8432d) }
.cv-d .cv-org { color: #6b4f45; font-weight: 600 }
.cv-d .cv-desc, .cv-d .cv-bio-text { margin-top: 4px; white-space: pre-line }
.cv-d .cv-bio-text { font-size: 16px }
.cv-d .cv-entry-link { margin-top: 4px }
.cv-d .cv-entry-link a .cv-url { color: var(--cv-accent, #a8432d); text-decoration: underline; text-underline-offset: 2px }
.cv-d .cv-empty { font-style: italic }
@container cv-d (min-width: 600px) {
  .cv-d .cv-in { grid-template-columns: minmax(220px, 33%) 1fr; grid-template-areas: "photo head" "side main"; grid-template-rows: auto 1fr }
  .cv-d .cv-photo { background: var(--cv-accent, #b5472f); padding: 40px 24px 8px }
  .cv-d .cv-img, .cv-d .cv-avatar { width: 200px; height: 200px; max-width: 100% }
  .cv-d .cv-head { padding: 56px 44px 0; text-align: left; align-self: end }
  .cv-d .cv-name { font-size: 48px }
  .cv-d .cv-side { margin: 0; border-radius: 0; padding: 24px 28px 44px }
  .cv-d .cv-main { padding: 32px 44px 48px }
}
@media print {
  @page { margin: 12mm }
  /* Bars, dots and rules print even when the browser leaves out background graphics. */
  .cv-d, .cv-d * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  /* Chromium misplaces grid rows across a page break (a heading lands on the text above it): blocks on paper. */
  .cv-d .cv-main, .cv-d .cv-side { display: block }
  .cv-d .cv-main > * + *, .cv-d .cv-side > * + * { margin-top: 22px }
  /* Wider letter-spacing reads as single letters to a PDF reader or a job portal's parser. */
  .cv-d .cv-title, .cv-d .cv-dates { letter-spacing: .05em }
  .cv-d { max-width: none; box-shadow: none; background: none; font-size: 10.5pt }
  .cv-d .cv-photo, .cv-d .cv-side { background: none }
  .cv-d .cv-photo { padding: 0 16px 8px 0 }
  .cv-d .cv-img, .cv-d .cv-avatar { width: 150px; height: 150px }
  .cv-d .cv-bio-text { font-size: inherit }
  .cv-d .cv-head { padding: 0 0 0 28px }
  .cv-d .cv-side { --ink: var(--cv-accent, #a8432d); --line: var(--cv-accent-soft, #ecc3b5); color: #2b211d; border-right: 2px solid var(--cv-accent-bright, #c8553d); padding: 12px 16px 0 0; font-size: 9pt }
  .cv-d .cv-main { padding: 20px 0 0 28px }
  .cv-d .cv-main .cv-entry::before { background: #fff }
  /* Positioned entries (the timeline's dots) are drawn after all else: a positioned section keeps each heading before its entries in the text. */
  .cv-d .cv-main .cv-sec { position: relative }
  .cv-d .cv-entry, .cv-d .cv-skill, .cv-d .cv-link { break-inside: avoid }
  .cv-d .cv-h2 { break-after: avoid }
}
`);
