/**
 * The view counts module: counts public pages' views and previews (public-cv calls `viewCounter`
 * as it answers), writes them every few seconds and on close, and answers the owner's figures.
 */
import fp from 'fastify-plugin';
import { createViewCounter, type ViewCounter } from './counter';
import { createOwnerDevice } from './owner-device';
import { createViewsRepository } from './repository';
import { viewsRoutes } from './routes';
import { createViewsService } from './service';
import { createTally } from './tally';
import { createLocalVisitorDays, createSharedVisitorDays } from './visitor-days';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a served public page (a view, a preview, or nothing). */
    viewCounter: ViewCounter;
  }
}

/** How often the counts added up in memory are written. */
export const FLUSH_EVERY_MS = 5000;

export const viewsModule = fp(
  async (app) => {
    const { settings } = app;
    const days = settings.REDIS_URL
      ? await createSharedVisitorDays(settings.REDIS_URL)
      : createLocalVisitorDays();
    const repo = createViewsRepository(app.database.db);
    const tally = createTally({
      days,
      write: (rows) => repo.add(rows),
      onError: (error) => app.log.warn({ err: error }, 'view counts not written yet'),
    });
    await tally.ready();
    const ownerDevice = createOwnerDevice(settings.JWT_SECRET);
    app.decorate(
      'viewCounter',
      createViewCounter({
        ownerDevice,
        trustedProxies: settings.TRUST_PROXY,
        ownHost: new URL(settings.APP_ORIGIN).hostname,
        add: tally.add,
      }),
    );
    const timer = setInterval(() => void tally.flush(), FLUSH_EVERY_MS);
    timer.unref();
    // Written once more as the server closes: its public pages stop answering first (preClose).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await tally.flush();
      await days.close();
    });
    const service = createViewsService({ repo, cvs: app.cvs, tally, ownerDevice });
    await app.register(viewsRoutes, {
      service,
      requireUser: app.guard.requireUser,
      secureCookie: settings.APP_ORIGIN.startsWith('https:'),
      prefix: '/api/cv',
    });
  },
  { name: 'views', dependencies: ['core', 'users', 'cv'] },
);
