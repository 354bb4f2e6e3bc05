/**
 * A PDF's text runs as the ATS check reads them (src/domain/ats/pdf-text.ts), from a document
 * pdf.js has opened. The server opens it with pdf.js's Node build, the browser in a worker; the
 * reading is this one function on both.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { PdfText, PdfTextRun } from './pdf-text';

/**
 * How both ends open a PDF for its text: no script evaluated, no fonts loaded (text needs none),
 * quiet about what it cannot draw.
 */
export const PDF_TEXT_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
} as const;

/** Pages read at most: a CV is one to three; a 500-page file is not a CV and costs no more. */
export const MAX_PAGES = 10;

export async function pdfTextOf(document: PDFDocumentProxy): Promise<PdfText> {
  const runs: PdfTextRun[] = [];
  const pages = Math.min(document.numPages, MAX_PAGES);
  for (let number = 1; number <= pages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      runs.push(runOf(item, number));
    }
    page.cleanup();
  }
  const { info } = await document.getMetadata();
  return { pages: document.numPages, language: languageOf(info), runs };
}

function runOf(item: TextItem, page: number): PdfTextRun {
  const x = Number(item.transform[4] ?? 0);
  const y = Number(item.transform[5] ?? 0);
  return {
    text: item.str,
    page,
    x,
    y,
    width: item.width,
    height: item.height,
    font: item.fontName,
    lineEnd: item.hasEOL,
  };
}

/** pdf.js puts the catalogue's /Lang in the document information as `Language`. */
function languageOf(info: object): string | null {
  const language: unknown = 'Language' in info ? info.Language : null;
  return typeof language === 'string' && language.trim() ? language : null;
}
