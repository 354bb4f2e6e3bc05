/** The owner's CV calls: the list, one CV (the CV store keeps them and writes them), copies and files. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvDto, CvListItemDto } from '@/domain/cv';
import { VERSION_PARAM, type Language } from '@/domain/languages';
import { api } from '@/lib/api-client';
import { answerFile, keptCopyDate, saveDownload } from '@/lib/download';
import { useAtomValue, userIdAtom } from '@/lib/state';
import { cvKeys } from './cv-keys';
import { withoutDeleted } from './cv-deletion';

export { cvKeys };

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
    // A CV waiting for Undo stays hidden even when the list is fetched again meanwhile.
    select: withoutDeleted,
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

/** A copy of the CV (premium): private, at its own address; the list shows it at once. */
export function useDuplicateCv() {
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<{ data: CvDto }>(`/cv/duplicate_cv/${encodeURIComponent(id)}/`)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvKeys.list(userId) }),
  });
}

/** A file the server made of a CV, and when, if it is the copy kept on the device from earlier. */
export interface CvFile {
  file: File;
  keptFrom: Date | null;
}

async function fetchCvFile(
  id: string,
  format: 'pdf' | 'docx',
  version?: Language | null,
): Promise<CvFile> {
  const answer = await api.get<Blob>(`/cv/get_cv/${encodeURIComponent(id)}/${format}/`, {
    responseType: 'blob',
    // One language version or the other (the CV's own when none is named).
    params: version ? { [VERSION_PARAM]: version } : {},
  });
  return { file: answerFile(answer, `CV.${format}`), keptFrom: keptCopyDate(answer) };
}

/** The CV as a PDF file made on the server ("First-Last-CV.pdf"), with the name it came with. */
export const fetchCvPdf = (id: string, version?: Language | null) =>
  fetchCvFile(id, 'pdf', version);

/** The CV as a Word document made on the server ("First-Last-CV.docx"). */
export const fetchCvDocx = (id: string, version?: Language | null) =>
  fetchCvFile(id, 'docx', version);

/** The CV as a JSON Resume file, saved on the device under its owner's name. */
export async function downloadJsonResume(id: string, version?: Language | null): Promise<void> {
  saveDownload(
    await api.get<Blob>(`/cv/get_cv/${encodeURIComponent(id)}/json-resume/`, {
      responseType: 'blob',
      params: version ? { [VERSION_PARAM]: version } : {},
    }),
    'resume.json',
  );
}
