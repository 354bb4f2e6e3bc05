/** The version's files, which only the server makes. */
import type { Language } from '@/domain/languages';
import { api } from '@/lib/api-client';
import { saveDownload } from '@/lib/download';

/** The files the server makes of a version or a letter. */
export type FileFormat = 'pdf' | 'docx';

/** The version's PDF or Word file, saved on the device under the name the server gives it. */
export async function downloadVersionFile(
  id: string,
  format: FileFormat,
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
