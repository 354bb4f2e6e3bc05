/**
 * What the server's answer to one of the CV store's calls means to the sync, for the page and the
 * service worker alike (DOM-free; each brings the words of a refusal its own way).
 */
import type { CvDto } from '@/domain/cv';
import { isRefusal } from './retry';
import type { SendAnswer } from './sync';

/**
 * The record (a CV, an application) in an answer's `data`; our own server's, so its shape is only
 * checked where it counts.
 */
export function cvIn<T = CvDto>(body: unknown): T | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return null;
  const { uuid, version } = data as { uuid?: unknown; version?: unknown };
  // The server's answer, whose shape the API tests hold to its schema.
  return typeof uuid === 'string' && typeof version === 'number' ? (data as T) : null;
}

/** A refusal's words: the field it names, if any, and the text to show. */
export interface RefusalWords {
  message: string;
  field: string | null;
}

export function answerOf<T = CvDto>(
  status: number,
  body: unknown,
  wordsOf: (body: unknown, status: number) => RefusalWords,
): SendAnswer<T> {
  if (status >= 200 && status < 300) {
    const cv = cvIn<T>(body);
    // A success that cannot be read waits to be sent again: the same key answers the same CV.
    return cv ? { kind: 'ok', answer: cv } : { kind: 'server', missingId: true };
  }
  if (status === 412) {
    const newer = cvIn<T>(body);
    return newer ? { kind: 'conflict', answer: newer } : { kind: 'server' };
  }
  if (status === 401) return { kind: 'signed-out' };
  if (status === 404) return { kind: 'gone' };
  const words = wordsOf(body, status);
  if (isRefusal(status)) return { kind: 'refused', status, ...words, body };
  // The server's own `detail`; a proxy's page or an empty body has none worth showing.
  return {
    kind: 'server',
    detail: words.field === null && words.message.trim() ? words.message : null,
  };
}

/** A delete's answer: done (204, or 404: deleted already), or the sync's reason to wait. */
export function removedOf(
  status: number,
  body: unknown,
  wordsOf: (body: unknown, status: number) => RefusalWords,
): SendAnswer<null> {
  if ((status >= 200 && status < 300) || status === 404) return { kind: 'ok', answer: null };
  const answer = answerOf(status, body, wordsOf);
  return answer.kind === 'ok' || answer.kind === 'conflict' ? { kind: 'server' } : answer;
}
