import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './lib/i18n';
import './app/session-cleanup';
import { AppProviders } from './app/providers';
import { prefetchOnIntent } from './app/prefetch-on-intent';
import { createRouter, routes } from './app/router';
import { registerServiceWorker } from './lib/pwa';

const router = createRouter();
prefetchOnIntent(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
