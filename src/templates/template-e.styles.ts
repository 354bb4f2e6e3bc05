/** Template E, "Bold": dark hero with "I'm …" in large type, gold accents, a Contact Me card. */
import { compactCss, resetCss } from './compact-css';

export const templateECss = compactCss(`
.cv-e { container: cv-e / inline-size; max-width: 1040px; margin: 0 auto; background: #f5f6f8; color: #1c2533;
  font: 15px/1.55 var(--cv-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  text-align: left; overflow-wrap: break-word; box-shadow: 0 2px 14px rgba(16, 24, 40, .18) }
${resetCss('.cv-e')}
.cv-e .cv-icon { width: 16px; height: 16px; flex: none }
.cv-e .cv-hero { --ink: #fff; background: #14263f; color: #c9d3e0; padding: 36px 20px 28px; border-bottom: 6px solid var(--cv-accent, #f2c14e);
  display: grid; gap: 22px; justify-items: center; text-align: center }
.cv-e .cv-img, .cv-e .cv-avatar { display: block; width: 136px; height: 136px; border-radius: 50%; object-fit: cover; border: 5px solid #14263f; outline: 3px solid var(--cv-accent, #f2c14e) }
.cv-e .cv-intro { max-width: 100% }
.cv-e .cv-name { font: 900 36px/1.05 var(--cv-font-display, "Arial Black", "Helvetica Neue", Arial, system-ui, sans-serif); color: var(--ink); letter-spacing: -.02em }
.cv-e .cv-iam { display: block; margin-bottom: 8px; font: 700 14px/1 var(--cv-font, system-ui, sans-serif); letter-spacing: .3em; text-transform: uppercase; color: var(--cv-accent, #f2c14e) }
.cv-e .cv-title { margin-top: 10px; font-size: 18px; font-weight: 600 }
.cv-e .cv-contact-sec { width: 100%; max-width: 380px; text-align: left; border: 1px solid rgba(242, 193, 78, .55); border-radius: 14px; padding: 16px 18px }
.cv-e .cv-contact-sec .cv-h2 { color: var(--cv-accent, #f2c14e); font-size: 13px; letter-spacing: .2em; text-transform: uppercase; margin-bottom: 10px }
.cv-e .cv-contact { display: grid; gap: 8px; color: var(--ink) }
.cv-e .cv-contact li, .cv-e .cv-link { display: flex; align-items: center; gap: 10px }
.cv-e .cv-contact .cv-icon { color: var(--cv-accent, #f2c14e) }
.cv-e .cv-body { display: grid; gap: 30px; padding: 30px 20px 40px }
.cv-e .cv-main, .cv-e .cv-side { display: grid; gap: 30px; align-content: start }
.cv-e .cv-body .cv-h2 { margin-bottom: 14px; font: 900 21px/1.2 var(--cv-font-display, "Arial Black", "Helvetica Neue", Arial, system-ui, sans-serif); color: #14263f }
.cv-e .cv-body .cv-h2::after { content: ""; display: block; width: 44px; height: 4px; margin-top: 6px; background: var(--cv-accent, #f2c14e) }
.cv-e .cv-entry { background: #fff; border-left: 4px solid var(--cv-accent, #f2c14e); border-radius: 4px 10px 10px 4px; padding: 14px 16px }
.cv-e .cv-entry + .cv-entry { margin-top: 12px }
.cv-e .cv-entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 14px }
.cv-e .cv-entry-title { font-size: 17px; font-weight: 800; color: #14263f }
.cv-e .cv-field { font-weight: 500 }
.cv-e .cv-dates { font-size: 13px; font-weight: 700; color: var(--cv-accent-ink, #7a5d0f); white-space: nowrap }
.cv-e .cv-org { font-weight: 600; color: #3b4a5f }
.cv-e .cv-desc, .cv-e .cv-bio-text { margin-top: 4px; white-space: pre-line }
.cv-e .cv-bio-text { font-size: 16.5px; line-height: 1.6 }
.cv-e .cv-skill-list, .cv-e .cv-link-list { display: grid; gap: 12px }
.cv-e .cv-skill { display: grid; gap: 4px; justify-items: start }
.cv-e .cv-skill-name { font-weight: 700 }
.cv-e .cv-level { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 10px; font-size: 13px; color: #3b4a5f }
.cv-e .cv-meter { display: flex; gap: 3px; width: 110px }
.cv-e .cv-meter span { flex: 1; height: 8px; border: 1.5px solid #14263f; border-radius: 2px }
.cv-e .cv-meter .on { background: var(--cv-accent, #f2c14e) }
.cv-e .cv-link .cv-icon { width: 30px; height: 30px; padding: 7px; border-radius: 50%; background: #14263f; color: var(--cv-accent, #f2c14e) }
.cv-e .cv-link-text { display: flex; flex-direction: column; line-height: 1.3 }
.cv-e .cv-link-type { font-weight: 700 }
.cv-e .cv-url { font-size: 13px; color: #3b4a5f; overflow-wrap: anywhere }
.cv-e .cv-entry-link { margin-top: 4px }
.cv-e .cv-entry-link a .cv-url { color: var(--cv-accent-ink, #7a5d0f); text-decoration: underline; text-underline-offset: 2px }
.cv-e .cv-empty { color: #4a5568; font-style: italic }
@container cv-e (min-width: 600px) {
  .cv-e .cv-hero { grid-template-columns: auto 1fr; justify-items: start; align-items: center; text-align: left; padding: 48px 44px 40px; gap: 24px 36px }
  .cv-e .cv-img, .cv-e .cv-avatar { width: 170px; height: 170px }
  .cv-e .cv-name { font-size: 50px }
  .cv-e .cv-contact-sec { grid-column: 1 / -1; max-width: none }
  .cv-e .cv-contact { display: flex; flex-wrap: wrap; gap: 8px 32px }
  .cv-e .cv-body { grid-template-columns: minmax(0, 1fr) minmax(220px, 32%); gap: 40px; padding: 40px 44px 48px }
}
@container cv-e (min-width: 900px) {
  .cv-e .cv-hero { grid-template-columns: auto 1fr auto }
  .cv-e .cv-contact-sec { grid-column: auto; width: 300px }
  .cv-e .cv-contact { display: grid }
}
@media print {
  @page { margin: 12mm }
  /* Bars, dots and rules print even when the browser leaves out background graphics. */
  .cv-e, .cv-e * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  /* Chromium misplaces grid rows across a page break (a heading lands on the text above it): blocks on paper. */
  .cv-e .cv-main, .cv-e .cv-side { display: block }
  .cv-e .cv-main > * + *, .cv-e .cv-side > * + * { margin-top: 20px }
  /* Positioned, the main column is drawn after the side one: its rest on the next page follows its own heading in the text, not the side's last. */
  .cv-e .cv-main { position: relative }
  /* Wider letter-spacing reads as single letters to a PDF reader or a job portal's parser. */
  .cv-e .cv-iam, .cv-e .cv-contact-sec .cv-h2 { letter-spacing: .05em }
  .cv-e { max-width: none; box-shadow: none; background: none; font-size: 10.5pt }
  .cv-e .cv-hero { --ink: #14263f; background: none; color: #1c2533; padding: 0 0 16px }
  .cv-e .cv-img, .cv-e .cv-avatar { border-color: #fff; width: 120px; height: 120px }
  .cv-e .cv-name { font-size: 36px }
  .cv-e .cv-bio-text { font-size: inherit }
  .cv-e .cv-iam, .cv-e .cv-contact-sec .cv-h2, .cv-e .cv-contact .cv-icon { color: var(--cv-accent-ink, #7a5d0f) }
  .cv-e .cv-body { padding: 20px 0 0 }
  .cv-e .cv-entry { background: none; padding: 0 0 0 12px }
  .cv-e .cv-link .cv-icon { background: none; color: #14263f; padding: 0; width: 16px; height: 16px }
  .cv-e .cv-entry, .cv-e .cv-skill, .cv-e .cv-link { break-inside: avoid }
  /* Whole: its bar (::after) was left for the next page under the heading's text. */
  .cv-e .cv-h2 { break-after: avoid; break-inside: avoid }
}
`);
