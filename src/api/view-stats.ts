/** Who saw the owner's CV: its views per day, channel and language over the last days (owner only). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { viewStatsSchema, type ViewStats } from '@/domain/view-stats';
import { api } from '@/lib/api-client';
import { useAtomValue, userIdAtom } from '@/lib/state';

export const viewStatsKeys = {
  one: (userId: string | null, id: string, days: number) =>
    ['view-stats', userId, id, days] as const,
};

export async function getViewStats(id: string, days: number): Promise<ViewStats> {
  const answer = await api.get<{ data: unknown }>(`/cv/get_cv/${encodeURIComponent(id)}/stats/`, {
    params: { days },
  });
  return viewStatsSchema.parse(answer.data.data);
}

/**
 * Online only (react-query's default): offline it waits and the caller shows nothing, rather than a
 * failure for a number that can wait. A new range keeps the last one on screen until it comes.
 */
export function useViewStats(id: string, days: number, enabled = true) {
  const userId = useAtomValue(userIdAtom);
  return useQuery({
    queryKey: viewStatsKeys.one(userId, id, days),
    queryFn: () => getViewStats(id, days),
    enabled: enabled && Boolean(userId) && Boolean(id),
    placeholderData: keepPreviousData,
    // Counts move slowly; a minute between asks is plenty (a focus or a new visit asks again).
    staleTime: 60_000,
  });
}
