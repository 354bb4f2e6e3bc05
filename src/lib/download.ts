/** Saving a file the API answered (Content-Disposition names it) as a download on the device. */
import type { ApiAnswer } from './api-client';
import { KEPT_COPY_HEADER } from '@/config/sync';

/** The file name a Content-Disposition header gives, the UTF-8 one first (RFC 6266). */
export function fileNameOf(disposition: string, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the plain name below is as good.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/** An API answer's file under the name its Content-Disposition gives (else `fallback`). */
export function answerFile(answer: ApiAnswer<Blob>, fallback: string): File {
  const name = fileNameOf(answer.headers.get('content-disposition') ?? '', fallback);
  return new File([answer.data], name, { type: answer.data.type });
}

/**
 * When the answer is the copy the service worker kept from earlier (no network, or none in time),
 * the time the server made it; null for a new one.
 */
export function keptCopyDate(answer: ApiAnswer<Blob>): Date | null {
  if (!answer.headers.get(KEPT_COPY_HEADER)) return null;
  const made = new Date(answer.headers.get('date') ?? '');
  return Number.isNaN(made.getTime()) ? null : made;
}

export function saveDownload(answer: ApiAnswer<Blob>, fallback: string): void {
  const file = answerFile(answer, fallback);
  saveFile(file, file.name);
}

/** Hands a file to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
