/**
 * The owner's applications as the server has them, taken into the store on this device (which the
 * screens read): the applications screens and the dashboard's summary ask for them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Application } from '@/domain/applications';
import { api } from '@/lib/api-client';
import { receiveApplications } from '@/lib/cv-store/use-local-applications';
import { useAtomValue, userIdAtom } from '@/lib/state';

/** Fetches the list when a screen opens (offline: what the device has is shown all the same). */
export function useApplicationsFromServer() {
  const userId = useAtomValue(userIdAtom);
  const list = useQuery({
    queryKey: ['applications', userId],
    queryFn: async () => {
      const askedAt = Date.now();
      const answer = await api.get<{ data: Application[] }>('/applications/');
      return { askedAt, list: answer.data.data };
    },
    enabled: Boolean(userId),
    retry: false,
  });
  useEffect(() => {
    if (userId && list.data) void receiveApplications(userId, list.data.list, list.data.askedAt);
  }, [userId, list.data]);
  return list;
}
