/**
 * A PDF that pdf.js has opened, as the reader's lines: its text runs (as the ATS check reads them)
 * and the addresses its links point to, which hold a long address whole where the text wraps it.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { MAX_PAGES, pdfTextOf } from '@/domain/ats/pdf-text-of';
import type { FileText } from './file-lines';
import { pdfLines } from './pdf-lines';

export async function pdfFileText(document: PDFDocumentProxy): Promise<FileText> {
  const text = await pdfTextOf(document);
  const links: string[] = [];
  for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
    const page = await document.getPage(number);
    for (const annotation of (await page.getAnnotations()) as Array<{ url?: unknown }>)
      if (typeof annotation.url === 'string') links.push(annotation.url);
  }
  return pdfLines(text, links);
}
