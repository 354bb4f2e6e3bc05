import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppWindow, WorkerScope } from './outbox-sync';

interface FakeEntry {
  id: string;
  userId: string;
  status: 'pending' | 'failed';
  attempts: number;
  createdAt: number;
  payload: unknown;
  photo: null;
  lastFailure?: 'offline' | 'server';
}

// The worker's view of IndexedDB, in memory: the session mirror and the outbox.
const store = vi.hoisted(() => ({
  accessToken: null as string | null,
  entries: new Map<string, FakeEntry>(),
}));

vi.mock('@/lib/local-data/database', () => ({
  localDatabase: {
    session: { get: () => Promise.resolve({ key: 'session', accessToken: store.accessToken }) },
    outbox: {
      where: () => ({
        equals: (userId: string) => ({
          sortBy: () =>
            Promise.resolve(
              [...store.entries.values()]
                .filter((e) => e.userId === userId)
                .sort((a, b) => a.createdAt - b.createdAt),
            ),
        }),
      }),
      update: (id: string, change: Partial<FakeEntry>) => {
        const entry = store.entries.get(id);
        if (entry) store.entries.set(id, { ...entry, ...change });
        return Promise.resolve(entry ? 1 : 0);
      },
      delete: (id: string) => {
        store.entries.delete(id);
        return Promise.resolve();
      },
    },
  },
}));
vi.mock('@/lib/outbox/create-cv-request', () => ({
  toCreatePayload: (payload: unknown) => payload,
  toFormData: () => new FormData(),
}));

const { sendOutboxFromWorker } = await import('./outbox-sync');

/** A token whose payload names the user (the worker reads, never verifies, it). */
function tokenFor(sub: string) {
  return `x.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.y`;
}

function worker(openWindows: AppWindow[] = []): WorkerScope {
  return { clients: { matchAll: () => Promise.resolve(openWindows) } };
}

function queue(...ids: string[]) {
  ids.forEach((id, i) =>
    store.entries.set(id, {
      id,
      userId: 'user-1',
      status: 'pending',
      attempts: 0,
      createdAt: i,
      payload: {},
      photo: null,
    }),
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  store.accessToken = tokenFor('user-1');
  store.entries.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Background Sync of the outbox in the service worker', () => {
  it('with the app open, asks it to send (it can refresh the session) and sends nothing itself', async () => {
    queue('a');
    const postMessage = vi.fn();
    await sendOutboxFromWorker(worker([{ postMessage }]));
    expect(postMessage).toHaveBeenCalledWith({ type: 'FLUSH_OUTBOX' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends each CV once with its draft id as Idempotency-Key and forgets those created', async () => {
    queue('a', 'b');
    // A fresh Response per call, as the server answers each.
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"data":{"uuid":"cv-1"}}', { status: 201 })),
    );
    await sendOutboxFromWorker(worker());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const headers = fetchMock.mock.calls.map(([, init]) => init?.headers);
    expect(headers).toEqual([
      expect.objectContaining({ 'Idempotency-Key': 'a' }),
      expect.objectContaining({ 'Idempotency-Key': 'b' }),
    ]);
    expect(store.entries.size).toBe(0);
  });

  it('a 5xx keeps the CV pending, records a server failure and fails the sync so it is retried', async () => {
    queue('a', 'b');
    fetchMock.mockResolvedValue(new Response('{"detail":"down"}', { status: 503 }));
    await expect(sendOutboxFromWorker(worker())).rejects.toThrow('503');
    expect(store.entries.get('a')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastFailure: 'server',
    });
    // The run stops at the first failure; the next CV waits for the retry.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('no network records an offline failure and fails the sync so it is retried', async () => {
    queue('a');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendOutboxFromWorker(worker())).rejects.toThrow('Failed to fetch');
    expect(store.entries.get('a')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastFailure: 'offline',
    });
  });

  it('a refusal or an expired token leaves the CV untouched for the app, without a retry', async () => {
    for (const status of [400, 401, 403]) {
      store.entries.clear();
      queue('a');
      fetchMock.mockResolvedValue(new Response('{}', { status }));
      await expect(sendOutboxFromWorker(worker())).resolves.toBeUndefined();
      expect(store.entries.get('a')).toMatchObject({ status: 'pending', attempts: 0 });
      expect(store.entries.get('a')?.lastFailure).toBeUndefined();
    }
  });

  it('never sends another user’s CV, nor anything without a session', async () => {
    queue('a');
    store.accessToken = tokenFor('user-2');
    await sendOutboxFromWorker(worker());
    store.accessToken = null;
    await sendOutboxFromWorker(worker());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
