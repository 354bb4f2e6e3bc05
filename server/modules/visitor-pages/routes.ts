/**
 * The visitor pages (/, sign-in, sign-up, the legal pages, contact, the template preview) drawn on
 * the server in the visitor's language, so they read and paint before any JavaScript has run.
 * Each page is drawn once per language and address and kept: it holds nothing of the visitor.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { renderVisitorPage } from '@/app/ssr/render-visitor-page';
import type { AppConfig } from '@/app/ssr/render-visitor-page';
import { VISITOR_PAGE_PARAMS, VISITOR_PAGES } from '@/config/visitor-pages';
import { LANGUAGE_PARAM, pageLanguage } from '@/domain/languages';
import { interfaceI18n, translator } from '@server/lib/i18n';
import { compressVariants, sendVariant, type Variants } from '@server/lib/precompressed';
import { visitorDocumentTemplate } from './document';

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
  { staticDir, shell, appConfig }: { staticDir: string; shell: string; appConfig: AppConfig },
) {
  const boot = bootFile(staticDir);
  const documentFor = boot ? visitorDocumentTemplate(shell, boot) : null;
  if (!documentFor) {
    // A shell without the boot script (an older or hand-made build): the app draws these pages.
    app.log.warn({ staticDir }, 'the build has no boot script: visitor pages are not drawn here');
    return;
  }
  // Per origin, page and language: a few dozen in practice; bounded against made-up Host headers.
  const pages = new LRUCache<string, Variants>({ max: 200 });

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const query = url.searchParams.get(LANGUAGE_PARAM);
    const lang = pageLanguage(
      query,
      cookieLanguage(request.headers.cookie),
      request.headers['accept-language'],
    );
    const drawnUrl = new URL(url.pathname, url.origin);
    for (const name of VISITOR_PAGE_PARAMS) {
      const value = url.searchParams.get(name);
      if (value !== null) drawnUrl.searchParams.set(name, value);
    }
    const key = `${drawnUrl.href}|${lang}`;
    let page = pages.get(key);
    if (!page) {
      const drawn = await renderVisitorPage(
        `${drawnUrl.pathname}${drawnUrl.search}`,
        url.origin,
        interfaceI18n(lang),
        appConfig,
      );
      const t = translator(lang);
      page = compressVariants(
        documentFor({
          lang,
          ...drawn,
          description: t('app.description'),
          data: { appConfig, namespaces: drawn.namespaces },
        }),
      );
      pages.set(key, page);
    }
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
    return sendVariant(request, reply, page, 'text/html; charset=utf-8');
  };

  for (const page of VISITOR_PAGES) {
    // Already compressed once in the cache; the compress plugin must not do it again.
    app.get(page, { compress: false }, send);
  }
}
