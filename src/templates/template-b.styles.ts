/** Template B, "Modern": navy sidebar (photo, contact, skills, links) beside a white main column. */
import { compactCss, resetCss } from './compact-css';

export const templateBCss = compactCss(`
.cv-b { container: cv-b / inline-size; max-width: 1000px; margin: 0 auto; background: #fff; color: #1f2937;
  font: 15px/1.55 var(--cv-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  text-align: left; overflow-wrap: break-word; box-shadow: 0 2px 12px rgba(16, 24, 40, .14) }
${resetCss('.cv-b')}
.cv-b .cv-icon { width: 16px; height: 16px; flex: none; color: #f4a68f }
.cv-b .cv-in { display: grid; grid-template-columns: auto 1fr; grid-template-areas: "photo head" "side side" "main main" }
.cv-b .cv-photo, .cv-b .cv-head, .cv-b .cv-side { --ink: #fff; --soft: #dfe6ee; --line: rgba(255, 255, 255, .28); background: var(--cv-accent, #1f3a5f); color: var(--soft) }
.cv-b .cv-photo { grid-area: photo; padding: 24px 0 16px 20px }
.cv-b .cv-img, .cv-b .cv-avatar { display: block; width: 88px; height: 88px; border-radius: 50%; object-fit: cover; border: 3px solid #e07a5f }
.cv-b .cv-head { grid-area: head; padding: 24px 20px 16px; display: flex; flex-direction: column; justify-content: center }
.cv-b .cv-name { font-size: 27px; line-height: 1.15; font-weight: 700; color: var(--ink); letter-spacing: -.01em }
.cv-b .cv-title { margin-top: 4px; color: #f4a68f; font-weight: 600 }
.cv-b .cv-side { grid-area: side; padding: 8px 20px 28px; display: grid; gap: 24px; align-content: start; font-size: 14px }
.cv-b .cv-main { grid-area: main; padding: 28px 20px 36px; display: grid; gap: 28px; align-content: start }
.cv-b .cv-h2 { margin-bottom: 12px; font-size: 13px; font-weight: 700; letter-spacing: .14em; text-transform: uppercase }
.cv-b .cv-side .cv-h2 { color: var(--ink); padding-bottom: 6px; border-bottom: 1px solid var(--line) }
.cv-b .cv-main .cv-h2 { color: var(--cv-accent, #1f3a5f); display: flex; align-items: center; gap: 10px }
.cv-b .cv-main .cv-h2::before { content: ""; width: 22px; height: 3px; border-radius: 2px; background: #e07a5f }
.cv-b .cv-contact, .cv-b .cv-link-list, .cv-b .cv-skill-list { display: grid; gap: 10px }
.cv-b .cv-contact li, .cv-b .cv-link { display: flex; align-items: center; gap: 10px }
.cv-b .cv-link-text { display: flex; flex-direction: column; line-height: 1.3 }
.cv-b .cv-link-type { color: var(--ink); font-weight: 600 }
.cv-b .cv-url { font-size: 13px; overflow-wrap: anywhere }
.cv-b .cv-skill { display: grid; gap: 4px; justify-items: start }
.cv-b .cv-skill-name { color: var(--ink); font-weight: 600 }
.cv-b .cv-level { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 10px; font-size: 13px }
.cv-b .cv-meter { display: flex; gap: 4px; width: 96px }
.cv-b .cv-meter span { flex: 1; height: 6px; border-radius: 3px; background: var(--line) }
.cv-b .cv-meter .on { background: #e07a5f }
.cv-b .cv-entry + .cv-entry { margin-top: 20px }
.cv-b .cv-entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 16px }
.cv-b .cv-entry-title { font-size: 16.5px; font-weight: 700; color: var(--cv-accent, #1f3a5f) }
.cv-b .cv-dates { font-size: 13px; font-weight: 600; color: #5b6472; white-space: nowrap }
.cv-b .cv-org { color: #b4472c; font-weight: 600; font-size: 14.5px }
.cv-b .cv-desc, .cv-b .cv-bio-text { margin-top: 6px; white-space: pre-line; color: #374151 }
.cv-b .cv-entry-link { margin-top: 4px }
.cv-b .cv-entry-link a .cv-url { color: #b4472c; text-decoration: underline; text-underline-offset: 2px }
.cv-b .cv-empty { font-style: italic; opacity: .85 }
@container cv-b (min-width: 600px) {
  .cv-b .cv-in { grid-template-columns: minmax(200px, 32%) 1fr; grid-template-areas: "photo head" "side main"; grid-template-rows: auto 1fr }
  .cv-b .cv-photo { padding: 40px 28px 12px }
  .cv-b .cv-img, .cv-b .cv-avatar { width: 150px; height: 150px; border-width: 4px }
  .cv-b .cv-head { background: none; padding: 40px 40px 0; justify-content: flex-end; --ink: var(--cv-accent, #1f3a5f) }
  .cv-b .cv-name { font-size: 38px }
  .cv-b .cv-title { color: #b4472c; font-size: 18px }
  .cv-b .cv-side { padding: 20px 28px 40px }
  .cv-b .cv-main { padding: 28px 40px 48px }
}
@media print {
  @page { margin: 12mm }
  /* Bars, dots and rules print even when the browser leaves out background graphics. */
  .cv-b, .cv-b * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  .cv-b { max-width: none; box-shadow: none; font-size: 10.5pt }
  /* Wider letter-spacing reads as single letters to a PDF reader or a job portal's parser. */
  .cv-b .cv-h2 { letter-spacing: .05em }
  .cv-b .cv-photo, .cv-b .cv-head, .cv-b .cv-side { --ink: var(--cv-accent, #1f3a5f); --soft: #1f2937; --line: #c5cfdb; background: none }
  .cv-b .cv-photo { padding: 0 16px 12px 0 }
  .cv-b .cv-head { padding: 0 0 0 28px }
  .cv-b .cv-side { border-right: 2px solid var(--cv-accent, #1f3a5f); padding: 12px 16px 0 0; font-size: 9pt }
  .cv-b .cv-main { padding: 20px 0 0 28px }
  /* Blocks, not grid gaps: a gap at a page break is lost, and a heading met the job above it. */
  .cv-b .cv-main, .cv-b .cv-side { display: block }
  .cv-b .cv-main > * + * { margin-top: 28px }
  .cv-b .cv-side > * + * { margin-top: 24px }
  .cv-b .cv-icon, .cv-b .cv-title { color: #b4472c }
  .cv-b .cv-entry, .cv-b .cv-skill, .cv-b .cv-link { break-inside: avoid }
  .cv-b .cv-h2 { break-after: avoid }
}
`);
