import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SHARE_ACTION, SHARED_FILE_FIELD, SHARED_FILE_TYPES } from './src/config/share-target';

const apiTarget = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * A plugin that, once the build's graph is known, puts in `graph` every module the modules whose
 * ids end in one of `ends` import, at any depth (those modules too, unless `importsOnly`).
 */
function staticGraph(
  name: string,
  ends: string[],
  graph: Set<string>,
  importsOnly = false,
): Plugin {
  return {
    name,
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (graph.has(id)) return;
        graph.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of this.getModuleIds())
        if (ends.some((end) => id.endsWith(end)))
          if (importsOnly) this.getModuleInfo(id)?.importedIds.forEach(visit);
          else visit(id);
    },
  };
}

/**
 * The modules the visitor pages' boot script (src/boot.ts) imports: they form a chunk of their
 * own, out of the owner screens' shared chunk, or a visitor page would load all of it.
 */
const bootGraph = new Set<string>();
const findBootGraph = staticGraph('boot-graph', ['/src/boot.ts'], bootGraph, true);

/**
 * What the app's start screen (the dashboard, where the installed app opens) runs: the app, the
 * screen, and the outbox's sync that the layout loads on every owner screen. Of the modules most
 * screens share, these form the shared chunk; the rest (the form fields and their inputs, menus
 * and dialogs) a second one, which the dashboard does not load.
 */
const START_SCREEN = [
  '/src/main.tsx',
  '/src/app/start.tsx',
  '/src/app/routes/dashboard.tsx',
  '/src/features/wizard/outbox/outbox-sync.tsx',
];
const startGraph = new Set<string>();
const findStartGraph = staticGraph('start-graph', START_SCREEN, startGraph);
/**
 * The start screen's graph in chunks that src/main.tsx runs a task apart, in this order, before
 * the app's own: each imports only chunks before it. A chunk runs as a whole when first imported.
 */
const START_CHUNKS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  // zod's own classes with the domain's limits (which import nothing): the entry's way in.
  ['start-zod', /\/node_modules\/zod\/|\/src\/domain\/limits\.ts$/],
  ['start-domain', /\/src\/domain\//],
  ['start-react', /\/node_modules\/(react|react-dom|scheduler)\//],
  [
    'start-mui',
    /\/node_modules\/(@mui|@emotion|@babel\/runtime|@popperjs|clsx|prop-types|react-is|react-transition-group|stylis|hoist-non-react-statics)\//,
  ],
  ['start-libraries', /\/node_modules\//],
];
const startChunkOf = (id: string) =>
  startGraph.has(id) ? START_CHUNKS.find(([, test]) => test.test(id))?.[0] : undefined;

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // Dexie's own ES2018 module, not the wrapper its package names: that wraps the ES5 build for
  // Node's CommonJS (11.5 KB more to send, and to run, on every owner screen and in the worker).
  dexie: 'dexie/dist/modern/dexie.mjs',
};

/**
 * React Router's package names its development build only, for production too
 * (remix-run/react-router#14102): its warnings for developers came with every screen. A build
 * takes the production build beside it, the same code with them off; the dev server keeps them.
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config() {
    const built = join(
      dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production',
    );
    return {
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(built, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(built, 'dom-export.mjs') },
        ],
      },
    };
  },
};

/**
 * An owner screen's first script (src/owner-shell.ts) as one classic script with nothing to import:
 * the server puts it inline right after the screen's root, where it runs as the page is parsed, so
 * what it puts there (the screen the device kept) is in the first paint, before the app's modules
 * are evaluated (as a module script it ran just before them and painted with the app, 1-2 s later
 * on a phone). An asset of the build that the manifest names, for the server to read.
 */
const ownerShellScript: Plugin = {
  name: 'owner-shell-script',
  apply: 'build',
  async generateBundle() {
    const built = await build({
      configFile: false,
      logLevel: 'warn',
      resolve: { alias },
      build: {
        write: false,
        target: 'es2022',
        lib: { entry: 'src/owner-shell.ts', formats: ['iife'], name: 'ownerShell' },
      },
    });
    const [output] = Array.isArray(built) ? built : [built];
    if (!output || !('output' in output)) throw new Error('owner-shell: no output');
    this.emitFile({
      type: 'asset',
      name: 'owner-shell.js',
      originalFileName: 'src/owner-shell.ts',
      source: output.output[0].code,
    });
  },
};

/**
 * Small modules that most screens share (MUI's parts, our hooks) go in one chunk instead of a
 * hundred files of a few hundred bytes, each with its headers: measured per owner route (brotli
 * bodies and headers), 6-15 % less JavaScript (the views screen's the same) and a third of the
 * requests.
 * The figures come from trying share counts 4-20 and module sizes 2.5-10 KB (issue 47).
 * Split in two by the start screen's graph (above): the dashboard and the views screen load 30 KB
 * (brotli) and 111 KB (raw) less; the screens with fields load the second chunk too (+1-2 KB).
 */
const SHARED_SMALL_MODULES = { minShareCount: 14, maxModuleSize: 10_000 };
/**
 * The start screen's modules that four screens or more share (the local CV store, the session,
 * the greeting) join the shared chunk: one request and one preload link instead of a dozen of a
 * few hundred bytes, each link a task on the main thread. Measured (gzip, chunks per route):
 * the dashboard 30 → 17 chunks and 1.4 KB less, the CV page 42 → 29 and 3.4 KB less, the wizard
 * 52 → 40; the ATS check loads 6.5 KB more and the views screen 1.6 KB more (a count of 2 sent
 * them 11 and 6 KB more; 8 kept 7 more requests on the dashboard).
 */
const START_SHARED_COUNT = 4;

export default defineConfig({
  resolve: { alias },
  plugins: [
    reactRouterProduction,
    findBootGraph,
    findStartGraph,
    ownerShellScript,
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'CV Builder',
        short_name: 'CV Builder',
        description: 'Build your CV on your phone, pick a template and share it with one link.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f3a5f',
        background_color: '#f6f7fb',
        lang: 'en',
        categories: ['productivity', 'business'],
        // A CV file shared to the installed app opens the wizard's import (sw/shared-file.ts).
        share_target: {
          action: SHARE_ACTION,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: 'title',
            text: 'text',
            url: 'url',
            files: [{ name: SHARED_FILE_FIELD, accept: SHARED_FILE_TYPES }],
          },
        },
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        screenshots: [
          {
            src: '/screenshots/phone-cv.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'A CV on a phone',
          },
          {
            src: '/screenshots/desktop-cv.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'A CV on a desktop',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
        // zxcvbn's dictionaries (~230 KB gzip) load only when a new password is typed, online.
        // The public ATS checker's PDF reader (~120 KB gzip) loads only when a visitor picks a file.
        // The owner screens' first script comes inline in their shells (server/modules/visitor-pages).
        globIgnores: [
          '**/screenshots/**',
          '**/password-strength-*.js',
          '**/check-in-browser-*.js',
          '**/owner-shell-*.js',
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // The server reads it for the visitor pages' boot script (server/modules/visitor-pages).
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The app, and the boot script of the server-drawn visitor pages (server/modules/visitor-pages).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: {
          groups: [
            // Taken first, so the shared chunk below cannot take them in as its modules' imports.
            { name: 'boot-parts', priority: 3, test: (id: string) => bootGraph.has(id) },
            ...START_CHUNKS.map(([name]) => ({
              name,
              priority: 2,
              test: (id: string) => startChunkOf(id) === name,
            })),
            {
              name: 'shared',
              minShareCount: START_SHARED_COUNT,
              test: (id: string) => startGraph.has(id),
            },
            { name: 'shared-forms', ...SHARED_SMALL_MODULES },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
});
