/**
 * The PDF module: CVs rendered by Chromium, for their owner and for a public CV's visitors, and the
 * cover letters of job applications by the same renderer.
 */
import fp from 'fastify-plugin';
import { pdfFonts } from './pdf-fonts';
import { createLetterFiles, type LetterFiles } from './letter-files';
import { createPdfRenderer } from './pdf-renderer';
import { createPdfFiles, ownerPdfRoutes, publicPdfRoutes, type PdfFiles } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    pdfFiles: PdfFiles;
    letterFiles: LetterFiles;
  }
}

export const pdfModule = fp(
  async (app) => {
    const renderer = createPdfRenderer({
      chromiumPath: app.settings.CHROMIUM_PATH,
      logFailure: (error) => app.log.error({ err: error }, 'PDF render failed'),
      files: pdfFonts(app.fontFiles),
    });
    app.addHook('onClose', () => renderer.close());
    const files = createPdfFiles(app.cvs, renderer, app.storedFiles, app.settings.APP_ORIGIN);
    app.decorate('pdfFiles', files);
    app.decorate('letterFiles', createLetterFiles(renderer));
    const { requireUser } = app.guard;
    await app.register(ownerPdfRoutes, { service: app.cvs, files, requireUser, prefix: '/api/cv' });
    await app.register(publicPdfRoutes, { service: app.cvs, files, prefix: '/api/pdf' });
  },
  { name: 'pdf', dependencies: ['core', 'users', 'media', 'cv', 'fonts'] },
);
