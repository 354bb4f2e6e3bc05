/**
 * Background Sync for the outbox: an open app tab is asked to send (it can refresh the session);
 * with none open, the worker sends with the last access token the app left it, through the same
 * create_cv sender as the app. A refused CV or an expired token leaves the CV for the app's next
 * start; no network or a failing server is recorded on the entry (the app words them differently)
 * and the sync fails, so the browser tries it again.
 */
import type { ParsedError } from '@/lib/api-errors';
import { tokenSubject } from '@/lib/jwt';
import { recordRetry, removeFromOutbox, waitingOutboxOf } from '@/lib/local-data/outbox-store';
import { mirroredAccessToken } from '@/lib/local-data/session-mirror';
import { sendCreateCv, type CreateCvTransport } from '@/lib/outbox/send-create-cv';

export { OUTBOX_SYNC_TAG } from '@/config/sync';

/** What the sync needs of the worker's global scope: the app's open windows, and whether online. */
export interface WorkerScope {
  clients: {
    matchAll(options: { type: 'window' }): Promise<ReadonlyArray<AppWindow>>;
  };
  navigator?: { onLine: boolean };
}

/** An open app tab, as the worker's `clients.matchAll` gives it. */
export interface AppWindow {
  postMessage(message: unknown): void;
}

/** An answer that was not a success, as fetch gives it (fetch throws only when nothing came back). */
class NotCreated extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`create_cv answered ${status}`);
  }
}

/**
 * The worker shows nothing, so it reads only the server's own `detail` of a failed answer (the app's
 * reader words the other cases in the user's language, and would bring i18next into the worker).
 */
function readBody(body: unknown, status: number): ParsedError {
  const detail = (body as { detail?: unknown } | null)?.detail;
  const message = typeof detail === 'string' ? detail : '';
  return { field: null, message, text: message, status, errorCode: null };
}

function viaFetch(worker: WorkerScope, accessToken: string): CreateCvTransport {
  return {
    async post(path, form, headers) {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${accessToken}` },
        body: form,
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new NotCreated(response.status, body);
      return body;
    },
    failureOf: (error) =>
      error instanceof NotCreated
        ? { kind: 'http', status: error.status, parsed: readBody(error.body, error.status) }
        : // fetch rejects (a TypeError) only when the request never got an answer.
          { kind: error instanceof TypeError ? 'offline' : 'unknown', parsed: null },
    isOnline: () => worker.navigator?.onLine ?? true,
  };
}

/**
 * Who the worker sends for: null when an open app tab was asked to send instead (it can renew the
 * session), or no one is signed in; else the last access token the app left and its account.
 */
export async function workerSession(
  worker: WorkerScope,
): Promise<{ accessToken: string; userId: string } | null> {
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.length) {
    windows.forEach((client) => client.postMessage({ type: 'FLUSH_OUTBOX' }));
    return null;
  }
  const accessToken = await mirroredAccessToken();
  const userId = tokenSubject(accessToken);
  return accessToken && userId ? { accessToken, userId } : null;
}

export async function sendOutboxFromWorker(worker: WorkerScope): Promise<void> {
  const session = await workerSession(worker);
  if (!session) return;
  const { accessToken, userId } = session;
  const transport = viaFetch(worker, accessToken);
  for (const entry of await waitingOutboxOf(userId)) {
    const outcome = await sendCreateCv(entry, transport);
    if (outcome.kind === 'created') {
      await removeFromOutbox(entry.id);
      continue;
    }
    // A 401 (an expired token) or a refusal: the app handles it when it next opens (it can
    // refresh the session, or show the user what to fix).
    if (outcome.kind === 'refused' || (outcome.kind === 'server' && outcome.status === 401)) return;
    // Offline or a failing server: a failed sync is tried again by the browser later, with its
    // own backoff (offline: once the device is online).
    await recordRetry(entry, outcome.kind);
    throw outcome.cause;
  }
}
