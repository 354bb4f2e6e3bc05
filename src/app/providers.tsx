import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isExpectedFailure, toApiFailure } from '../lib/api-errors';
import { isCallFailure } from '../lib/call-failure';
import { Provider as StateProvider } from '../lib/state-provider';
import { Suspense, type ReactNode } from 'react';
import { TIMINGS } from '../domain/limits';
import { theme } from './theme';

/**
 * Every failed query and mutation is logged here, once; the screens only say what it means. A
 * refusal or a lost network is normal use, not an error in the console.
 */
function logFailure(what: string, error: unknown) {
  const failure = toApiFailure(error);
  if (!isExpectedFailure(failure)) return console.error(`${what} failed`, error);
  const why = failure.kind === 'http' ? `HTTP ${failure.status}` : failure.kind;
  console.info(`${what} did not go through (${why})`);
}

/** A mutation by its key, else by the call that failed (its method and address). */
function mutationName(key: readonly unknown[] | undefined, error: unknown): string {
  if (key) return `Mutation ${JSON.stringify(key)}`;
  return isCallFailure(error) ? `${error.method} ${error.url}` : 'A change';
}

/** Server data is cached 60 s and refetched only on invalidation, as the spec's cache describes. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => logFailure(`Query ${JSON.stringify(query.queryKey)}`, error),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      logFailure(mutationName(mutation.options.mutationKey, error), error),
  }),
  defaultOptions: {
    queries: {
      gcTime: TIMINGS.queryGcTimeMs,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Once more when no answer came (network, timeout); an answer is final.
      retry: (count, error) => count < 1 && toApiFailure(error).kind !== 'http',
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </StateProvider>
  );
}

/** The app around its router, the same in the browser and on the server (hydration needs both alike). */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <Suspense fallback={null}>{children}</Suspense>
    </AppProviders>
  );
}
