/**
 * A public page already in the page cache answered by Node's http server before Fastify routes the
 * request: the bytes, status and headers Fastify sends for it (the security headers learnt from the
 * first page Fastify sent), the same access-log line, and nothing else. The public page is the
 * address people share; here it answers at about the speed of a bare server sending a file
 * (docs/decisions.md, "Speed and resilience", has the figures). Everything else, and every page
 * not yet cached, goes to Fastify as before.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { isValidHost } from '@server/lib/host-header';
import { redactUrl } from '@server/lib/log-redaction';
import { acceptedEncoding, type Variants } from '@server/lib/precompressed';
import type { ViewedPage } from '@server/modules/views';

export interface FastPage {
  etag: string;
  cacheControl: string;
  contentType: string;
  variants: Variants;
  /** What a view of the page counts for (views/counter.ts), after it is answered. */
  view?: ViewedPage;
}

/** Counts an answered page's view; `query` is the part of its URL after `?`. */
export type CountView = (page: ViewedPage, request: IncomingMessage) => void;

/** Headers a public page's answer sets for itself; every other header is the same on each answer. */
const OWN_HEADERS = new Set([
  'etag',
  'cache-control',
  'vary',
  'content-type',
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

type HeaderValue = number | string | string[];

/** Levels at which the access log is written (request-log.ts writes at `info`). */
const LOGGING_REQUESTS = new Set(['trace', 'debug', 'info']);

/** A page's headers as Node's raw list (name, value, …), one list per answer it can give. */
type HeaderList = Array<string>;
interface PageAnswer {
  headers: HeaderList;
  body: Buffer;
}
interface PageAnswers {
  notModified: HeaderList;
  br: PageAnswer;
  gzip: PageAnswer;
  raw: PageAnswer;
}

/**
 * A cached page's answers are the same each time: their headers are listed once per page (its
 * variants stand for it) rather than built on every request, which measurably cost the hot path.
 */
const pageAnswers = new WeakMap<Variants, PageAnswers>();

function answersOf(page: FastPage, shared: Record<string, HeaderValue>): PageAnswers {
  const known = pageAnswers.get(page.variants);
  if (known) return known;
  const list = (headers: Record<string, HeaderValue>) =>
    Object.entries(headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
    );
  const common = { ...shared, etag: page.etag, 'cache-control': page.cacheControl };
  const withBody = (encoding: 'br' | 'gzip' | null, body: Buffer): PageAnswer => ({
    headers: list({
      ...common,
      vary: 'accept-encoding',
      'content-type': page.contentType,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    }),
    body,
  });
  const answers = {
    notModified: list(common),
    br: withBody('br', page.variants.br),
    gzip: withBody('gzip', page.variants.gzip),
    raw: withBody(null, page.variants.raw),
  };
  pageAnswers.set(page.variants, answers);
  return answers;
}

export function createPublicFastPath(timeouts: { keepAliveMs: number; requestMs: number }) {
  let lookup: ((path: string, query: string) => FastPage | undefined) | null = null;
  let countView: CountView | undefined;
  let shared: Record<string, HeaderValue> | null = null;
  let log: FastifyBaseLogger | null = null;
  let logsRequests = false;
  let closing = false;

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (closing || !lookup || !shared || request.method !== 'GET' || !request.url) return false;
    // Fastify refuses a Host that is no host, in its shape (plugins/errors.ts).
    const { host, 'x-forwarded-host': forwardedHost } = request.headers;
    if (!isValidHost(host) || !isValidHost(forwardedHost)) return false;
    const started = performance.now();
    const { url } = request;
    // The query is all after the first `?`, as Fastify reads it.
    const mark = url.indexOf('?');
    const query = mark < 0 ? '' : url.slice(mark + 1);
    const page = lookup(mark < 0 ? url : url.slice(0, mark), query);
    if (!page) return false;

    const status = request.headers['if-none-match'] === page.etag ? 304 : 200;
    const answers = answersOf(page, shared);
    if (status === 304) response.writeHead(status, answers.notModified).end();
    else {
      const { headers, body } =
        answers[acceptedEncoding(request.headers['accept-encoding']) ?? 'raw'];
      response.writeHead(status, headers).end(body);
    }
    if (page.view) countView?.(page.view, request);
    if (logsRequests)
      log?.info(
        {
          method: request.method,
          url: redactUrl(url),
          statusCode: status,
          responseTime: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    return true;
  }

  /** For Fastify's `serverFactory`: the http server Fastify would make, with this path in front. */
  const serverFactory: FastifyServerFactory = (handler) => {
    const server = http.createServer((request, response) => {
      if (!answer(request, response)) handler(request, response);
    });
    // What Fastify sets on a server it makes itself (its connectionTimeout stays Node's default).
    server.keepAliveTimeout = timeouts.keepAliveMs;
    server.requestTimeout = timeouts.requestMs;
    return server;
  };

  return {
    serverFactory,
    /** The public pages' cache, by path (null when a path is not a cached public page). */
    serve(
      pages: (path: string, query: string) => FastPage | undefined,
      logger: FastifyBaseLogger,
      count?: CountView,
    ) {
      lookup = pages;
      countView = count;
      log = logger;
      logsRequests = LOGGING_REQUESTS.has(logger.level);
    },
    /** The headers Fastify sent with a public page, of which those not the page's own are kept. */
    learnHeaders(sent: Record<string, HeaderValue | undefined>) {
      if (shared) return;
      shared = Object.fromEntries(
        Object.entries(sent).filter(
          (entry): entry is [string, HeaderValue] =>
            entry[1] !== undefined && !OWN_HEADERS.has(entry[0].toLowerCase()),
        ),
      );
    },
    /** From now on Fastify answers everything (it says 503 while it closes). */
    close() {
      closing = true;
    },
  };
}

export type PublicFastPath = ReturnType<typeof createPublicFastPath>;
