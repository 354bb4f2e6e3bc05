import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router-dom';
import i18n, { i18nReady } from '@/lib/i18n';
import './session-cleanup';
import './owner-device';
import { appContainer } from '@/lib/kept-screen';
import { AppRoot, queryClient } from './providers';
import { prefetchOnIntent, prefetchRoute } from './prefetch-on-intent';
import { createRouter, routes } from './router';
import { OWNER_SHELL_ATTRIBUTE } from '@/config/owner-pages';
import { SERVER_DRAWN_ATTRIBUTE } from '@/config/visitor-pages';
import { appConfigQuery } from '@/lib/app-config';
import { readPageData } from './ssr/page-data';
import { isSignedInAtom, store, userIdAtom } from '@/lib/state';
import { getMe, meKey } from '@/api/me';
import { registerServiceWorker } from '@/lib/pwa';

/** The screens of the current address, loaded before hydrating: React must find what the server drew. */
async function loadCurrentScreens() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

const container = document.getElementById('root')!;
const serverDrawn = container.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
// An owner screen's shell is drawn over, not hydrated (the device may hold the data already), but
// with everything at hand too: a first render waiting on a screen or a text would blank the shell.
if (serverDrawn || container.hasAttribute(OWNER_SHELL_ATTRIBUTE)) {
  // The first render must be the server's: its set-up, its screens and its texts, all at hand.
  const data = readPageData();
  if (data) queryClient.setQueryData(appConfigQuery.queryKey, data.appConfig);
  // The session's first call goes out now, not after the screen's code: a refresh it needs is
  // under way when the screen asks for its data, which then waits for it instead of failing once.
  const userId = store.get(userIdAtom);
  if (userId) void queryClient.prefetchQuery({ queryKey: meKey(userId), queryFn: getMe });
  await Promise.all([
    loadCurrentScreens(),
    i18nReady.then(() => i18n.loadNamespaces(data?.namespaces ?? [])),
  ]);
}

const router = createRouter({ takingOver: serverDrawn });
prefetchOnIntent(routes);

const app = (
  <StrictMode>
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>
  </StrictMode>
);
// Someone signed in sees another navigation than the visitor the page was drawn for: drawn anew.
if (serverDrawn && !store.get(isSignedInAtom))
  hydrateRoot(container, app, {
    // React redraws a part that differs from the server's: it works, but it is a bug to fix.
    onRecoverableError: (error, info) =>
      console.error('Hydration differs from the server page', error, info.componentStack),
  });
// A screen kept on the device shows until the app's own shows the owner's data (lib/kept-screen).
else {
  const root = createRoot(appContainer(container));
  // Rendered in slices that a tap can come between; the shell shows until the screen is ready.
  startTransition(() => root.render(app));
}

void registerServiceWorker();

/** For the boot script: a link touched before the app was here loads its screen ahead, as it would after. */
export function prefetchPath(pathname: string): void {
  prefetchRoute(routes, pathname);
}

export { takenOver } from '@/lib/taken-over';
