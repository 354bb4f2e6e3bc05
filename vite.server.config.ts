// The server for `npm start`: server/index.ts and what it imports (the domain, config, the CV
// templates) bundled into one ES module; every npm dependency stays external and loads from
// node_modules at run time (sharp, argon2, PGlite, pg, pino ship native or WASM parts).
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // No client assets: public/ is the PWA's, and the server reads locales and migrations from disk.
  publicDir: false,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      external: [...builtinModules, /^node:/],
      output: { entryFileNames: 'index.js', format: 'esm' },
    },
  },
  ssr: { target: 'node' },
});
