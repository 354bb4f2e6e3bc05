/**
 * Builds the whole server as one Fastify instance; server/index.ts only listens and closes. Plugins
 * go in layers: the external ones, then the app's own (errors, access log, sign-in, rate limits),
 * then the routes.
 */
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@/domain/limits';
import { accountModule } from '@server/modules/account';
import { applicationsModule } from '@server/modules/applications';
import { configModule } from '@server/modules/config';
import { contactModule } from '@server/modules/contact';
import { cvModule } from '@server/modules/cv';
import { healthModule } from '@server/modules/health';
import { mediaModule, mediaRoutesModule } from '@server/modules/media';
import { newsletterModule } from '@server/modules/newsletter';
import { paymentsModule } from '@server/modules/payments';
import { pdfModule } from '@server/modules/pdf';
import { atsModule } from '@server/modules/ats';
import { docxModule } from '@server/modules/docx';
import { fontsModule } from '@server/modules/fonts';
import { createPublicFastPath, publicCvModule } from '@server/modules/public-cv';
import { shareTargetModule } from '@server/modules/share-target';
import { usersModule } from '@server/modules/users';
import { viewsModule } from '@server/modules/views';
import { visitorPagesModule } from '@server/modules/visitor-pages';
import type { Database } from './db/client';
import { sendError } from './lib/errors';
import { requestT } from './lib/i18n';
import { withSafeErrorLogging } from './lib/loggable-error';
import type { Mailer } from './lib/mail';
import type { RateLimiter } from './lib/rate-limiter';
import { auth } from './plugins/auth';
import { core } from './plugins/core';
import { answerFrameworkError, errorHandling } from './plugins/errors';
import { rateLimits } from './plugins/rate-limit';
import { requestLog, requestLogController } from './plugins/request-log';
import { frameworkSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { isServerPath, webApp } from './plugins/web-app';
import type { Settings } from './settings';

export interface AppDeps {
  settings: Settings;
  database: Database;
  mailer?: Mailer;
  limiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Every module, in the order they register: each is a Fastify plugin that names the modules it
 * needs (Fastify refuses to start when one is missing or comes later), reads what they decorate
 * the instance with, and registers its own routes. Adding a module is one line here.
 */
const MODULES = [
  healthModule,
  configModule,
  usersModule,
  mediaModule,
  cvModule,
  mediaRoutesModule,
  fontsModule,
  pdfModule,
  atsModule,
  docxModule,
  applicationsModule,
  accountModule,
  paymentsModule,
  contactModule,
  newsletterModule,
  visitorPagesModule,
  viewsModule,
  publicCvModule,
  shareTargetModule,
];

export const BODY_LIMIT = 64 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** Fastify's default, said here because the server is made by the public pages' fast path. */
const FASTIFY_KEEP_ALIVE_MS = 72_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings } = deps;
  const frameworkHeaders = frameworkSecurityHeaders(settings);
  const fastPath = createPublicFastPath({
    keepAliveMs: FASTIFY_KEEP_ALIVE_MS,
    requestMs: REQUEST_TIMEOUT_MS,
  });
  const app = Fastify({
    serverFactory: fastPath.serverFactory,
    logger: withSafeErrorLogging(deps.logger ?? false),
    // One line per request instead of two, from the request-log plugin.
    logController: requestLogController(),
    bodyLimit: BODY_LIMIT,
    // Only the balancers named: anyone else's X-Forwarded-For is ignored (server/lib/trusted-proxies.ts).
    trustProxy: settings.TRUST_PROXY.length ? settings.TRUST_PROXY : false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: FASTIFY_KEEP_ALIVE_MS,
    return503OnClosing: true,
    // Fastify answers an undecodable URL before any hook: give it our shape and our headers.
    frameworkErrors: (error, request, reply) => {
      frameworkHeaders(request, reply);
      void answerFrameworkError(error, request, reply);
    },
  });
  // Route schemas are zod schemas, both ways: bodies are checked and answers cut to their schema.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart where files go); anything else is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('publicFastPath', fastPath);

  await app.register(core, deps);
  // External plugins.
  await app.register(securityHeaders, { settings });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.photoBytes, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 45 },
  });
  // Quality 5: per-request compression must stay cheap (hot public pages are precompressed at 11).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // The app's own.
  await app.register(errorHandling);
  await app.register(requestLog);
  await app.register(auth);
  await app.register(rateLimits);
  await app.register(webApp, { staticDir: settings.STATIC_DIR });

  for (const module of MODULES) await app.register(module);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(url);
    if (!isPage) return sendError(reply, requestT(request), 404, 'not_found');
    // One or two segments may be a public CV (/{username}/{slug}); deeper unknown paths are 404s.
    const segments = url.split('/').filter(Boolean).length;
    const known = app.webApp.isAppRoute?.(url) || segments <= 2;
    return app.webApp.sendShell(reply, known ? 200 : 404);
  });
  return app;
}
