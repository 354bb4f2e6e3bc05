import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './lib/i18n';
import './app/session-cleanup';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { registerServiceWorker } from './lib/pwa';

const router = createRouter();

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
