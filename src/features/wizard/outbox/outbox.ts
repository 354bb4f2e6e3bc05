/**
 * CVs finished in the wizard wait here until the server has them. Each is sent with its draft id as
 * Idempotency-Key, so sending again after a lost answer never makes a second CV.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { api } from '@/lib/api-client';
import { toApiFailure, type ParsedError } from '@/lib/api-errors';
import { localDb, type OutboxEntry } from '@/lib/local-db';
import { OUTBOX_SYNC_TAG } from '@/config/sync';
import { tokenSubject } from '@/lib/jwt';
import { requestBackgroundSync } from '@/lib/pwa';
import { authAtom, store, useAtomValue } from '@/lib/state';
import { toCreatePayload, toFormData, type DraftCv } from '../model/draft';
import { classifySendFailure } from './send-failure';

export type DraftOutboxEntry = OutboxEntry<DraftCv>;

export type SendResult =
  | { kind: 'created'; entry: DraftOutboxEntry; uuid: string }
  /** Never reached the server: it waits on the device and goes out when the network is back. */
  | { kind: 'offline'; entry: DraftOutboxEntry }
  /** Reached it (or timed out online) and failed: it waits on the device and is sent again. */
  | { kind: 'server'; entry: DraftOutboxEntry; status: number | null; detail: string | null }
  | { kind: 'refused'; entry: DraftOutboxEntry; error: ParsedError; status: number };

/** A CV still in the outbox after this result, to be sent again by itself. */
export type WaitingResult = Extract<SendResult, { kind: 'offline' | 'server' }>;

export function isWaiting(result: SendResult): result is WaitingResult {
  return result.kind === 'offline' || result.kind === 'server';
}

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
    const failure = classifySendFailure(toApiFailure(error), navigator.onLine);
    // The server refused it for good (a field to fix, the plan): hand it back to the user.
    if (failure.kind === 'refused') {
      await localDb.outbox.update(entry.id, {
        status: 'failed',
        attempts: entry.attempts + 1,
        lastError: failure.error.text,
      });
      return { kind: 'refused', entry, error: failure.error, status: failure.status };
    }
    // Offline or a server failure: it stays pending and is sent again; the screens say which.
    await localDb.outbox.update(entry.id, {
      status: 'pending',
      attempts: entry.attempts + 1,
      lastFailure: failure.kind,
    });
    return failure.kind === 'server'
      ? { kind: 'server', entry, status: failure.status, detail: failure.detail }
      : { kind: 'offline', entry };
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
        if (isWaiting(result)) {
          // Where the browser has Background Sync, the worker sends it once the device is online,
          // even with the app closed. Not while it thinks it is online: the sync would fire at
          // once, wake this tab and fail again in a loop; the app's own timer retries then.
          if (!navigator.onLine) void requestBackgroundSync(OUTBOX_SYNC_TAG);
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

/**
 * Sends this entry now (after any run already under way, which may have begun before it was queued)
 * and tells what became of it. When an older CV stopped the run, this one waits for the same reason.
 */
export async function flushEntry(entry: DraftOutboxEntry): Promise<SendResult> {
  for (let round = 0; round < 2; round++) {
    const results = await flushOutbox();
    const own = results.find((r) => r.entry.id === entry.id);
    if (own) return own;
    const stop = results.find(isWaiting);
    if (stop) return { ...stop, entry };
  }
  return navigator.onLine
    ? { kind: 'server', entry, status: null, detail: null }
    : { kind: 'offline', entry };
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
