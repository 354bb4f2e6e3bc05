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
import type { Database } from './db/client';
import { sendError } from './lib/errors';
import { requestT } from './lib/i18n';
import { withSafeErrorLogging } from './lib/loggable-error';
import { createMailer, type Mailer } from './lib/mail';
import type { Lifecycle } from './lib/lifecycle';
import { objectStorageOf } from './lib/object-storage';
import {
  createPublicChanges,
  createSharedPublicChanges,
  createSharedUserChanges,
} from './lib/public-changes';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  scaleLimits,
  type RateLimiter,
} from './lib/rate-limiter';
import { configRoutes, publicConfig } from '@server/modules/config';
import {
  DEMO_USERNAME,
  seedDemo,
  createCvRepository,
  cvRoutes,
  createCvService,
} from '@server/modules/cv';
import {
  accountRoutes,
  createAccountRepository,
  createAccountService,
} from '@server/modules/account';
import { contactRoutes } from '@server/modules/contact';
import type { ModuleDeps } from './modules/deps';
import { createHealthState, healthRoutes } from '@server/modules/health';
import {
  createPhotoLinks,
  createPhotoUploads,
  createStoredFiles,
  mediaRoutes,
} from '@server/modules/media';
import { newsletterRoutes } from '@server/modules/newsletter';
import { paymentsRoutes } from '@server/modules/payments';
import { registerVisitorPages } from '@server/modules/visitor-pages';
import { createPublicFastPath, registerPublicCvPages } from '@server/modules/public-cv';
import {
  createPdfRenderer,
  createPdfFiles,
  ownerPdfRoutes,
  publicPdfRoutes,
} from '@server/modules/pdf';
import {
  createUsersRepository,
  usersRoutes,
  createUsersService,
  createFacebookVerifier,
  createGoogleVerifier,
  createLiveSessions,
  createAccessTokens,
  createRefreshSuccession,
} from '@server/modules/users';
import { auth, createAuthGuard } from './plugins/auth';
import { answerFrameworkError, errorHandling } from './plugins/errors';
import { rateLimits } from './plugins/rate-limit';
import { requestLog, requestLogController } from './plugins/request-log';
import { frameworkSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { isServerPath, registerWebApp } from './plugins/web-app';
import type { Settings } from './settings';

export interface AppDeps {
  settings: Settings;
  database: Database;
  mailer?: Mailer;
  limiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT = 64 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** Fastify's default, said here because the server is made by the public pages' fast path. */
const FASTIFY_KEEP_ALIVE_MS = 72_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings, database } = deps;
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
  // Set by the process when told to stop (server/index.ts); readiness reads it.
  app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      dataDir: settings.DATA_DIR,
      log: app.log,
    });

  const limiter = scaleLimits(
    deps.limiter ??
      (settings.REDIS_URL
        ? await createRedisRateLimiter(settings.REDIS_URL)
        : createMemoryRateLimiter()),
    settings.RATE_LIMIT_SCALE,
  );
  const tokens = createAccessTokens(settings.JWT_SECRET);
  const usersRepository = createUsersRepository(database.db);
  // An ended session is told to every instance (with REDIS_URL), so its access tokens die at once.
  const sessionEnds = settings.REDIS_URL
    ? await createSharedUserChanges(settings.REDIS_URL, {
        log: app.log,
        connectionName: 'cv-session-ends',
        channel: 'cv:session-ends',
        what: 'session ends',
      })
    : createPublicChanges();
  app.addHook('onClose', () => sessionEnds.close());
  const liveSessions = createLiveSessions(usersRepository, sessionEnds);
  const { requireUser, mayBeUser } = createAuthGuard(tokens, liveSessions);
  // CV edits and username changes both reach the public caches through this.
  // With REDIS_URL every instance hears of them (docs/scaling.md).
  const publicChanges = settings.REDIS_URL
    ? await createSharedPublicChanges(settings.REDIS_URL, app.log)
    : createPublicChanges();
  app.addHook('onClose', () => publicChanges.close());
  const users = createUsersService({
    publicChanges,
    repo: usersRepository,
    tokens,
    successorOf: createRefreshSuccession(settings.JWT_SECRET),
    liveSessions,
    mailer,
    appOrigin: settings.APP_ORIGIN,
    log: app.log,
    verifyGoogle: settings.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({
          clientId: settings.GOOGLE_CLIENT_ID,
          jwksUrl: settings.GOOGLE_JWKS_URL,
        })
      : undefined,
    verifyFacebook:
      settings.FACEBOOK_APP_ID && settings.FACEBOOK_APP_SECRET
        ? createFacebookVerifier({
            appId: settings.FACEBOOK_APP_ID,
            appSecret: settings.FACEBOOK_APP_SECRET,
            graphUrl: settings.FACEBOOK_GRAPH_URL,
          })
        : undefined,
  });
  const storage = objectStorageOf(settings);
  if (storage) {
    await storage.check().catch((error: unknown) => {
      throw new Error(`Object storage ${storage.name} does not answer`, { cause: error });
    });
    app.addHook('onClose', () => storage.close());
  }
  const storedFiles = createStoredFiles(storage, app.log);
  const cvRepository = createCvRepository(database.db);
  const cvService = createCvService(cvRepository, {
    changes: publicChanges,
    photoLinks: createPhotoLinks(settings.JWT_SECRET),
    files: storedFiles,
  });
  const pdfRenderer = createPdfRenderer({
    chromiumPath: settings.CHROMIUM_PATH,
    logFailure: (error) => app.log.error({ err: error }, 'PDF render failed'),
  });
  app.addHook('onClose', () => pdfRenderer.close());
  const pdfFiles = createPdfFiles(cvService, pdfRenderer, storedFiles);
  // Route schemas are zod schemas, both ways: bodies are checked and answers cut to their schema.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart where files go); anything else is refused with 415.
  app.removeContentTypeParser('text/plain');
  const health = createHealthState();

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
  await app.register(errorHandling, { onDatabaseFailure: health.noteFailure });
  await app.register(requestLog);
  await app.register(auth);
  await app.register(rateLimits, { limiter });

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        dataDir: settings.DATA_DIR,
        state: health,
        lifecycle: app.lifecycle,
      });
      await api.register(configRoutes, { settings });
      await api.register(usersRoutes, {
        service: users,
        limiter,
        requireUser,
        mayBeUser,
        prefix: '/users',
      });
      const account = createAccountService({
        repo: createAccountRepository(database.db),
        changes: publicChanges,
        sessions: liveSessions,
        appOrigin: settings.APP_ORIGIN,
        files: storedFiles,
      });
      await api.register(accountRoutes, { service: account, requireUser, prefix: '/users' });
      const photos = createPhotoUploads(limiter);
      await api.register(cvRoutes, {
        service: cvService,
        requireUser,
        photos,
        appOrigin: settings.APP_ORIGIN,
        prefix: '/cv',
      });
      await api.register(ownerPdfRoutes, {
        service: cvService,
        files: pdfFiles,
        requireUser,
        prefix: '/cv',
      });
      await api.register(publicPdfRoutes, { service: cvService, files: pdfFiles, prefix: '/pdf' });
      const moduleDeps: ModuleDeps = { database, mailer, settings, limiter, requireUser };
      await api.register(paymentsRoutes, { ...moduleDeps, users, prefix: '/payments' });
      await api.register(contactRoutes, { ...moduleDeps, prefix: '/contact' });
      await api.register(newsletterRoutes, { ...moduleDeps, prefix: '/newsletter' });
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes, { service: cvService, prefix: '/media' });

  const web = await registerWebApp(app, settings.STATIC_DIR);
  if (web.shell !== undefined)
    await registerVisitorPages(app, {
      staticDir: web.root,
      shell: web.shell,
      appConfig: publicConfig(settings),
      origin: settings.APP_ORIGIN,
    });
  await registerPublicCvPages(app, {
    service: cvService,
    origin: settings.APP_ORIGIN,
    siteName: 'CV Builder',
    sendShell: web.sendShell,
    fastPath,
  });
  app.addHook('preClose', (done) => {
    fastPath.close();
    done();
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(url);
    if (!isPage) return sendError(reply, requestT(request), 404, 'not_found');
    // One or two segments may be a public CV (/{username}/{slug}); deeper unknown paths are 404s.
    const segments = url.split('/').filter(Boolean).length;
    const known = web.isAppRoute?.(url) || segments <= 2;
    return web.sendShell(reply, known ? 200 : 404);
  });

  if (settings.SEED_DEMO && (await seedDemo(usersRepository, cvService, cvRepository.hasUsers))) {
    app.log.info(`demo CV created: ${settings.APP_ORIGIN}/${DEMO_USERNAME}`);
  }

  return app;
}
