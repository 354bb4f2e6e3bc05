/**
 * The public checker's reading, loaded only once a visitor has chosen a file: pdf.js (its parser
 * in a worker, so the page stays responsive) and the check's rules. The file never leaves the
 * browser.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { readCv, type AtsReading } from '@/domain/ats/check';
import { matchKeywords, type KeywordMatch } from '@/domain/ats/keywords';
import { PDF_TEXT_OPTIONS, pdfTextOf } from '@/domain/ats/pdf-text-of';
import type { Language } from '@/domain/languages';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfCheck = { reading: AtsReading } | { unreadable: true };

export async function checkPdf(file: Blob): Promise<PdfCheck> {
  const task = getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    ...PDF_TEXT_OPTIONS,
  });
  try {
    return { reading: readCv(await pdfTextOf(await task.promise)) };
  } catch {
    // Damaged, not a PDF after all, or locked with a password: nothing here can read it.
    return { unreadable: true };
  } finally {
    void task.destroy();
  }
}

export function compareInBrowser(ad: string, text: string, language: Language): KeywordMatch {
  return matchKeywords(ad, text, language);
}
