/** CVs as PDF files, rendered by Chromium. */
export { createPdfRenderer } from './pdf-renderer';
export { pdfFonts } from './pdf-fonts';
export { createPdfFiles, ownerPdfRoutes, publicPdfRoutes } from './routes';
export type { PdfFiles, Printable } from './routes';
export type { PdfRenderer } from './pdf-renderer';
export { cvPdfHtml, type PdfPhoto, type PrintedCv } from './cv-pdf-document';
export { pdfModule } from './module';
