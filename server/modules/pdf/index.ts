/** CVs and cover letters as PDF files, rendered by Chromium. */
export { createPdfRenderer } from './pdf-renderer';
export { pdfFonts } from './pdf-fonts';
export {
  createPdfFiles,
  ownerPdfRoutes,
  paperOf,
  paperQuery,
  printedFileName,
  publicPdfRoutes,
} from './routes';
export type { PdfFiles, Printable, PrintedVersion } from './routes';
export type { PdfRenderer } from './pdf-renderer';
export { cvPdfHtml, type PdfPhoto, type PrintedCv } from './cv-pdf-document';
export { createLetterFiles, type LetterFiles } from './letter-files';
export { letterPdfHtml, letterWords, type PrintedLetter } from './letter-pdf-document';
export { ownerPdfLimit } from './limits';
export { pdfModule } from './module';
