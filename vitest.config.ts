import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
      // As vite.config.ts: the tests run the Dexie module the app ships, not its package's wrapper.
      dexie: 'dexie/dist/modern/dexie.mjs',
    },
  },
  test: {
    // Vitest's default, said aloud: in CI an `.only` left in fails the run instead of hiding the rest.
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
          // The unit tests run beside the type check, the lint and the build; on a busy two-core
          // machine a property test or a 2,000-edit store test of a second or two took over 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Sized for a busy two-core machine (issue 52's loaded runs timed out at 30 s and 60 s
          // where each test takes a few seconds alone); a hanging test is still named.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Each file starts its own app on its own database, so the files share nothing but the
          // modules: importing the server once per fork rather than once per file halves the run.
          isolate: false,
          // Vitest's default is one fork on a two-core machine; the files spend much of their time
          // waiting on a database or a child process, so three keep both cores busy.
          maxWorkers: Number(process.env.API_WORKERS ?? 3),
        },
      },
    ],
  },
});
