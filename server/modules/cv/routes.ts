/** /api/cv/…: the owner's calls (create, edit, list, get) and the public read by username. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cvCreateSchema, cvUpdateSchema } from '../../../src/domain/cv';
import { USERNAME_PATTERN } from '../../../src/domain/username';
import { ApiError } from '../../lib/errors';
import { compressVariants, sendVariant } from '../../lib/precompressed';
import { createPageCache } from '../public-cv/page-cache';
import { authOf } from '../../plugins/auth';
import { processPhoto } from '../media/photo-pipeline';
import { readMultipartCv } from './multipart';
import type { CvService } from './service';

const idParams = z.object({ uuid: z.uuid('validation.invalid') });
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface CvRoutesDeps {
  service: CvService;
  requireUser: (request: FastifyRequest) => Promise<void>;
}

export const cvRoutes =
  ({ service, requireUser }: CvRoutesDeps): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.register(async (owner) => {
      owner.addHook('preHandler', requireUser);
      const ownerApp = owner.withTypeProvider<ZodTypeProvider>();

      ownerApp.post('/create_cv/', async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' && key ? key : null;
        if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey))
          throw new ApiError(400, 'bad_request');
        let fields: unknown = request.body;
        let photoBytes: Buffer | null = null;
        if (request.isMultipart()) ({ fields, photo: photoBytes } = await readMultipartCv(request));
        const content = cvCreateSchema.parse(fields ?? {});
        const photo = photoBytes ? await processPhoto(photoBytes) : null;
        const { cv, created } = await service.create(
          authOf(request).userId,
          content,
          photo,
          idempotencyKey,
        );
        return reply.code(created ? 201 : 200).send({ data: cv });
      });

      ownerApp.patch('/edit_cv/:uuid/', { schema: { params: idParams } }, async (request) => {
        const { userId } = authOf(request);
        if (request.isMultipart()) {
          // Ownership first, so a stranger learns nothing from how we treat the upload.
          await service.get(userId, request.params.uuid);
          const { fields, photo } = await readMultipartCv(request);
          if (Object.keys(fields).length || !photo) throw new ApiError(400, 'photo_only');
          return {
            data: await service.replacePhoto(
              userId,
              request.params.uuid,
              await processPhoto(photo),
            ),
          };
        }
        const changes = cvUpdateSchema.parse(request.body ?? {});
        return { data: await service.update(userId, request.params.uuid, changes) };
      });

      ownerApp.get('/get_cv_list/', async (request) => ({
        data: await service.list(authOf(request).userId),
      }));

      ownerApp.get('/get_cv/:uuid/', { schema: { params: idParams } }, async (request) => ({
        data: await service.get(authOf(request).userId, request.params.uuid),
      }));
    });

    const publicParams = z.object({
      username: z.string().regex(USERNAME_PATTERN, 'validation.username_format'),
      slug: z.string().max(60).optional(),
    });
    // Public answers are kept, compressed, until the owner's CVs change (like the rendered pages).
    const answers = createPageCache();
    service.onChange((userId) => answers.forgetUser(userId));
    const readPublic = async (
      request: FastifyRequest<{ Params: z.infer<typeof publicParams> }>,
      reply: FastifyReply,
    ) => {
      const { username, slug } = request.params;
      const key = `${username.toLowerCase()}/${(slug ?? '').toLowerCase()}`;
      let cached = answers.get(key);
      if (!cached) {
        const found = await service.findPublicPage(username, slug ?? null);
        if (!found) throw new ApiError(404, 'cv_not_found');
        const body = JSON.stringify({ data: found.cv });
        cached = {
          userId: found.userId,
          status: 200,
          html: body,
          variants: compressVariants(body),
          etag: '',
          expiresAt: 0,
        };
        answers.set(key, cached);
      }
      return sendVariant(request, reply, cached.variants!, 'application/json; charset=utf-8');
    };
    app.get('/:username/', { schema: { params: publicParams }, compress: false }, readPublic);
    app.get('/:username/:slug/', { schema: { params: publicParams }, compress: false }, readPublic);
  };
