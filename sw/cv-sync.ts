/**
 * Background Sync for the CV store's waiting changes (CVs, then applications): an open app tab is asked to send (it can
 * renew the session); with none open, the worker sends them with the last access token the app
 * left it, through the same sync as the app. What waits after that makes the sync fail, so the
 * browser tries again later (offline: once the device is online).
 */
import { answerOf, removedOf, type RefusalWords } from '@/lib/cv-store/cv-answers';
import { applicationRules, cvRules } from '@/lib/cv-store/kinds';
import { createRecordStore } from '@/lib/cv-store/record-store';
import { applicationsOnServerCvs } from '@/lib/cv-store/application-cvs';
import { sendWaiting, type RecordTransport, type SendAnswer } from '@/lib/cv-store/sync';
import type { Application } from '@/domain/applications';
import type { CvDto } from '@/domain/cv';
import { workerSession, type WorkerScope } from './worker-session';

export { CV_SYNC_TAG } from '@/config/sync';

/** The worker shows nothing: a refusal keeps the server's own `detail`, the app words the rest. */
const words = (body: unknown): RefusalWords => {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return { message: typeof detail === 'string' ? detail : '', field: null };
};

function viaFetch(accessToken: string) {
  async function call<T>(
    path: string,
    init: RequestInit,
    read: (status: number, body: unknown) => SendAnswer<T>,
  ): Promise<SendAnswer<T>> {
    try {
      const response = await fetch(`/api/${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          Authorization: `Bearer ${accessToken}`,
        },
      });
      return read(response.status, await response.json().catch(() => null));
    } catch {
      // fetch rejects only when no answer came.
      return { kind: 'offline' };
    }
  }
  const json = { 'Content-Type': 'application/json' };
  const cvAnswer = (status: number, body: unknown) => answerOf(status, body, words);
  const applicationAnswer = (status: number, body: unknown) =>
    answerOf<Application>(status, body, words);
  const application = (id: string) => `applications/${encodeURIComponent(id)}/`;
  const applications: RecordTransport<Application> = {
    create: (body, key) =>
      call(
        'applications/',
        {
          method: 'POST',
          headers: { ...json, 'Idempotency-Key': key },
          body: JSON.stringify(body),
        },
        applicationAnswer,
      ),
    edit: (id, patch, version, key) =>
      call(
        application(id),
        {
          method: 'PATCH',
          headers: { ...json, 'If-Match': `"${version}"`, 'Idempotency-Key': key },
          body: JSON.stringify(patch),
        },
        applicationAnswer,
      ),
    photo: () => Promise.resolve({ kind: 'refused', status: 400, message: '', field: null }),
    remove: (id) =>
      call(application(id), { method: 'DELETE' }, (status, body) => removedOf(status, body, words)),
  };
  const cvs: RecordTransport<CvDto> = {
    create: (body, key) =>
      call(
        'cv/create_cv/',
        {
          method: 'POST',
          headers: { ...json, 'Idempotency-Key': key },
          body: JSON.stringify(body),
        },
        cvAnswer,
      ),
    edit: (id, patch, version, key) =>
      call(
        `cv/edit_cv/${encodeURIComponent(id)}/`,
        {
          method: 'PATCH',
          headers: { ...json, 'If-Match': `"${version}"`, 'Idempotency-Key': key },
          body: JSON.stringify(patch),
        },
        cvAnswer,
      ),
    photo: (id, photo, version, key) => {
      const form = new FormData();
      form.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
      return call(
        `cv/edit_cv/${encodeURIComponent(id)}/`,
        {
          method: 'PATCH',
          headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': key },
          body: form,
        },
        cvAnswer,
      );
    },
    remove: (id) =>
      call(`cv/delete_cv/${encodeURIComponent(id)}/`, { method: 'DELETE' }, (status, body) =>
        removedOf(status, body, words),
      ),
  };
  return { cvs, applications };
}

export async function sendCvChangesFromWorker(worker: WorkerScope): Promise<void> {
  const session = await workerSession(worker);
  if (!session) return;
  const transport = viaFetch(session.accessToken);
  // CVs first: an application names a CV the server must have.
  const cvs = createRecordStore(cvRules);
  const applications = createRecordStore(applicationRules);
  let run = await sendWaiting(cvs, session.userId, transport.cvs);
  if (run.done) {
    await applicationsOnServerCvs(cvs, applications, session.userId);
    run = await sendWaiting(applications, session.userId, transport.applications);
  }
  // An expired token waits for the app, which can renew it; the rest is tried again later.
  if (!run.done && run.reason !== 'signed-out') throw new Error(`CV changes wait: ${run.reason}`);
}
