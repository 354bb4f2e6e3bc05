/** Serves the built PWA: hashed assets cached for a year, the shell and worker always revalidated. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isAppRoute } from '@/config/paths';

/** Paths the server answers itself (the API, media and font files): never with the app's shell. */
export function isServerPath(url: string): boolean {
  return /^\/(api|media|fonts)(\/|$)/.test(url);
}

/** The built app as the page modules see it; without a build only `sendShell` (a plain notice). */
export interface WebApp {
  sendShell(reply: FastifyReply, status?: number): FastifyReply;
  isAppRoute?: (url: string) => boolean;
  /** The shell's HTML and the folder it was read from. */
  shell?: string;
  root?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    webApp: WebApp;
  }
}

export const webApp = fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    app.decorate('webApp', await registerWebApp(app, staticDir));
  },
  { name: 'web-app' },
);

async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<WebApp> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'no built app found; run `npm run build` (API only)');
    return {
      sendShell: (reply: FastifyReply, status = 200) =>
        reply.code(status).type('text/plain').send('App not built.'),
    };
  }
  const shell = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    // scripts/precompress.mjs wrote .br and .gz beside each asset at build time.
    preCompressed: true,
    globIgnore: ['index.html'],
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  const sendShell = (reply: FastifyReply, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);

  return { sendShell, isAppRoute, shell: shell.toString('utf8'), root };
}
