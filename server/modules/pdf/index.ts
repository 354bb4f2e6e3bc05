/** CVs as PDF files, rendered by Chromium. */
export { createPdfRenderer } from './pdf-renderer';
export { createPdfFiles, ownerPdfRoutes, publicPdfRoutes } from './routes';
export type { PdfFiles, Printable } from './routes';
export { pdfModule } from './module';
