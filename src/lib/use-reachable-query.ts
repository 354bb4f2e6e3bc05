/**
 * An owner's query on a phone that may be offline: whether it could not reach the server and has
 * nothing to show (it failed for want of a network, or waits for one), and a fresh ask once the
 * browser is back online after being offline, since the query client does not refetch by itself.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toApiFailure } from './api-errors';
import { useBrowserOnline } from './use-browser-online';

export function useReachableQuery(query: UseQueryResult<unknown>): {
  online: boolean;
  /** No network and no copy of the answer on this device. */
  unreachable: boolean;
} {
  const online = useBrowserOnline();
  const wasOffline = useRef(!online);
  const { refetch } = query;
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void refetch();
    }
  }, [online, refetch]);
  const unreachable =
    query.data === undefined &&
    ((query.isError && toApiFailure(query.error).kind === 'offline') ||
      (query.isPending && query.fetchStatus === 'paused'));
  return { online, unreachable };
}
