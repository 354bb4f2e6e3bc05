/**
 * /{username} and /{username}/{slug}: the CV rendered on the server with its template (readable
 * without JavaScript, with a preview card for shared links), and /media/og/{id}.jpg, that card.
 */
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { z } from 'zod';
import { isAppRoute, paths } from '@/config/paths';
import { isValidUsernameFormat } from '@/domain/username';
import { isSlugFormat, type PublicCvDto } from '@/domain/cv';
import { VERSION_LINK_PARAM, isShareKey, versionLink } from '@/domain/applications';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView } from '@/templates/registry';
import { VERSION_PARAM, isLanguage, toLanguage, type Language } from '@/domain/languages';
import { fallbacksOf } from '@/templates/render-options';
import { requestLanguage, translator } from '@server/lib/i18n';
import { sendVariant } from '@server/lib/precompressed';
import { bytesAnswer, fileIdParams, textAnswer } from '@server/lib/route-schemas';
import { createSemaphore } from '@server/lib/semaphore';
import { isServerPath } from '@server/plugins/web-app';
import type { CvService } from '@server/modules/cv';
import { renderDocument, renderNotFoundDocument } from './document';
import { drawOgCard } from './og-image';
import { createPageCache } from '@server/lib/page-cache';
import type { CountView, PublicFastPath } from './fast-path';
import { createPathKeys } from './path-keys';
import { LRUCache } from 'lru-cache';

export interface PublicCvDeps {
  service: CvService;
  /** Answers cached pages before Fastify routes them (fast-path.ts). */
  fastPath?: PublicFastPath;
  /** Counts a public page's view or preview (views module). */
  countView?: CountView;
  origin: string;
  siteName: string;
  sendShell: (reply: FastifyReply, status?: number) => FastifyReply;
}

/** The card's version: its CV's, and the owner's username (the card shows the address). */
const version = (cv: PublicCvDto) =>
  `${Date.parse(cv.updated_at).toString(36)}-${createHash('sha1')
    .update(cv.username ?? '')
    .digest('base64url')
    .slice(0, 6)}`;

/** The language version a public address asks for (`?lang=fi`); the main one otherwise. */
function askedVersion(lang: unknown): Language | null {
  return isLanguage(lang) ? lang : null;
}

/** The version's own link's key a public address asks for (`?for=…`), or null. */
function askedShared(key: unknown): string | null {
  return isShareKey(key) ? key : null;
}

/**
 * Where a language version of the CV at `path` is read: the main one at the path itself (or at
 * the path of a version's own link, `shared`, its key kept).
 */
function versionPath(
  path: string,
  cv: PublicCvDto,
  language: Language,
  shared: string | null = null,
): string {
  const base = shared ? versionLink(path, shared) : path;
  if (language === cv.languages[0]) return base;
  return `${base}${shared ? '&' : '?'}${VERSION_PARAM}=${language}`;
}

/** The visitor's language: the app's `?lng=` if given, else what the browser asks for. */
function visitorLanguage(request: FastifyRequest): Language {
  const query = request.query as { lng?: unknown } | undefined;
  return typeof query?.lng === 'string' ? toLanguage(query.lng) : requestLanguage(request);
}

/** No CV at this address: a page that says so in the visitor's language, with a real 404. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(renderNotFoundDocument(visitorLanguage(request)));
}

/** What of a public address's query changes its page: the language version, a version's link. */
const pageQueryKey = (language: Language | null, shared: string | null) =>
  `${language ?? ''}${shared ? `&${shared}` : ''}`;

const HTML = 'text/html; charset=utf-8';
type PageRoute = { Params: { username: string; slug?: string } };
/** A public page may be kept anywhere, and is checked with its ETag each time. */
const PAGE_CACHE_CONTROL = 'public, no-cache';

/** Preview cards: a day in browsers and crawlers, ten minutes in a shared cache (a CDN). */
const CARD_CACHE = 'public, max-age=86400, s-maxage=600';

export async function registerPublicCvPages(app: FastifyInstance, deps: PublicCvDeps) {
  const pages = createPageCache();
  // Renders of pages not cached, one per turn of the event loop: each holds the loop (a React
  // render), so a burst of new addresses lets other requests (health) in between instead of
  // running back to back. Database reads are not held here: each has its own time limits.
  const renders = createSemaphore(1);
  // Keyed by the CV's version, so a changed CV gets a new card; the oldest-read go past 500.
  const cards = new LRUCache<string, { userId: string; card: Buffer }>({ max: 500 });
  deps.service.onChange((userId) => {
    if (userId === null) {
      pages.clear();
      cards.clear();
      return;
    }
    pages.forgetUser(userId);
    for (const [key, entry] of cards.entries()) if (entry.userId === userId) cards.delete(key);
  });

  /** The preview card of a version: a new address for each version of the CV. */
  function cardUrl(cv: PublicCvDto): string {
    const url = new URL(`/media/og/${cv.uuid}.jpg`, deps.origin);
    url.searchParams.set('v', version(cv));
    if (cv.language !== cv.languages[0]) url.searchParams.set(VERSION_PARAM, cv.language);
    return url.href;
  }

  /**
   * One language version of the CV at `path` (its canonical address without the language), or of
   * a version's own link (`shared`: its key), which no search engine is to keep.
   */
  function render(cv: PublicCvDto, path: string, shared: string | null): string {
    const t = translator(cv.language);
    const body = renderToString(
      createElement(TemplateView, {
        theme: cv.theme,
        cv,
        labels: buildTemplateLabels(t),
        audience: 'public',
        fallbacks: fallbacksOf(cv),
      }),
    );
    const own = (base: string) => versionPath(base, cv, cv.language, shared);
    return renderDocument({
      cv,
      body,
      canonicalUrl: `${deps.origin}${own(path)}`,
      versions: cv.languages.map((language) => ({
        language,
        url: `${deps.origin}${versionPath(path, cv, language, shared)}`,
      })),
      unlisted: shared !== null,
      origin: deps.origin,
      ogImageUrl: cardUrl(cv),
      pdfUrl: own(`/api/pdf${path}/`),
      t,
    });
  }

  /** Where `page` answers with a CV or its 404 (not the shell, a redirect or the API's 404). */
  const answersWithPage = (url: string, username: string, slug: string | undefined) =>
    !isServerPath(url) &&
    !isAppRoute(url) &&
    isValidUsernameFormat(username) &&
    (slug === undefined || isSlugFormat(slug));
  /** A page's key: its address's, in lower case, then the version asked for. */
  const addressKey = (username: string, slug: string | undefined) =>
    `${username.toLowerCase()}/${(slug ?? '').toLowerCase()}?`;
  const cacheKey = (
    username: string,
    slug: string | undefined,
    language: Language | null,
    shared: string | null,
  ) => `${addressKey(username, slug)}${pageQueryKey(language, shared)}`;

  // Only plain paths: anything Fastify would decode or treat otherwise goes to Fastify.
  const pathKeys = createPathKeys((path) => {
    const match = /^\/([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+))?$/.exec(path);
    const [, username = '', slug] = match ?? [];
    return match && answersWithPage(path, username, slug) ? addressKey(username, slug) : null;
  });

  deps.fastPath?.serve(
    (path, query) => {
      const key = pathKeys.get(path);
      if (key === null) return undefined;
      const asked = query ? new URLSearchParams(query) : null;
      const language = askedVersion(asked?.get(VERSION_PARAM));
      const cached = pages.get(
        `${key}${pageQueryKey(language, askedShared(asked?.get(VERSION_LINK_PARAM)))}`,
      );
      if (!cached || cached.status !== 200) return undefined;
      return {
        etag: cached.etag,
        cacheControl: PAGE_CACHE_CONTROL,
        contentType: HTML,
        variants: cached.variants,
        view: cached.shows,
      };
    },
    app.log,
    deps.countView,
  );

  async function page(request: FastifyRequest<PageRoute>, reply: FastifyReply) {
    const { username, slug } = request.params;
    const url = request.url.split('?')[0] ?? '/';
    // /api/… and /media/… paths no route knows get the API's JSON 404, never the app's HTML.
    if (isServerPath(url)) return reply.callNotFound();
    if (isAppRoute(url)) return deps.sendShell(reply);
    if (!isValidUsernameFormat(username)) return reply.redirect(paths.notFound.getHref(), 302);
    // Checked before any query: a NUL in a path parameter would make PostgreSQL fail it.
    if (slug !== undefined && !isSlugFormat(slug)) return sendNotFound(request, reply);

    // Only the version asked for changes the page: any other query (made up or not) is the same.
    const query = request.query as Record<string, unknown>;
    const language = askedVersion(query[VERSION_PARAM]);
    const shared = askedShared(query[VERSION_LINK_PARAM]);
    const key = cacheKey(username, slug, language, shared);
    const cached = await pages.load(key, async () => {
      const found = await deps.service.findPublicPage(username, slug ?? null, language, shared);
      if (!found) return null;
      return renders.run(async () => {
        await nextTurn();
        app.log.debug({ page: key }, 'public page drawn');
        const html = render(
          found.cv,
          paths.publicCv.getHref(found.cv.username ?? username, slug ? found.cv.slug : null),
          shared,
        );
        const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
        const shows = {
          cvId: found.cv.uuid,
          ownerId: found.userId,
          language: found.cv.language,
          version: found.version,
        };
        return { userId: found.userId, status: 200, body: html, etag, shows };
      });
    });
    // Unknown or private: a page that says so, with a real 404.
    if (!cached) return sendNotFound(request, reply);
    reply.header('etag', cached.etag).header('cache-control', PAGE_CACHE_CONTROL);
    if (cached.shows) deps.countView?.(cached.shows, request.raw);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    reply.code(cached.status);
    return sendVariant(request, reply, cached.variants, HTML);
  }

  // Already compressed once in the cache; the compress plugin must not do it again.
  const options: RouteShorthandOptions = {
    compress: false,
    // The headers every hook has set on a page, for the fast path to send the same.
    onSend: (_request, reply, payload, done) => {
      if (reply.statusCode === 200)
        deps.fastPath?.learnHeaders({ ...reply.raw.getHeaders(), ...reply.getHeaders() });
      done(null, payload);
    },
  };
  app.get<PageRoute>('/:username', options, page);
  app.get<PageRoute>('/:username/:slug', options, page);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/og/:file',
    {
      schema: {
        params: fileIdParams('jpg'),
        querystring: z.object({ [VERSION_PARAM]: z.unknown().optional().transform(askedVersion) }),
        response: { 200: bytesAnswer, 404: textAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The database's failures go to the error handler (503), never a 404.
      const found = id ? await deps.service.findPublicById(id, request.query[VERSION_PARAM]) : null;
      if (!found) return reply.code(404).type('text/plain').send('Not found');
      const cacheKey = `${found.cv.uuid}:${version(found.cv)}:${found.cv.language}`;
      let card = cards.get(cacheKey)?.card;
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
        cards.set(cacheKey, { userId: found.userId, card });
      }
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', CARD_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(card);
    },
  );
}
