import Box from '@mui/material/Box';
import { Suspense, lazy, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { TIMINGS } from '@/domain/limits';
import { Footer } from './footer';
import { LazyToaster } from './lazy-toaster';
import { TOP_BAR_HEIGHT } from './top-bar';
import { NavBar } from './nav-bar';
import { PageLoading } from '@/components/page-loading';
import { RouteProgress } from './route-progress';
import { useSessionEndedRedirect } from './use-session-ended-redirect';
import { useSyncMe } from '@/features/auth/api/me';
import { ConsentScript } from '@/features/consent/consent-script';
import { OfflineBanner } from '@/features/pwa/offline-banner';
import { useUpdatePrompt } from '@/features/pwa/use-update-prompt';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { TakenOverMark } from '@/lib/taken-over';

/** sonner's rich colours, darkened to a 4.5:1 contrast on their pale backgrounds (WCAG AA). */
const TOAST_TEXT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': 'hsl(358, 75%, 38%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

const OutboxSync = lazy(() => import('@/features/wizard/outbox/outbox-sync'));

/**
 * Where a screen's scroll position is kept. Every page load's first entry has the key "default",
 * so by key alone a mailed link opened in the same tab came up at the last page's position; a
 * first entry is keyed by its address instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function RootLayout() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  useSessionEndedRedirect();
  useSyncMe();
  useUpdatePrompt();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <RouteProgress />
      <NavBar />
      <OfflineBanner />
      <Box
        component="main"
        id="main"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          // The footer starts below the fold: a screen whose content arrives (a skeleton, then the
          // data) never moves it on screen (Lighthouse counted its jumps as most of a screen's CLS).
          minHeight: {
            xs: `calc(100dvh - ${TOP_BAR_HEIGHT.xs}px)`,
            md: `calc(100dvh - ${TOP_BAR_HEIGHT.md}px)`,
          },
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <TakenOverMark />
        </Suspense>
      </Box>
      <Footer />
      <LazyToaster
        position="bottom-right"
        richColors
        closeButton
        duration={TIMINGS.toastDurationMs}
        visibleToasts={3}
        // A toast at the top (the editor's) comes below the top bar, never over its menu button.
        offset={{ top: TOP_BAR_HEIGHT.md + 16 }}
        mobileOffset={{ top: TOP_BAR_HEIGHT.xs + 8 }}
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
        style={TOAST_TEXT_COLOURS}
      />
      <ConsentScript />
      {signedIn ? (
        <Suspense fallback={null}>
          <OutboxSync />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  );
}
