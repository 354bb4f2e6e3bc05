/**
 * /{username} and /{username}/{slug}: the CV rendered on the server with its template (readable
 * without JavaScript, with a preview card for shared links), and /media/og/{id}.jpg, that card.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { isAppRoute, paths } from '../../../src/config/paths';
import { isValidUsernameFormat } from '../../../src/domain/username';
import type { PublicCvDto } from '../../../src/domain/cv';
import { buildTemplateLabels } from '../../../src/features/templates/labels';
import { TemplateView } from '../../../src/features/templates/registry';
import type { CvView } from '../../../src/features/templates/types';
import { translator } from '../../lib/i18n';
import { compressVariants, sendVariant } from '../../lib/precompressed';
import type { CvService } from '../cv/service';
import { renderDocument } from './document';
import { drawOgCard } from './og-image';
import { createPageCache } from './page-cache';

export interface PublicCvDeps {
  service: CvService;
  origin: string;
  siteName: string;
  sendShell: (reply: FastifyReply, status?: number) => FastifyReply;
}

function toView(cv: PublicCvDto): CvView {
  return {
    first_name: cv.first_name,
    last_name: cv.last_name,
    email: cv.email,
    phone: cv.phone,
    current_job_title: cv.current_job_title,
    bio_title: cv.bio_title,
    bio_description: cv.bio_description,
    photo: cv.photo,
    language: cv.language,
    experiences: cv.experiences,
    educations: cv.educations,
    skills: cv.skills,
    links: cv.links,
  };
}

const version = (cv: PublicCvDto) => Date.parse(cv.updated_at).toString(36);

export async function registerPublicCvPages(app: FastifyInstance, deps: PublicCvDeps) {
  const pages = createPageCache();
  const cards = new Map<string, Buffer>();
  deps.service.onChange((userId) => pages.forgetUser(userId));

  function render(cv: PublicCvDto, canonicalPath: string): string {
    const t = translator(cv.language);
    const body = renderToString(
      createElement(TemplateView, {
        theme: cv.theme,
        cv: toView(cv),
        labels: buildTemplateLabels(t, cv.language),
      }),
    );
    return renderDocument({
      cv,
      body,
      canonicalUrl: `${deps.origin}${canonicalPath}`,
      origin: deps.origin,
      ogImageUrl: `${deps.origin}/media/og/${cv.uuid}.jpg?v=${version(cv)}`,
      t,
    });
  }

  async function page(
    request: FastifyRequest<{ Params: { username: string; slug?: string } }>,
    reply: FastifyReply,
  ) {
    const { username, slug } = request.params;
    const url = request.url.split('?')[0] ?? '/';
    if (isAppRoute(url)) return deps.sendShell(reply);
    if (!isValidUsernameFormat(username)) return reply.redirect(paths.notFound.getHref(), 302);

    const key = `${username.toLowerCase()}/${(slug ?? '').toLowerCase()}`;
    let cached = pages.get(key);
    if (!cached) {
      const found = await deps.service.findPublicPage(username, slug ?? null);
      // Unknown or private: the app's not-found page, with a real 404.
      if (!found) return deps.sendShell(reply, 404);
      const html = render(
        found.cv,
        paths.publicCv.getHref(found.cv.username ?? username, slug ? found.cv.slug : null),
      );
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      cached = {
        userId: found.userId,
        status: 200,
        html,
        variants: compressVariants(html),
        etag,
        expiresAt: 0,
      };
      pages.set(key, cached);
    }
    reply.header('etag', cached.etag).header('cache-control', 'public, no-cache');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    reply.code(cached.status);
    return cached.variants
      ? sendVariant(request, reply, cached.variants, 'text/html; charset=utf-8')
      : reply.type('text/html; charset=utf-8').send(cached.html);
  }

  // Already compressed once in the cache; the compress plugin must not do it again.
  app.get('/:username', { compress: false }, page);
  app.get('/:username/:slug', { compress: false }, page);

  app.get<{ Params: { file: string } }>('/media/og/:file', async (request, reply) => {
    const id = /^([0-9a-f-]{36})\.jpg$/.exec(request.params.file)?.[1];
    const found = id ? await deps.service.findPublicById(id).catch(() => null) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    const cacheKey = `${found.cv.uuid}:${version(found.cv)}`;
    let card = cards.get(cacheKey);
    if (!card) {
      const photo = found.photoId
        ? ((await deps.service.photo(found.photoId))?.bytes ?? null)
        : null;
      card = await drawOgCard({
        name: `${found.cv.first_name} ${found.cv.last_name}`.trim(),
        jobTitle: found.cv.current_job_title,
        siteName: deps.siteName,
        siteHost: `${new URL(deps.origin).host}${paths.publicCv.getHref(found.cv.username ?? '', found.cv.slug)}`,
        photo,
      });
      if (cards.size > 500) cards.clear();
      cards.set(cacheKey, card);
    }
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(card);
  });
}
