import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Fetches the account's data file and hands it to the browser as a download. */
export async function downloadMyData(): Promise<void> {
  const answer = await api.get<Blob>('/users/me/export/', { responseType: 'blob' });
  const disposition = String(answer.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'cv-builder-data.json';
  const url = URL.createObjectURL(answer.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
