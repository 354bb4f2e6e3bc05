/** /media/photos/{id}.webp: stored photos, immutable (a new photo gets a new id). */
import type { FastifyPluginAsync } from 'fastify';
import type { CvService } from '../cv/service';

const PHOTO = /^([0-9a-f-]{36})\.webp$/;

export const mediaRoutes =
  (service: CvService): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { file: string } }>('/photos/:file', async (request, reply) => {
      const id = PHOTO.exec(request.params.file)?.[1];
      const photo = id ? await service.photo(id).catch(() => undefined) : undefined;
      if (!photo) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.bytes);
    });
  };
