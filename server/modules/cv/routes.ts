/** /api/cv/…: the owner's calls (create, edit, list, get) and the public read by username. */
import type { FastifyReply } from 'fastify';
import {
  serializerCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  answerOf,
  cvAnswerSchema,
  cvListAnswerSchema,
  jsonResumeAnswerSchema,
  publicCvAnswerSchema,
} from '@/domain/answers';
import { cvCreateSchema, cvPatchSchema } from '@/domain/cv';
import { attachment, personFileName } from '@server/lib/attachment';
import { ApiError } from '@server/lib/errors';
import { sendVariant } from '@server/lib/precompressed';
import { createPageCache } from '@server/lib/page-cache';
import { indentedJson, noBody } from '@server/lib/route-schemas';
import { authOf } from '@server/plugins/auth';
import type { SignedInRoutesDeps } from '../deps';
import type { PhotoUploads } from '@server/modules/media';
import { readMultipartCv } from './multipart';
import { idParams, publicParams, versionQuery, type PublicCvRequest } from './params';
import type { CvService } from './service';
import { idempotencyKeyOf, ifMatchOf, versionTag } from './version-tag';

const cvAnswer = { 200: answerOf(cvAnswerSchema) };
const publicAnswer = answerOf(publicCvAnswerSchema);

export interface CvRoutesDeps extends SignedInRoutesDeps<CvService> {
  /** Where the app is reached from outside: a JSON Resume export gives absolute addresses. */
  appOrigin: string;
  photos: PhotoUploads;
}

export const cvRoutes: FastifyPluginAsyncZod<CvRoutesDeps> = async (
  app,
  { service, requireUser, photos, appOrigin },
) => {
  app.register(async (owner) => {
    owner.addHook('preHandler', requireUser);
    const ownerApp = owner.withTypeProvider<ZodTypeProvider>();

    ownerApp.post(
      '/create_cv/',
      {
        // A JSON body is the CV; a multipart one (with the photo) has none here and is read below.
        schema: { body: cvCreateSchema.nullish(), response: { '2xx': answerOf(cvAnswerSchema) } },
      },
      async (request, reply) => {
        const idempotencyKey = idempotencyKeyOf(request);
        let content = request.body;
        let photoBytes: Buffer | null = null;
        if (request.isMultipart()) {
          const form = await readMultipartCv(request);
          content = cvCreateSchema.parse(form.fields);
          photoBytes = form.photo;
        }
        // No body at all is refused as an empty CV would be, field by field.
        content ??= cvCreateSchema.parse({});
        const { userId } = authOf(request);
        const photo = photoBytes ? await photos.accept(userId, photoBytes) : null;
        const { cv, created } = await service.create(userId, content, photo, idempotencyKey);
        return reply.code(created ? 201 : 200).send({ data: cv });
      },
    );

    ownerApp.patch(
      '/edit_cv/:uuid/',
      // A JSON body is a patch; a multipart one (a new photo) has none here and is read below.
      { schema: { params: idParams, body: cvPatchSchema.nullish(), response: cvAnswer } },
      async (request, reply) => {
        const { userId } = authOf(request);
        const { uuid } = request.params;
        // Both read before anything is done, so a bad header refuses the edit whole.
        const [expected, key] = [ifMatchOf(request), idempotencyKeyOf(request)];
        let cv;
        if (request.isMultipart()) {
          // Ownership first, so a stranger learns nothing from how we treat the upload.
          await service.get(userId, uuid);
          const { fields, photo } = await readMultipartCv(request);
          if (Object.keys(fields).length || !photo) throw new ApiError(400, 'photo_only');
          const accepted = await photos.accept(userId, photo);
          cv = await service.replacePhoto(userId, uuid, accepted, expected, key);
        } else {
          cv = await service.update(userId, uuid, request.body ?? {}, expected, key);
        }
        void reply.header('etag', versionTag(cv.version));
        return { data: cv };
      },
    );

    ownerApp.delete(
      '/delete_cv/:uuid/',
      { schema: { params: idParams, response: { 204: noBody } } },
      async (request, reply) => {
        await service.remove(authOf(request).userId, request.params.uuid);
        return reply.code(204).send();
      },
    );

    ownerApp.post(
      '/duplicate_cv/:uuid/',
      { schema: { params: idParams, response: { 201: answerOf(cvAnswerSchema) } } },
      async (request, reply) => {
        const cv = await service.duplicate(authOf(request).userId, request.params.uuid);
        return reply.code(201).send({ data: cv });
      },
    );

    ownerApp.get(
      '/get_cv/:uuid/json-resume/',
      {
        schema: {
          params: idParams,
          querystring: versionQuery,
          response: { 200: jsonResumeAnswerSchema },
        },
        serializerCompiler: indentedJson,
      },
      async (request, reply) => {
        const { row, document } = await service.jsonResume(
          authOf(request).userId,
          request.params.uuid,
          appOrigin,
          request.query.lang,
        );
        return reply
          .header(
            'content-disposition',
            attachment(personFileName(row.first_name, row.last_name, 'resume.json')),
          )
          .header('cache-control', 'private, no-store')
          .type('application/json; charset=utf-8')
          .send(document);
      },
    );

    ownerApp.get(
      '/get_cv_list/',
      { schema: { response: { 200: answerOf(cvListAnswerSchema) } } },
      async (request) => ({ data: await service.list(authOf(request).userId) }),
    );

    ownerApp.get(
      '/get_cv/:uuid/',
      { schema: { params: idParams, response: cvAnswer } },
      async (request, reply) => {
        const cv = await service.get(authOf(request).userId, request.params.uuid);
        void reply
          .header('etag', versionTag(cv.version))
          .header('cache-control', 'private, no-cache');
        return { data: cv };
      },
    );
  });

  // Public answers are kept, compressed, until what the owner shows changes (CV or username).
  // They are sent as bytes, so the route schema's serializer is called here, once per answer.
  const answers = createPageCache();
  const serializePublic = serializerCompiler({
    schema: publicAnswer,
    method: 'GET',
    url: '/api/cv/:username/',
    httpStatus: '200',
  });
  service.onChange((userId) => (userId === null ? answers.clear() : answers.forgetUser(userId)));
  const readPublic = async (request: PublicCvRequest, reply: FastifyReply) => {
    const { username, slug } = request.params;
    const { lang } = request.query;
    const key = `${username.toLowerCase()}/${(slug ?? '').toLowerCase()}?${lang ?? ''}`;
    const cached = await answers.load(key, async () => {
      const found = await service.findPublicPage(username, slug ?? null, lang);
      if (!found) return null;
      return {
        userId: found.userId,
        status: 200,
        body: serializePublic({ data: found.cv }),
        etag: '',
      };
    });
    if (!cached) throw new ApiError(404, 'cv_not_found');
    return sendVariant(request, reply, cached.variants, 'application/json; charset=utf-8');
  };
  const publicSchema = {
    params: publicParams,
    querystring: versionQuery,
    response: { 200: publicAnswer },
  };
  app.get('/:username/', { schema: publicSchema, compress: false }, readPublic);
  app.get('/:username/:slug/', { schema: publicSchema, compress: false }, readPublic);
};
