import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as StateProvider } from '../lib/state-provider';
import type { ReactNode } from 'react';
import { TIMINGS } from '../domain/limits';
import { theme } from './theme';

/** Server data is cached 60 s and refetched only on invalidation, as the spec's cache describes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: TIMINGS.queryGcTimeMs,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: (count, error) => count < 1 && !(error as { response?: unknown }).response,
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
