/**
 * The visitor pages (/, sign-in, sign-up, the legal pages, contact, the template preview) drawn on
 * the server in the visitor's language, so they read and paint before any JavaScript has run.
 * Each page is drawn once per language and known parameter (page-key.ts) and kept: it holds nothing
 * of the visitor, and its links name the configured origin (APP_ORIGIN), never the request's Host.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderVisitorPage } from '@/app/ssr/render-visitor-page';
import type { AppConfig } from '@/app/ssr/render-visitor-page';
import { VISITOR_PAGE_DESCRIPTIONS, VISITOR_PAGES } from '@/config/visitor-pages';
import { LANGUAGE_PARAM, pageLanguage, type Language } from '@/domain/languages';
import { interfaceI18n, translator } from '@server/lib/i18n';
import {
  compressBestLater,
  compressQuickly,
  sendVariant,
  type Variants,
} from '@server/lib/precompressed';
import { createSemaphore } from '@server/lib/semaphore';
import { createSingleFlight } from '@server/lib/single-flight';
import { visitorDocumentTemplate } from './document';
import { queryOf, visitorPageKey } from './page-key';

interface ViteManifestChunk {
  file: string;
}

/** The boot script's file in the build (its name carries a content hash), if the build has one. */
function bootFile(staticDir: string): string | null {
  const manifestFile = path.join(staticDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ViteManifestChunk
  >;
  return manifest['src/boot.ts']?.file ?? null;
}

const cookieLanguage = (header: string | undefined) =>
  header ? new RegExp(`(?:^|;\\s*)${LANGUAGE_PARAM}=([^;]*)`).exec(header)?.[1] : undefined;

export async function registerVisitorPages(
  app: FastifyInstance,
  {
    staticDir,
    shell,
    appConfig,
    origin,
  }: { staticDir: string; shell: string; appConfig: AppConfig; origin: string },
) {
  const boot = bootFile(staticDir);
  const documentFor = boot ? visitorDocumentTemplate(shell, boot) : null;
  if (!documentFor) {
    // A shell without the boot script (an older or hand-made build): the app draws these pages.
    app.log.warn({ staticDir }, 'the build has no boot script: visitor pages are not drawn here');
    return;
  }
  // Bounded by its keys: pages x languages x the known parameters' values (72 today).
  const pages = new Map<string, Variants>();
  const drawing = createSingleFlight<Variants>();
  // Pages drawn at once (each a few React renders): the first visitors after a start wait their
  // turn rather than hold the event loop together.
  const drawers = createSemaphore(2);

  const draw = async (page: string, key: string, url: string, lang: Language) => {
    app.log.debug({ page: key }, 'visitor page drawn');
    const drawn = await renderVisitorPage(url, origin, interfaceI18n(lang), appConfig);
    const t = translator(lang);
    const quick = await compressQuickly(
      documentFor({
        lang,
        ...drawn,
        description: t(VISITOR_PAGE_DESCRIPTIONS[page] ?? 'app.description'),
        data: { appConfig, namespaces: drawn.namespaces },
      }),
    );
    pages.set(key, quick);
    compressBestLater(
      quick.raw,
      (best) => pages.set(key, best),
      () => pages.get(key) === quick,
    );
    return quick;
  };

  const send = (page: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = queryOf(request.url);
    const lang = pageLanguage(
      query.get(LANGUAGE_PARAM),
      cookieLanguage(request.headers.cookie),
      request.headers['accept-language'],
    );
    const { key, url } = visitorPageKey(page, lang, query);
    const variants =
      pages.get(key) ??
      (await drawing.run(key, () => drawers.run(() => draw(page, key, url, lang))));
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
    return sendVariant(request, reply, variants, 'text/html; charset=utf-8');
  };

  for (const page of VISITOR_PAGES) {
    // Already compressed once in the cache; the compress plugin must not do it again.
    app.get(page, { compress: false }, send(page));
  }
}
