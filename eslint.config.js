import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features');

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
function only(files, forbidden, message, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import atoms and hooks from src/lib/state.ts.' }],
          patterns: [{ regex: forbidden, message }, acrossFolders],
        },
      ],
    },
  };
}

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
    String.raw`^(@/(?!domain/)|react|@mui/|axios|\.\./)`,
    'The domain depends on nothing but zod and itself: the server, the app and the worker share it.',
  ),
  only(
    ['src/templates/**'],
    String.raw`^(@/(?!domain/|templates/)|@mui/|axios|i18next|react-i18next)`,
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
  only(
    ['server/**'],
    '^@/(?!domain/|config/|templates/|app/ssr/)',
    'The server imports only the domain, config, the CV renderer and the visitor-page renderer from src.',
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
