// The worker's IndexedDB in memory: the real store (Dexie and its per-account query) runs on it, so
// a store that handed the worker another account's CVs would fail here.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CV_CREATE_DEFAULTS, type CvDraftContent } from '@/domain/cv';
import { localDatabase } from '@/lib/local-data/database';
import { addToOutbox, outboxOf } from '@/lib/local-data/outbox-store';
import { mirrorAccessToken } from '@/lib/local-data/session-mirror';
import { sendOutboxFromWorker, type AppWindow, type WorkerScope } from './outbox-sync';

const draft: CvDraftContent = {
  ...CV_CREATE_DEFAULTS,
  language: 'en',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
};

/** A token whose payload names the user (the worker reads, never verifies, it). */
function tokenFor(sub: string) {
  return `x.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.y`;
}

function worker(openWindows: AppWindow[] = []): WorkerScope {
  return { clients: { matchAll: () => Promise.resolve(openWindows) } };
}

let created = 0;

/** CVs finished offline by `userId` (user-1 unless said), in this order. */
async function queue(ids: string[], userId = 'user-1') {
  for (const id of ids) {
    await addToOutbox({
      id,
      userId,
      payload: draft,
      photo: null,
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: created++,
    });
  }
}

const entry = async (id: string) => localDatabase.outbox.get(id);
const keysSent = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  await localDatabase.outbox.clear();
  await mirrorAccessToken(tokenFor('user-1'));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Background Sync of the outbox in the service worker', () => {
  it('with the app open, asks it to send (it can refresh the session) and sends nothing itself', async () => {
    await queue(['a']);
    const postMessage = vi.fn();
    await sendOutboxFromWorker(worker([{ postMessage }]));
    expect(postMessage).toHaveBeenCalledWith({ type: 'FLUSH_OUTBOX' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends each CV once with its draft id as Idempotency-Key and forgets those created', async () => {
    await queue(['a', 'b']);
    // A fresh Response per call, as the server answers each.
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"data":{"uuid":"cv-1"}}', { status: 201 })),
    );
    await sendOutboxFromWorker(worker());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keysSent()).toEqual(['a', 'b']);
    expect(await outboxOf('user-1')).toEqual([]);
  });

  it('a 5xx keeps the CV pending, records a server failure and fails the sync so it is retried', async () => {
    await queue(['a', 'b']);
    fetchMock.mockResolvedValue(new Response('{"detail":"down"}', { status: 503 }));
    await expect(sendOutboxFromWorker(worker())).rejects.toThrow('503');
    expect(await entry('a')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastFailure: 'server',
    });
    // The run stops at the first failure; the next CV waits for the retry.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('no network records an offline failure and fails the sync so it is retried', async () => {
    await queue(['a']);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendOutboxFromWorker(worker())).rejects.toThrow('Failed to fetch');
    expect(await entry('a')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastFailure: 'offline',
    });
  });

  it('a refusal or an expired token leaves the CV untouched for the app, without a retry', async () => {
    for (const status of [400, 401, 403]) {
      await localDatabase.outbox.clear();
      await queue(['a']);
      fetchMock.mockResolvedValue(new Response('{}', { status }));
      await expect(sendOutboxFromWorker(worker())).resolves.toBeUndefined();
      expect(await entry('a')).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await entry('a'))?.lastFailure).toBeUndefined();
    }
  });

  it('sends only the signed-in account’s CVs, and nothing without a session', async () => {
    // Two accounts have used this phone; user-2 is the one signed in now.
    await queue(['a'], 'user-1');
    await queue(['b'], 'user-2');
    await queue(['c'], 'user-1');
    await mirrorAccessToken(tokenFor('user-2'));
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"data":{"uuid":"cv-1"}}', { status: 201 })),
    );
    await sendOutboxFromWorker(worker());
    expect(keysSent()).toEqual(['b']);
    expect((await outboxOf('user-1')).map((e) => e.id)).toEqual(['a', 'c']);

    fetchMock.mockClear();
    await mirrorAccessToken(null);
    await sendOutboxFromWorker(worker());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
