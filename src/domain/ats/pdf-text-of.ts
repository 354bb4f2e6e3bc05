/**
 * A PDF's text runs as the ATS check reads them (src/domain/ats/pdf-text.ts), from a document
 * pdf.js has opened. The server opens it with pdf.js's Node build, the browser in a worker; the
 * reading is this one function on both.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PDFPageProxy, TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';
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

/**
 * Text runs read at most: a dense ten-page CV has a few thousand. A file that draws its text over
 * and over (a form drawing a form ten times, ten deep: a hundred million runs from 3 KB) is
 * stopped here, before its text fills the memory.
 */
export const MAX_RUNS = 50_000;

export class TooMuchText extends Error {
  constructor() {
    super(`more than ${MAX_RUNS} text runs`);
  }
}

/** A page's runs, read as pdf.js sends them, a few at a time, until there are too many. */
async function readPage(page: PDFPageProxy, runs: PdfTextRun[]): Promise<void> {
  // pdf.js types its stream loosely; its chunks are what getTextContent joins into one TextContent.
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<TextContent>;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const item of value.items) if ('str' in item) runs.push(runOf(item, page.pageNumber));
    if (runs.length > MAX_RUNS) {
      const stop = new TooMuchText();
      await reader.cancel(stop);
      throw stop;
    }
  }
}

export async function pdfTextOf(document: PDFDocumentProxy): Promise<PdfText> {
  const runs: PdfTextRun[] = [];
  const pages = Math.min(document.numPages, MAX_PAGES);
  for (let number = 1; number <= pages; number++) {
    const page = await document.getPage(number);
    await readPage(page, runs);
    page.cleanup();
  }
  const { info } = await document.getMetadata();
  return { pages: document.numPages, language: languageOf(info), runs };
}

/**
 * Letters a font draws with one glyph for two characters, which the PDF then names by the other:
 * Inter's right single quote is also its modifier apostrophe (ʼ), so "city’s" would read "cityʼs".
 */
const SHARED_GLYPHS = /\u02bc/g;
const AS_WRITTEN: Record<string, string> = { '\u02bc': '\u2019' };

function runOf(item: TextItem, page: number): PdfTextRun {
  const x = Number(item.transform[4] ?? 0);
  const y = Number(item.transform[5] ?? 0);
  return {
    text: item.str.replace(SHARED_GLYPHS, (letter) => AS_WRITTEN[letter] ?? letter),
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
