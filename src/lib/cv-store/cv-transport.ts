/**
 * The page's way to send the CV store's changes (CVs, and applications with their versions): the one api client (which renews the session on
 * a 401 and never sends one account's change as another), each answer read by ./cv-answers.ts.
 */
import type { Application } from '@/domain/applications';
import type { CvDto } from '@/domain/cv';
import { api, type ApiAnswer } from '@/lib/api-client';
import { isCallFailure } from '@/lib/call-failure';
import { parseErrorBody } from '@/lib/api-errors';
import { answerOf, removedOf, type RefusalWords } from './cv-answers';
import type { RecordTransport, SendAnswer } from './sync';

const words = (body: unknown, status: number): RefusalWords => {
  const parsed = parseErrorBody(body, status);
  return { message: parsed.message, field: parsed.field };
};

/** The answer, or why none came: no network, or none in time while online (the server's fault). */
async function call<T>(
  request: () => Promise<ApiAnswer<unknown>>,
  read: (status: number, body: unknown) => SendAnswer<T>,
): Promise<SendAnswer<T>> {
  try {
    const response = await request();
    return read(response.status, response.data);
  } catch (error) {
    if (isCallFailure(error) && error.response)
      return read(error.response.status, error.response.data);
    // The session changed while the call waited: it goes out again for its own account only.
    if (isCallFailure(error) && error.code === 'ERR_CANCELED') return { kind: 'signed-out' };
    return navigator.onLine && isCallFailure(error) && error.code === 'ECONNABORTED'
      ? { kind: 'server' }
      : { kind: 'offline' };
  }
}

const at = (action: string, id: string) => `/cv/${action}/${encodeURIComponent(id)}/`;
const cvAnswer = (status: number, body: unknown) => answerOf(status, body, words);

export const pageCvTransport: RecordTransport<CvDto> = {
  create: (body, key) =>
    call(() => api.post('/cv/create_cv/', body, { headers: { 'Idempotency-Key': key } }), cvAnswer),
  edit: (id, patch, version, key) =>
    call(
      () =>
        api.patch(at('edit_cv', id), patch, {
          headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': key },
        }),
      cvAnswer,
    ),
  photo: (id, photo, version, key) => {
    const form = new FormData();
    form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
    return call(
      () =>
        api.patch(at('edit_cv', id), form, {
          headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': key },
        }),
      cvAnswer,
    );
  },
  remove: (id) =>
    call(
      () => api.delete(at('delete_cv', id)),
      (status, body) => removedOf(status, body, words),
    ),
};

const application = (id: string) => `/applications/${encodeURIComponent(id)}/`;
const applicationAnswer = (status: number, body: unknown) =>
  answerOf<Application>(status, body, words);

/** An application and its version travel together; it has no photo. */
export const pageApplicationTransport: RecordTransport<Application> = {
  create: (body, key) =>
    call(
      () => api.post('/applications/', body, { headers: { 'Idempotency-Key': key } }),
      applicationAnswer,
    ),
  edit: (id, patch, version, key) =>
    call(
      () =>
        api.patch(application(id), patch, {
          headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': key },
        }),
      applicationAnswer,
    ),
  photo: () => Promise.resolve({ kind: 'refused', status: 400, message: '', field: null }),
  remove: (id) =>
    call(
      () => api.delete(application(id)),
      (status, body) => removedOf(status, body, words),
    ),
};
