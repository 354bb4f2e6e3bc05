/**
 * CVs finished in the wizard wait here until the server has them. Each is sent with its draft id as
 * Idempotency-Key, so sending again after a lost answer never makes a second CV.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '../../../lib/api-client';
import { toApiFailure, type ParsedError } from '../../../lib/api-errors';
import { localDb, type OutboxEntry } from '../../../lib/local-db';
import { OUTBOX_SYNC_TAG } from '../../../config/sync';
import { tokenSubject } from '../../../lib/jwt';
import { requestBackgroundSync } from '../../../lib/pwa';
import { authAtom, store, useAtomValue } from '../../../lib/state';
import { toCreatePayload, toFormData, type DraftCv } from '../model/draft';

export type DraftOutboxEntry = OutboxEntry<DraftCv>;

export type SendResult =
  | { kind: 'created'; entry: DraftOutboxEntry; uuid: string }
  | { kind: 'offline'; entry: DraftOutboxEntry }
  | { kind: 'refused'; entry: DraftOutboxEntry; error: ParsedError; status: number };

function signedInUser(): string | null {
  return tokenSubject(store.get(authAtom).accessToken);
}

export async function enqueue(draft: DraftCv, photo: Blob | null): Promise<DraftOutboxEntry> {
  const userId = signedInUser();
  if (!userId) throw new Error('Not signed in');
  const entry: DraftOutboxEntry = {
    id: draft.draftId,
    userId,
    payload: draft,
    photo,
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: Date.now(),
  };
  await localDb.outbox.put(entry);
  return entry;
}

async function send(entry: DraftOutboxEntry): Promise<SendResult> {
  try {
    const answer = await api.post<{ data: { uuid: string } }>(
      '/cv/create_cv/',
      toFormData(toCreatePayload(entry.payload), entry.photo),
      { headers: { 'Idempotency-Key': entry.id } },
    );
    await localDb.outbox.delete(entry.id);
    return { kind: 'created', entry, uuid: answer.data.data.uuid };
  } catch (error) {
    const failure = toApiFailure(error);
    // The server refused it for good (a field to fix, the plan): hand it back to the user.
    if (
      failure.kind === 'http' &&
      failure.status >= 400 &&
      failure.status < 500 &&
      failure.status !== 401 &&
      failure.status !== 408 &&
      failure.status !== 429
    ) {
      await localDb.outbox.update(entry.id, {
        status: 'failed',
        attempts: entry.attempts + 1,
        lastError: failure.parsed.text,
      });
      return { kind: 'refused', entry, error: failure.parsed, status: failure.status };
    }
    await localDb.outbox.update(entry.id, { status: 'pending', attempts: entry.attempts + 1 });
    return { kind: 'offline', entry };
  }
}

type Listener = (result: SendResult) => void;
const listeners = new Set<Listener>();

/** The app listens once (toasts, cache invalidation); the finalize screen listens too. */
export function onOutboxResult(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let flushing: Promise<SendResult[]> | null = null;

/** Sends every pending CV once; concurrent calls share one run. */
export function flushOutbox(): Promise<SendResult[]> {
  flushing ??= (async () => {
    const results: SendResult[] = [];
    try {
      const userId = signedInUser();
      if (!userId) return results;
      const pending = await localDb.outbox
        .where('userId')
        .equals(userId)
        .filter((e) => e.status !== 'failed')
        .sortBy('createdAt');
      for (const entry of pending as DraftOutboxEntry[]) {
        const result = await send(entry);
        results.push(result);
        listeners.forEach((listener) => listener(result));
        if (result.kind === 'offline') {
          // Where the browser has Background Sync, the worker sends it even if the app is closed.
          void requestBackgroundSync(OUTBOX_SYNC_TAG);
          break;
        }
      }
    } finally {
      flushing = null;
    }
    return results;
  })();
  return flushing;
}

export async function removeFromOutbox(id: string): Promise<void> {
  await localDb.outbox.delete(id);
}

/** The signed-in user's CVs still waiting to be sent, oldest first (live). */
export function useOutbox(): DraftOutboxEntry[] | undefined {
  const userId = tokenSubject(useAtomValue(authAtom).accessToken);
  return useLiveQuery(
    async () =>
      userId
        ? ((await localDb.outbox
            .where('userId')
            .equals(userId)
            .sortBy('createdAt')) as DraftOutboxEntry[])
        : [],
    [userId],
  );
}
