/**
 * The applications' calls: the server's list, taken into the store on this device (which the
 * screens read), and the version's files, which only the server makes.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Application } from '@/domain/applications';
import type { Language } from '@/domain/languages';
import { api } from '@/lib/api-client';
import { receiveApplications } from '@/lib/cv-store/use-local-applications';
import { saveDownload } from '@/lib/download';
import { useAtomValue, userIdAtom } from '@/lib/state';

const LIST_KEY = ['applications'] as const;

/** Fetches the list when a screen opens (offline: what the device has is shown all the same). */
export function useApplicationsFromServer() {
  const userId = useAtomValue(userIdAtom);
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => (await api.get<{ data: Application[] }>('/applications/')).data.data,
    enabled: Boolean(userId),
    retry: false,
  });
  useEffect(() => {
    if (userId && list.data) void receiveApplications(userId, list.data);
  }, [userId, list.data]);
  return list;
}

export type VersionFormat = 'pdf' | 'docx';

/** The version's PDF or Word file, saved on the device under the name the server gives it. */
export async function downloadVersionFile(
  id: string,
  format: VersionFormat,
  language: Language,
): Promise<void> {
  saveDownload(
    await api.get<Blob>(`/applications/${encodeURIComponent(id)}/cv/${format}/`, {
      responseType: 'blob',
      params: { lang: language },
    }),
    `cv.${format}`,
  );
}
