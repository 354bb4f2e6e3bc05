/**
 * The HTML a CV's PDF is printed from: the template as the public page renders it, in the CV's
 * language (headings, months, the document's language and title), with its photo inlined so the
 * renderer needs no network. The templates' print CSS is the single source of the printed look.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CvView, PublicCvDto } from '@/domain/cv';
import type { Typeface } from '@/domain/design';
import type { Language } from '@/domain/languages';
import { buildTemplateLabels } from '@/templates/labels';
import { fontPreload } from '@/templates/typefaces';
import { TemplateView } from '@/templates/registry';
import { fallbacksOf } from '@/templates/render-options';
import { translator } from '@server/lib/i18n';
import { escapeHtml } from '@server/lib/mail-html';

export interface PdfPhoto {
  bytes: Buffer;
  contentType: string;
}

/** "Aino Virtanen – CV": the PDF's title, which readers and file lists show. */
export function pdfTitle(cv: Pick<PublicCvDto, 'first_name' | 'last_name'>): string {
  return [`${cv.first_name} ${cv.last_name}`.trim(), 'CV'].filter(Boolean).join(' – ');
}

/** What a PDF is printed from: a public CV, or the sample CV (the template scores). */
export type PrintedCv = CvView &
  Pick<PublicCvDto, 'theme' | 'language' | 'languages' | 'fallbacks'>;

/** `after`: HTML printed after the CV's content (its QR code, when the owner asks for one). */
export function cvPdfHtml(cv: PrintedCv, photo: PdfPhoto | null, after = ''): string {
  const t = translator(cv.language);
  const inlined = {
    ...cv,
    photo: photo ? `data:${photo.contentType};base64,${photo.bytes.toString('base64')}` : null,
  };
  const body = renderToStaticMarkup(
    createElement(TemplateView, {
      theme: cv.theme,
      cv: inlined,
      labels: buildTemplateLabels(t),
      audience: 'public',
      fallbacks: fallbacksOf(cv),
    }),
  );
  return printedPage({
    language: cv.language,
    title: pdfTitle(cv),
    typeface: cv.design?.typeface,
    body: body + after,
  });
}

/**
 * The page Chromium prints: its language and title are the PDF's (a reader's and a screen reader's),
 * its typeface's first file asked for at once. The CV's and the cover letter's pages alike.
 */
export function printedPage(page: {
  language: Language;
  title: string;
  typeface: Typeface | undefined;
  body: string;
}): string {
  return `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>${fontPreload(page.typeface)}<style>html,body{margin:0;background:#fff}</style></head><body>${page.body}</body></html>`;
}
