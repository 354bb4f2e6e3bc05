/**
 * Deleting a CV waits a few seconds for Undo. The CV leaves the list at once; the call goes when
 * the time is up, or at once when the page is left, so a closed tab still deletes what was asked.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CvListItemDto } from '@/domain/cv';
import { TIMINGS } from '@/domain/limits';
import { API_BASE, api } from '@/lib/api-client';
import { toApiFailure } from '@/lib/api-errors';
import { authAtom, store } from '@/lib/state';
import { cvKeys } from './cv-keys';

const waiting = new Map<string, ReturnType<typeof setTimeout>>();

/** The list without the CVs whose deletion waits for Undo, so a refetch does not bring them back. */
export const withoutDeleted = (list: CvListItemDto[]) => list.filter((cv) => !waiting.has(cv.uuid));

export interface DeletionOutcome {
  /** The CV is gone (also when it was gone already, from another device). */
  deleted: () => void;
  failed: (error: unknown) => void;
}

export function scheduleDeletion(
  queryClient: QueryClient,
  userId: string | null,
  id: string,
  outcome: DeletionOutcome,
): { undo: () => void } {
  const list = cvKeys.list(userId);
  const send = async () => {
    try {
      await api.delete(`/cv/delete_cv/${encodeURIComponent(id)}/`);
      queryClient.removeQueries({ queryKey: cvKeys.one(userId, id) });
      outcome.deleted();
    } catch (error) {
      const failure = toApiFailure(error);
      // Deleted already, on another device: what was asked is done.
      if (failure.kind === 'http' && failure.status === 404) {
        queryClient.removeQueries({ queryKey: cvKeys.one(userId, id) });
        outcome.deleted();
      } else outcome.failed(error);
    } finally {
      waiting.delete(id);
      void queryClient.invalidateQueries({ queryKey: list });
    }
  };
  const timer = setTimeout(() => void send(), TIMINGS.undoDeleteMs);
  waiting.set(id, timer);
  queryClient.setQueryData<CvListItemDto[]>(list, (cvs) => cvs && withoutDeleted(cvs));
  return {
    undo: () => {
      if (!waiting.has(id)) return;
      clearTimeout(waiting.get(id));
      waiting.delete(id);
      void queryClient.invalidateQueries({ queryKey: list });
    },
  };
}

/** Leaving the page: what waits for Undo is sent now, by a request that outlives the page. */
function sendWaitingNow() {
  const { accessToken } = store.get(authAtom);
  for (const [id, timer] of waiting) {
    clearTimeout(timer);
    void fetch(`${API_BASE}/cv/delete_cv/${encodeURIComponent(id)}/`, {
      method: 'DELETE',
      keepalive: true,
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    }).catch(() => undefined);
  }
  waiting.clear();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', sendWaitingNow);
