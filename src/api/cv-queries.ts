/** The owner's CV calls: the list, one CV, and saving changes (which refreshes both). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { cvSchema, type CvDto, type CvListItemDto, type CvPatchInput } from '@/domain/cv';
import { api } from '@/lib/api-client';
import { useAtomValue, userIdAtom } from '@/lib/state';

/** Keys carry the signed-in account (JWT `sub`): one account's answers never show for another. */
export const cvKeys = {
  /** Every account's CVs, for invalidating whoever is signed in. */
  all: ['cvs'] as const,
  list: (userId: string | null) => ['cvs', userId, 'list'] as const,
  one: (userId: string | null, id: string) => ['cvs', userId, 'one', id] as const,
};

export async function getCvList(): Promise<CvListItemDto[]> {
  return (await api.get<{ data: CvListItemDto[] }>('/cv/get_cv_list/')).data.data;
}

export async function getCv(id: string): Promise<CvDto> {
  return (await api.get<{ data: CvDto }>(`/cv/get_cv/${encodeURIComponent(id)}/`)).data.data;
}

export function useCvList(enabled = true) {
  const userId = useAtomValue(userIdAtom);
  return useQuery({
    queryKey: cvKeys.list(userId),
    queryFn: getCvList,
    enabled: enabled && Boolean(userId),
    // Asked even offline: the service worker answers with the list it last saw.
    networkMode: 'offlineFirst',
  });
}

export function useCv(id: string | undefined) {
  const userId = useAtomValue(userIdAtom);
  return useQuery({
    queryKey: cvKeys.one(userId, id ?? ''),
    queryFn: () => getCv(id!),
    enabled: Boolean(id) && Boolean(userId),
  });
}

/** One save: the fields to change and, when the editor knows it, the version they were based on. */
export interface CvSave {
  patch: CvPatchInput;
  /** Sent as If-Match: a CV that moved on meanwhile answers 412 instead of being overwritten. */
  version?: number;
}

/** The current CV the server sends with a 412, when a save was based on an older version. */
export function newerVersionOf(error: unknown): CvDto | null {
  if (!isAxiosError(error) || error.response?.status !== 412) return null;
  const body: unknown = error.response.data;
  const parsed = cvSchema.safeParse(isRecord(body) ? body.data : undefined);
  return parsed.success ? parsed.data : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function useEditCv(id: string) {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: async ({ patch, version }: CvSave) =>
      (
        await api.patch<{ data: CvDto }>(`/cv/edit_cv/${encodeURIComponent(id)}/`, patch, {
          headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
        })
      ).data.data,
    onSuccess: (cv) => {
      queryClient.setQueryData(cvKeys.one(userId, id), cv);
      void queryClient.invalidateQueries({ queryKey: cvKeys.list(userId) });
    },
    onError: (error) => {
      const newer = newerVersionOf(error);
      if (newer) queryClient.setQueryData(cvKeys.one(userId, id), newer);
    },
  });
}

export function useUploadCvPhoto(id: string) {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
      return (await api.patch<{ data: CvDto }>(`/cv/edit_cv/${encodeURIComponent(id)}/`, form)).data
        .data;
    },
    onSuccess: (cv) => {
      queryClient.setQueryData(cvKeys.one(userId, id), cv);
      void queryClient.invalidateQueries({ queryKey: cvKeys.list(userId) });
    },
  });
}
