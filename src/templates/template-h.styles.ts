/**
 * Template H, "Portrait": a header in the accent with the photo large and round above the name and
 * the contact line, centred; below it a narrow tinted column (skills, languages, links) left of the
 * main one, which comes first on a phone.
 */
import { compactCss, resetCss } from './compact-css';

export const templateHCss = compactCss(`
.cv-h { container: cv-h / inline-size; max-width: 980px; margin: 0 auto; background: #fff; color: #1d2730;
  font: 15px/1.55 var(--cv-font, "Trebuchet MS", "Segoe UI", Roboto, Arial, system-ui, sans-serif); text-align: left;
  overflow-wrap: break-word; box-shadow: 0 2px 10px rgba(16, 24, 40, .14) }
${resetCss('.cv-h')}
.cv-h .cv-icon { width: 15px; height: 15px; flex: none; color: var(--cv-accent, #0f5e6e) }
.cv-h .cv-hero { display: flex; flex-direction: column; align-items: center; text-align: center; padding: 28px 18px 22px; background: var(--cv-accent, #0f5e6e); color: #fff }
.cv-h .cv-img, .cv-h .cv-avatar { display: block; width: 116px; height: 116px; border-radius: 50%; object-fit: cover; border: 4px solid #fff }
.cv-h .cv-photo { margin-bottom: 12px }
/* Centred lines as wide as the header at most: a long name or address wraps, never runs off it. */
.cv-h .cv-hero > * { max-width: 100%; overflow-wrap: anywhere }
.cv-h .cv-name { font-size: 28px; line-height: 1.15; font-weight: 700; letter-spacing: .01em }
.cv-h .cv-title { margin-top: 4px; font-size: 16px; opacity: .95 }
.cv-h .cv-hero .cv-contact { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 18px; margin-top: 12px; font-size: 14px }
.cv-h .cv-hero .cv-icon { color: #fff }
.cv-h .cv-contact li, .cv-h .cv-link { display: inline-flex; align-items: center; gap: 7px }
.cv-h .cv-body { display: grid; gap: 24px; padding: 22px 18px 30px }
.cv-h .cv-main, .cv-h .cv-side { display: grid; gap: 22px; align-content: start }
.cv-h .cv-side { background: #f3f6f7; border-radius: 10px; padding: 16px }
.cv-h .cv-h2 { margin-bottom: 10px; font-size: 13px; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; color: var(--cv-accent, #0f5e6e) }
.cv-h .cv-main .cv-h2 { padding-bottom: 5px; border-bottom: 2px solid var(--cv-accent-soft, #9cc3cb) }
.cv-h .cv-entry + .cv-entry { margin-top: 16px }
.cv-h .cv-entry-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 14px }
.cv-h .cv-entry-title { font-size: 16px; font-weight: 700 }
.cv-h .cv-field { font-weight: 400 }
.cv-h .cv-dates { font-size: 13.5px; color: #46535e; white-space: nowrap }
.cv-h .cv-org { color: var(--cv-accent-deep, #0d5060); font-weight: 600 }
.cv-h .cv-desc, .cv-h .cv-bio-text { margin-top: 4px; white-space: pre-line }
.cv-h .cv-skill-list, .cv-h .cv-link-list { display: grid; gap: 8px }
.cv-h .cv-skill { display: grid; gap: 3px }
.cv-h .cv-skill-name { font-weight: 600 }
.cv-h .cv-level { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; font-size: 13px; color: #46535e }
.cv-h .cv-meter { display: flex; gap: 3px; width: 90px }
.cv-h .cv-meter span { flex: 1; height: 5px; border-radius: 3px; background: #d2dde1 }
.cv-h .cv-meter .on { background: var(--cv-accent, #0f5e6e) }
.cv-h .cv-link-type { font-weight: 600; margin-right: 4px }
.cv-h .cv-url { overflow-wrap: anywhere }
.cv-h .cv-entry-link { margin-top: 2px; font-size: 14px }
.cv-h .cv-empty { color: #46535e; font-style: italic }
@container cv-h (min-width: 600px) {
  .cv-h .cv-hero { padding: 36px 40px 28px }
  .cv-h .cv-img, .cv-h .cv-avatar { width: 148px; height: 148px }
  .cv-h .cv-name { font-size: 36px }
  .cv-h .cv-body { grid-template-columns: minmax(210px, 32%) minmax(0, 1fr); grid-template-areas: "side main"; gap: 28px; padding: 28px 40px 40px }
  .cv-h .cv-main { grid-area: main }
  .cv-h .cv-side { grid-area: side }
}
@media print {
  @page { margin: 12mm }
  .cv-h, .cv-h * { -webkit-print-color-adjust: exact; print-color-adjust: exact }
  .cv-h { max-width: none; box-shadow: none; font-size: 10pt }
  .cv-h .cv-h2 { letter-spacing: .05em; break-after: avoid }
  .cv-h .cv-hero { padding: 0 0 14px; background: none; color: #1d2730; border-bottom: 3px solid var(--cv-accent, #0f5e6e) }
  .cv-h .cv-hero .cv-icon { color: var(--cv-accent, #0f5e6e) }
  .cv-h .cv-name { color: var(--cv-accent, #0f5e6e) }
  .cv-h .cv-body { padding: 16px 0 0 }
  .cv-h .cv-side { background: none; border-right: 1px solid #c9d4d8; border-radius: 0; padding: 0 14px 0 0 }
  /* Blocks on paper: Chromium misplaces grid rows across a page break. */
  .cv-h .cv-main, .cv-h .cv-side { display: block }
  .cv-h .cv-main > * + *, .cv-h .cv-side > * + * { margin-top: 20px }
  .cv-h .cv-main { position: relative }
  .cv-h .cv-entry, .cv-h .cv-skill, .cv-h .cv-link { break-inside: avoid }
}
`);
