/**
 * The app's entry. A module runs when first imported, and the app's modules, imported as one
 * graph, ran in one task of about a second on a phone (issue 47), in which no tap was taken. Here
 * they run a task apart, each group in its chunk (vite.config.ts, START_CHUNKS): zod, the domain's
 * schemas, React, MUI, the other libraries, then the app itself. Each is reached through a module
 * of its chunk that exports one thing the app uses: a dynamic import keeps all a module exports.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

for (const load of [
  () => import('@/domain/limits'),
  () => import('@/domain/cv-fields'),
  () => import('react-dom/client'),
  () => import('@mui/material/Box'),
  () => import('dexie'),
]) {
  await load();
  await nextTask();
}
const app = await import('./app/start');

export const { prefetchPath, takenOver } = app;
