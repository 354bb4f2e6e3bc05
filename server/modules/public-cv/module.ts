/** The public CV module: public pages and preview cards, served from memory on the fast path. */
import fp from 'fastify-plugin';
import type { PublicFastPath } from './fast-path';
import { registerPublicCvPages } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Made with the server (it is the server's factory, app.ts); this module fills it. */
    publicFastPath: PublicFastPath;
  }
}

export const publicCvModule = fp(
  async (app) => {
    const fastPath = app.publicFastPath;
    await registerPublicCvPages(app, {
      service: app.cvs,
      origin: app.settings.APP_ORIGIN,
      siteName: 'CV Builder',
      sendShell: app.webApp.sendShell,
      fastPath,
      countView: app.viewCounter,
    });
    app.addHook('preClose', (done) => {
      fastPath.close();
      done();
    });
  },
  { name: 'public-cv', dependencies: ['core', 'cv', 'web-app', 'views'] },
);
