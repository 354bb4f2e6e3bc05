/**
 * /media/photos/{id}.webp: a public CV's photo to anyone, immutable (a new photo gets a new id);
 * a private CV's photo only through its owner's signed link (`?t=`), and 404 to everyone else.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bytesAnswer, fileIdParams, textAnswer } from '@server/lib/route-schemas';

/** `?t=`: the owner's signed link; anything but one string is no link. */
const photoQuery = z.object({
  t: z
    .unknown()
    .optional()
    .transform((t) => (typeof t === 'string' ? t : null)),
});

/**
 * Browsers keep a public photo for a year (its bytes never change under its id); shared caches
 * (a CDN) ask again after ten minutes, so a photo whose CV turned private stops being served soon.
 */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable, s-maxage=600';

/** Where the photos come from (the CV service): media knows nothing else of CVs. */
export interface PhotoReader {
  /** The photo, if `token` is its owner's signed link or a public CV shows it. */
  readPhoto(
    id: string,
    token: string | null,
  ): Promise<{ bytes: Buffer; contentType: string; ownerSeconds: number } | undefined>;
}

export const mediaRoutes: FastifyPluginAsyncZod<{ service: PhotoReader }> = async (
  app,
  { service },
) => {
  app.get(
    '/photos/:file',
    {
      schema: {
        params: fileIdParams('webp'),
        querystring: photoQuery,
        response: { 200: bytesAnswer, 404: textAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A database that cannot answer reaches the error handler (503), never a 404.
      const photo = id ? await service.readPhoto(id, request.query.t) : undefined;
      if (!photo) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('content-type', photo.contentType)
        .header(
          'cache-control',
          photo.ownerSeconds > 0
            ? `private, max-age=${Math.min(photo.ownerSeconds, 24 * 3600)}`
            : PUBLIC_CACHE,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.bytes);
    },
  );
};
