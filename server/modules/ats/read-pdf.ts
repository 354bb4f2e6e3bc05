/**
 * A PDF's text on the server, with pdf.js's Node build: no fonts loaded, no script evaluated, the
 * document closed after. What the browser's checker reads from the same file is the same.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfText } from '@/domain/ats/pdf-text';
import { PDF_TEXT_OPTIONS, pdfTextOf } from '@/domain/ats/pdf-text-of';

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const task = getDocument({
    // pdf.js takes the bytes over (detaches them): it gets a copy, the caller keeps the file.
    data: new Uint8Array(bytes),
    ...PDF_TEXT_OPTIONS,
  });
  try {
    return await pdfTextOf(await task.promise);
  } finally {
    await task.destroy();
  }
}
