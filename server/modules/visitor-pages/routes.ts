/**
 * The visitor pages (/, sign-in, sign-up, the legal pages, contact, the template preview) drawn on
 * the server in the visitor's language, so they read and paint before any JavaScript has run; and
 * the owner's screens as their shells (the navigation and the screen's skeleton, src/config/owner-pages.ts),
 * so they paint before the app has loaded. Each page is drawn once per language and known parameter
 * (page-key.ts) and kept: it holds nothing of anyone, and its links name the configured origin
 * (APP_ORIGIN), never the request's Host.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderOwnerShell, renderVisitorPage } from '@/app/ssr/render-visitor-page';
import type { AppConfig, VisitorPage } from '@/app/ssr/render-visitor-page';
import { OWNER_LAYOUT_MODULE, OWNER_PAGES, type OwnerPage } from '@/config/owner-pages';
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
import {
  allowingScript,
  inlineFirstScript,
  ownerDocumentTemplate,
  visitorDocumentTemplate,
  type PageParts,
} from './document';
import { queryOf, visitorPageKey } from './page-key';

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;
/** What the `drawn` debug line names: tests and operators count redraws by it. */
type PageKind = 'visitor page' | 'owner shell';

function readManifest(staticDir: string): ViteManifest {
  const manifestFile = path.join(staticDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return {};
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
}

/** The files `keys` load before running (their static imports, all the way down). */
function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * The modules the app's entry imports one task after another (src/main.tsx), the app itself
 * last: what the entry's chunks import dynamically.
 */
const entryStages = (manifest: ViteManifest): string[] =>
  (manifest['index.html']?.imports ?? []).flatMap((key) => manifest[key]?.dynamicImports ?? []);

/** An owner screen's modules: the app's entry and its stages, the layout, the screen and its texts. */
const ownerModules = (
  stages: readonly string[],
  page: OwnerPage,
  lang: Language,
  namespaces: readonly string[],
) => [
  'index.html',
  ...stages,
  OWNER_LAYOUT_MODULE,
  page.module,
  ...namespaces.map((ns) => `locales/${lang}/${ns}.json`),
];

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
  const manifest = readManifest(staticDir);
  const stages = entryStages(manifest);
  const boot = manifest['src/boot.ts']?.file;
  const ownerFirstFile = manifest['src/owner-shell.ts']?.file;
  const ownerFirst = ownerFirstFile
    ? inlineFirstScript(readFileSync(path.join(staticDir, ownerFirstFile), 'utf8'))
    : null;
  const documentFor = boot ? visitorDocumentTemplate(shell, boot) : null;
  const ownerDocumentFor = ownerFirst ? ownerDocumentTemplate(shell, ownerFirst.element) : null;
  if (!documentFor || !ownerDocumentFor || !ownerFirst) {
    // A build without the boot or owner-shell script (older, or hand-made): the app draws these pages.
    app.log.warn(
      { staticDir },
      'the build has no boot or owner-shell script: visitor and owner pages are not drawn here',
    );
    return;
  }
  // Bounded by its keys: pages x languages x the known parameters' values (72 today).
  const pages = new Map<string, Variants>();
  const drawing = createSingleFlight<Variants>();
  // Pages drawn at once (each a few React renders): the first visitors after a start wait their
  // turn rather than hold the event loop together.
  const drawers = createSemaphore(2);

  /** The page's parts in `lang`, as drawn. */
  const partsOf = (drawn: VisitorPage, lang: Language, description: string): PageParts => {
    const t = translator(lang);
    return {
      lang,
      ...drawn,
      title: drawn.title || t('app.name'),
      description: t(description),
      data: { appConfig, namespaces: drawn.namespaces },
    };
  };

  const drawVisitorPage = async (page: string, url: string, lang: Language) => {
    const drawn = await renderVisitorPage(url, origin, interfaceI18n(lang), appConfig);
    return documentFor(partsOf(drawn, lang, VISITOR_PAGE_DESCRIPTIONS[page] ?? 'app.description'));
  };

  const drawOwnerShell = async (page: OwnerPage, lang: Language) => {
    const drawn = await renderOwnerShell(page.draw, origin, interfaceI18n(lang), appConfig);
    return ownerDocumentFor(
      partsOf(drawn, lang, 'app.description'),
      staticClosure(manifest, ownerModules(stages, page, lang, drawn.namespaces)),
    );
  };

  const draw = async (kind: PageKind, key: string, drawPage: () => Promise<string>) => {
    app.log.debug({ page: key }, `${kind} drawn`);
    const quick = await compressQuickly(await drawPage());
    pages.set(key, quick);
    compressBestLater(
      quick.raw,
      (best) => pages.set(key, best),
      () => pages.get(key) === quick,
    );
    return quick;
  };

  const languageOf = (request: FastifyRequest, query: URLSearchParams) =>
    pageLanguage(
      query.get(LANGUAGE_PARAM),
      cookieLanguage(request.headers.cookie),
      request.headers['accept-language'],
    );

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PageKind,
    key: string,
    drawPage: () => Promise<string>,
  ) => {
    const variants =
      pages.get(key) ??
      (await drawing.run(key, () => drawers.run(() => draw(kind, key, drawPage))));
    reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
    return sendVariant(request, reply, variants, 'text/html; charset=utf-8');
  };

  for (const page of VISITOR_PAGES) {
    // Already compressed once in the cache; the compress plugin must not do it again.
    app.get(page, { compress: false }, (request, reply) => {
      const query = queryOf(request.url);
      const lang = languageOf(request, query);
      const { key, url } = visitorPageKey(page, lang, query);
      return sendPage(request, reply, 'visitor page', key, () => drawVisitorPage(page, url, lang));
    });
  }
  for (const page of OWNER_PAGES) {
    // One shell per screen and language, whatever the CV or the query: it shows no one's data.
    app.get(page.route, { compress: false }, (request, reply) => {
      const lang = languageOf(request, queryOf(request.url));
      const key = `${page.route}|${lang}|owner`;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', allowingScript(policy, ownerFirst.source));
      return sendPage(request, reply, 'owner shell', key, () => drawOwnerShell(page, lang));
    });
  }
}
