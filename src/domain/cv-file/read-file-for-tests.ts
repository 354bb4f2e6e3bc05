/** A CV file on disk read as the browser's worker reads it: pdf.js's Node build, or the Word reader. */
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDF_TEXT_OPTIONS } from '@/domain/ats/pdf-text-of';
import { docxLines } from './docx-lines';
import type { FileText } from './file-lines';
import { pdfFileText } from './pdf-file-text';

export async function readFileForTests(path: string): Promise<FileText> {
  const bytes = new Uint8Array(readFileSync(path));
  if (path.endsWith('.docx')) {
    const reading = docxLines(bytes);
    if (!reading.ok) throw new Error(`${path}: ${reading.reason}`);
    return reading.text;
  }
  const task = getDocument({ data: bytes, ...PDF_TEXT_OPTIONS });
  try {
    return await pdfFileText(await task.promise);
  } finally {
    void task.destroy();
  }
}
