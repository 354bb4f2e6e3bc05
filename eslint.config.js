import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features');
const serverModules = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Under src, server and sw, imports across folders go through the `@/` alias. */
const acrossFolders = {
  regex: String.raw`^\.\./\.\./(?!.*locales/)`,
  message: 'Use the @/ alias across folders.',
};

/**
 * The import rules (docs/architecture.md): domain ← templates ← shared (lib, components, api,
 * config) ← features ← app. A feature never imports another one; the app's routes compose them.
 * `forbidden` is a regular expression of the import paths a layer may not use.
 */
function only(files, forbidden, message, ignores = [], more = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Import atoms and hooks from src/lib/state.ts.' },
            {
              name: 'sonner',
              message: 'Toast through src/lib/toast.ts: sonner loads with the first toast.',
              allowTypeImports: true,
            },
          ],
          patterns: [{ regex: forbidden, message }, acrossFolders, ...more],
        },
      ],
    },
  };
}

/** What the server may use of src; every server zone below keeps it too (a later rule replaces). */
const SERVER_FROM_SRC = String.raw`^@/(?!domain/|config/|templates/|app/ssr/)`;
const SERVER_FROM_SRC_MESSAGE =
  'The server imports only the domain, config, the CV renderer and the visitor-page renderer from src.';

/**
 * The server's layers (docs/architecture.md): lib ← settings, db ← plugins ← modules ← app. A
 * module is used by others only through its face (`server/modules/{name}/index.ts`).
 */
function serverZone(files, forbidden, message) {
  // Tests beside the code may reach the test fixtures; they keep the server-wide rule.
  return only(
    files,
    SERVER_FROM_SRC,
    SERVER_FROM_SRC_MESSAGE,
    ['**/*.test.ts'],
    [{ regex: forbidden, message }],
  );
}

/** A module's own rule: another module through its face, its own files by relative paths. */
const moduleRule = (name) => ({
  regex: String.raw`^(@server/modules/[^/]+/|@server/(app|index)\b|\.\./[^/.]+/)`,
  message: `Another module is used through its face (@server/modules/{name}); ${name}'s own files by relative paths.`,
});

/** The users module's layers, lowest first, and the files above them (routes and wiring). */
const USERS_LAYERS = ['identity', 'sessions', 'factors', 'changes'];
const USERS_TOP = ['routes', 'service', 'module', 'limits', 'index'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // Two programs cover every file: tsconfig.json (src, server, tests, scripts) and the
        // worker's. The per-runtime globals are tsc's job (npm run typecheck), not the linter's.
        project: ['./tsconfig.json', './tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // An async onClick or onSubmit is how React is written; its promise is handled inside.
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  only(
    ['src/**', 'server/**', 'sw/**'],
    '^$',
    'Never matches: this sets the jotai and alias rules.',
    ['src/lib/state.ts', 'src/lib/state-provider.tsx'],
  ),
  only(
    ['src/domain/**'],
    String.raw`^(@/(?!domain/)|react|@mui/|\.\./)`,
    'The domain depends on nothing but zod and itself: the server, the app and the worker share it.',
  ),
  only(
    ['src/templates/**'],
    String.raw`^(@/(?!domain/|templates/)|@mui/|i18next|react-i18next)`,
    'The CV renderer depends only on React and the domain: the server renders it too.',
  ),
  only(
    ['src/lib/**', 'src/components/**', 'src/api/**', 'src/config/**'],
    '^@/(features|app)/',
    'Shared modules serve the features; they never import one.',
    ['src/lib/state.ts', 'src/lib/state-provider.tsx'],
  ),
  ...features.map((feature) =>
    only(
      [`src/features/${feature}/**`],
      `^@/(app/|features/(?!${feature}/))`,
      'A feature does not import another feature or the app; compose them in src/app/routes.',
    ),
  ),
  only(['server/**'], SERVER_FROM_SRC, SERVER_FROM_SRC_MESSAGE),
  serverZone(
    ['server/lib/**'],
    String.raw`^(@server/(?!lib/)|\.\./)`,
    'server/lib uses nothing else of the server: settings, db, plugins and modules build on it.',
  ),
  serverZone(
    ['server/db/**'],
    String.raw`^(@server/(?!lib/|db/)|\.\./(?!lib/))`,
    'server/db builds on server/lib alone.',
  ),
  serverZone(
    ['server/settings.ts'],
    String.raw`^(@server/(?!lib/)|\./(?!lib/))`,
    'The settings build on server/lib alone.',
  ),
  serverZone(
    ['server/plugins/**'],
    String.raw`^(@server/(modules|app|index)\b|\.\./(modules|app|index)\b)`,
    'Plugins serve the modules and never import one: declare the narrow interface they need instead.',
  ),
  ...serverModules.map((name) =>
    serverZone([`server/modules/${name}/**`], moduleRule(name).regex, moduleRule(name).message),
  ),
  // The users module's layers (docs/architecture.md): identity ← sessions ← factors ← changes ←
  // the module's routes and wiring. A layer uses one below it through its face (`../identity`, or
  // from deeper `@server/modules/users/identity`), never one above.
  ...USERS_LAYERS.map((layer, i) =>
    only(
      [`server/modules/users/${layer}/**`],
      SERVER_FROM_SRC,
      SERVER_FROM_SRC_MESSAGE,
      ['**/*.test.ts'],
      [
        {
          regex: String.raw`^(@server/modules/(?!users/)[^/]+/|@server/(app|index)\b|\.\./[^/.]+/|@server/modules/users/(?!(${USERS_LAYERS.join('|')})$))`,
          message:
            'Another module, or another layer of this one, is used through its face (../identity, @server/modules/users/identity, @server/modules/cv…).',
        },
        {
          regex: String.raw`^(\.\./)+(${USERS_LAYERS.join('|')})/`,
          message: 'Another layer of the users module is used through its face (../identity…).',
        },
        {
          regex: String.raw`^((\.\./)+|@server/modules/users/)(${[...USERS_LAYERS.slice(i + 1), ...USERS_TOP].join('|')})(/|$)`,
          message: `${layer} stands below ${USERS_LAYERS.slice(i + 1).join(', ') || 'the routes'} and the module's wiring: it never imports them.`,
        },
      ],
    ),
  ),
  only(
    ['server/modules/users/*.ts', 'server/modules/users/routes/**'],
    SERVER_FROM_SRC,
    SERVER_FROM_SRC_MESSAGE,
    ['**/*.test.ts'],
    [
      moduleRule('users'),
      {
        regex: String.raw`^\./(${USERS_LAYERS.join('|')})/`,
        message:
          "The users module's routes and wiring use each layer through its face (./identity…).",
      },
    ],
  ),
  serverZone(
    ['server/app.ts', 'server/index.ts'],
    String.raw`^(@server/modules/[^/]+/|\./modules/[^/]+/)`,
    'The app uses a module through its face (@server/modules/{name}).',
  ),
  only(
    ['sw/**'],
    '^@/(app|components|api|templates|features)/',
    'The service worker imports only what it needs: the domain, config and src/lib.',
  ),
  {
    // The server's program has the DOM's types (it draws the app's screens); its code runs on Node.
    files: ['server/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map(
          (name) => ({ name, message: 'The server runs on Node: there is no browser here.' }),
        ),
      ],
    },
  },
  {
    // One writer of CVs: create_cv and edit_cv are called only by the CV store's sync (the page's
    // and the worker's transports); the wizard's new CV is the store's first change of it.
    files: ['src/**', 'sw/**'],
    ignores: ['src/lib/cv-store/**', 'sw/cv-sync.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/(create_cv|edit_cv)\\//]',
          'TemplateElement[value.raw=/(create_cv|edit_cv)\\//]',
        ].map((selector) => ({
          selector,
          message: 'A CV is written through the CV store (src/lib/cv-store), which sends it.',
        })),
      ],
    },
  },
  {
    // Local data behind one module: the browser's storage is touched only in src/lib/local-data.
    files: ['src/**', 'sw/**'],
    ignores: ['src/lib/local-data/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'Keep data on the device through src/lib/local-data.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'indexedDB'].flatMap((property) =>
          ['window', 'self', 'globalThis'].map((object) => ({
            object,
            property,
            message: 'Keep data on the device through src/lib/local-data.',
          })),
        ),
      ],
    },
  },
);
