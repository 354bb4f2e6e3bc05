/** The path parameters that name a CV: by its id (the owner's calls) or by its public address. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSlugFormat } from '@/domain/cv';
import { LANGUAGES, type Language } from '@/domain/languages';
import { USERNAME_PATTERN } from '@/domain/username';
import { authOf } from '@server/plugins/auth';

export const idParams = z.object({ uuid: z.uuid('validation.invalid') });

/** `?lang=`: which language version of a CV (its own language when absent). */
export const versionQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const publicParams = z.object({
  username: z.string().regex(USERNAME_PATTERN, 'validation.username_format'),
  slug: z.string().refine(isSlugFormat, 'validation.slug_format').optional(),
});

/** A request for a public CV by its address, with the route's own query (`Query` as parsed). */
export type PublicCvRequest<Query = z.output<typeof versionQuery>> = FastifyRequest<{
  Params: z.infer<typeof publicParams>;
  Querystring: Query;
}>;

/**
 * Who asks, for which of their CVs, in which language (`idParams` and `versionQuery` parsed): what
 * the owner's downloads and readings hand their service.
 */
export const ownCvOf = (
  request: FastifyRequest & { params: { uuid: string }; query: { lang?: Language } },
) => [authOf(request).userId, request.params.uuid, request.query.lang] as const;
