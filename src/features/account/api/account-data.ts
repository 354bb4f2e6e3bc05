import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveDownload } from '@/lib/download';

/** Fetches the account's data file and hands it to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  saveDownload(
    await api.get<Blob>('/users/me/export/', { responseType: 'blob' }),
    'cv-builder-data.json',
  );
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export interface DeleteAccountInput {
  password: string;
}

export function useDeleteAccount(onDeleted: () => Promise<void> | void) {
  return useMutation({
    mutationFn: async ({ password }: DeleteAccountInput) => {
      await api.delete('/users/me/', { data: { password } });
    },
    onSuccess: onDeleted,
  });
}
