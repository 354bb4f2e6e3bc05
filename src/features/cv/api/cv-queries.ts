/** The owner's CV calls: the list, one CV, and saving changes (which refreshes both). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvDto, CvListItemDto, CvContent } from '../../../domain/cv';
import { api } from '../../../lib/api-client';

export const cvKeys = {
  all: ['cvs'] as const,
  list: () => ['cvs', 'list'] as const,
  one: (id: string) => ['cvs', 'one', id] as const,
};

export async function getCvList(): Promise<CvListItemDto[]> {
  return (await api.get<{ data: CvListItemDto[] }>('/cv/get_cv_list/')).data.data;
}

export async function getCv(id: string): Promise<CvDto> {
  return (await api.get<{ data: CvDto }>(`/cv/get_cv/${encodeURIComponent(id)}/`)).data.data;
}

export function useCvList(enabled = true) {
  return useQuery({ queryKey: cvKeys.list(), queryFn: getCvList, enabled });
}

export function useCv(id: string | undefined) {
  return useQuery({
    queryKey: cvKeys.one(id ?? ''),
    queryFn: () => getCv(id!),
    enabled: Boolean(id),
  });
}

export type CvChanges = Partial<CvContent> & { slug?: string };

export function useEditCv(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: CvChanges) =>
      (await api.patch<{ data: CvDto }>(`/cv/edit_cv/${encodeURIComponent(id)}/`, changes)).data
        .data,
    onSuccess: (cv) => {
      queryClient.setQueryData(cvKeys.one(id), cv);
      void queryClient.invalidateQueries({ queryKey: cvKeys.list() });
    },
  });
}

export function useUploadCvPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
      return (await api.patch<{ data: CvDto }>(`/cv/edit_cv/${encodeURIComponent(id)}/`, form)).data
        .data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvKeys.one(id) }),
  });
}
