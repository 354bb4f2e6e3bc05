/**
 * The CV typefaces' files at /fonts/{name}.woff2, for the editor, the public page and (from the
 * same reader) the PDF. The names never change what they hold within a release; a month's cache.
 */
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FONTS_PATH } from '@/domain/design';
import { createFontFiles, type FontFiles } from './font-files';

declare module 'fastify' {
  interface FastifyInstance {
    fontFiles: FontFiles;
  }
}

const fontParams = z.object({ file: z.string().max(80) });

export const fontsModule = fp(
  async (app) => {
    const files = createFontFiles();
    app.decorate('fontFiles', files);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(`${FONTS_PATH}:file`, { schema: { params: fontParams } }, async (request, reply) => {
        const file = await files.read(request.params.file);
        if (!file) return reply.callNotFound();
        return reply
          .type('font/woff2')
          .header('cache-control', 'public, max-age=2592000')
          .send(file);
      });
  },
  { name: 'fonts', dependencies: ['core'] },
);
