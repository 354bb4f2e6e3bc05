import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { store } from './state';

export function Provider({ children }: { children: ReactNode }) {
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}
