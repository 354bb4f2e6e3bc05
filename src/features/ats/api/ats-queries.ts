/** The owner's ATS check: the reading of a CV version, and a job ad compared with it. */
import { useQuery } from '@tanstack/react-query';
import type { AtsReadingDto } from '@/domain/ats/answer';
import type { KeywordMatch } from '@/domain/ats/keywords';
import { VERSION_PARAM, type Language } from '@/domain/languages';
import { api } from '@/lib/api-client';
import { useAtomValue, userIdAtom } from '@/lib/state';

const atsUrl = (id: string) => `/cv/get_cv/${encodeURIComponent(id)}/ats/`;

/**
 * Keyed by the CV's version too: an edit is a new reading, and going back to the check after one
 * asks again without waiting for the old one to go stale.
 */
export function useAtsReading(id: string, language: Language, cvVersion: number | undefined) {
  const userId = useAtomValue(userIdAtom);
  return useQuery({
    queryKey: ['ats', userId, id, language, cvVersion],
    queryFn: async () =>
      (
        await api.get<{ data: AtsReadingDto }>(atsUrl(id), {
          params: { [VERSION_PARAM]: language },
        })
      ).data.data,
    enabled: Boolean(userId) && cvVersion !== undefined,
  });
}

export async function compareJobAd(
  id: string,
  language: Language,
  ad: string,
): Promise<KeywordMatch> {
  const answer = await api.post<{ data: AtsReadingDto }>(atsUrl(id), {
    job_ad: ad,
    lang: language,
  });
  const { keywords } = answer.data.data;
  if (!keywords) throw new Error('the answer has no keywords');
  return keywords;
}
