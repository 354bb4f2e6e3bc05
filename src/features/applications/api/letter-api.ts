/** The cover letter's files, which only the server makes (from the letter it has). */
import { dayOn } from '@/domain/applications';
import { api } from '@/lib/api-client';
import { saveDownload } from '@/lib/download';
import type { FileFormat } from './applications-api';

/**
 * The letter's PDF or Word file, saved on the device under the name the server gives it, dated
 * today where the phone is (the server's day may be another).
 */
export async function downloadLetterFile(id: string, format: FileFormat): Promise<void> {
  saveDownload(
    await api.get<Blob>(`/applications/${encodeURIComponent(id)}/letter/${format}/`, {
      responseType: 'blob',
      params: { day: dayOn(new Date()) },
    }),
    `cover-letter.${format}`,
  );
}
