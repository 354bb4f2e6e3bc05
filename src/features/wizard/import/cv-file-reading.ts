/**
 * A CV file read on the device, loaded only once the user has chosen one: a PDF through pdf.js
 * (its parser in its own worker) and a Word file through the Word reader in a worker of its own;
 * each is given a time, after which its worker is ended. The file never leaves the device.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDF_TEXT_OPTIONS, TooMuchText } from '@/domain/ats/pdf-text-of';
import { cvFileImport, type CvFileImport } from '@/domain/cv-file/cv-file-import';
import type { DocxReading } from '@/domain/cv-file/docx-lines';
import type { FileText } from '@/domain/cv-file/file-lines';
import { pdfFileText } from '@/domain/cv-file/pdf-file-text';
import { readCvFile } from '@/domain/cv-file/read-cv-file';
import { LIMITS } from '@/domain/limits';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

/** Long enough for a ten-page CV on a slow phone; a file that takes longer is not read. */
const READING_MS = 20_000;

export type CvFileProblem =
  | 'too_large'
  | 'too_many_pages'
  | 'not_cv_file'
  | 'scanned'
  | 'not_cv'
  | 'too_complex'
  | 'unreadable';

export type CvFileOutcome =
  { ok: true; found: CvFileImport } | { ok: false; problem: CvFileProblem };

class Refused extends Error {
  constructor(readonly problem: CvFileProblem) {
    super(problem);
  }
}

function inTime<T>(work: Promise<T>, stop: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      stop();
      reject(new Refused('too_complex'));
    }, READING_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function pdfText(bytes: Uint8Array): Promise<FileText> {
  const task = getDocument({ data: bytes, ...PDF_TEXT_OPTIONS });
  try {
    return await inTime(
      task.promise.then(async (document) => {
        if (document.numPages > LIMITS.cvFilePages) throw new Refused('too_many_pages');
        return pdfFileText(document);
      }),
      () => void task.destroy(),
    );
  } finally {
    void task.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<FileText> {
  const worker = new Worker(new URL('./docx.worker.ts', import.meta.url), { type: 'module' });
  try {
    const reading = await inTime(
      new Promise<DocxReading>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<DocxReading>) => resolve(event.data);
        worker.onerror = () => reject(new Refused('unreadable'));
        worker.postMessage(bytes, [bytes.buffer]);
      }),
      () => worker.terminate(),
    );
    if (reading.ok) return reading.text;
    throw new Refused(
      reading.reason === 'not_docx'
        ? 'not_cv_file'
        : reading.reason === 'too_large'
          ? 'too_large'
          : 'too_complex',
    );
  } finally {
    worker.terminate();
  }
}

const startsWith = (bytes: Uint8Array, magic: string) =>
  [...magic].every((char, index) => bytes[index] === char.charCodeAt(0));

/** Reads `file` as a CV: what was found for the review, or why it could not be. */
export async function readCvFileInBrowser(file: Blob): Promise<CvFileOutcome> {
  if (file.size > LIMITS.cvFileBytes) return { ok: false, problem: 'too_large' };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text = startsWith(bytes, '%PDF')
      ? await pdfText(bytes)
      : startsWith(bytes, 'PK')
        ? await docxText(bytes)
        : null;
    if (!text) return { ok: false, problem: 'not_cv_file' };
    if (!text.lines.length)
      return { ok: false, problem: text.kind === 'pdf' ? 'scanned' : 'not_cv' };
    const found = cvFileImport(readCvFile(text));
    return isCv(found) ? { ok: true, found } : { ok: false, problem: 'not_cv' };
  } catch (error) {
    if (error instanceof TooMuchText) return { ok: false, problem: 'too_complex' };
    return { ok: false, problem: error instanceof Refused ? error.problem : 'unreadable' };
  }
}

/** A CV names its person, or has at least two of a CV's sections: a letter or an invoice has neither. */
function isCv({ cv }: CvFileImport): boolean {
  const lists = [cv.experiences, cv.educations, cv.skills, cv.language_skills];
  return (
    (!!cv.first_name && lists.some((list) => list.length > 0)) ||
    lists.filter((list) => list.length).length >= 2
  );
}
