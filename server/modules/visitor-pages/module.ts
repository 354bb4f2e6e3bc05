/** The visitor pages (landing, legal, contact), drawn on the server when the app is built. */
import fp from 'fastify-plugin';
import { publicConfig } from '@server/modules/config';
import { registerVisitorPages } from './routes';

export const visitorPagesModule = fp(
  async (app) => {
    const { shell, root } = app.webApp;
    if (shell === undefined || root === undefined) return;
    await registerVisitorPages(app, {
      staticDir: root,
      shell,
      appConfig: publicConfig(app.settings),
      origin: app.settings.APP_ORIGIN,
    });
  },
  { name: 'visitor-pages', dependencies: ['core', 'web-app'] },
);
