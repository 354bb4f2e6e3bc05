// The worker's IndexedDB in memory: the real CV store (Dexie and its per-account queries) runs on
// it, so a worker that sent another account's changes, or sent one twice, would fail here.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CV_CREATE_DEFAULTS } from '@/domain/cv';
import { contentOfDraft } from '@/domain/finished-draft';
import { cvRules } from '@/lib/cv-store/kinds';
import { createRecordStore } from '@/lib/cv-store/record-store';
import { localDatabase } from '@/lib/local-data/database';
import { mirrorAccessToken } from '@/lib/local-data/session-mirror';
import { sendCvChangesFromWorker } from './cv-sync';
import type { AppWindow, WorkerScope } from './worker-session';

/** A token whose payload names the user (the worker reads, never verifies, it). */
function tokenFor(sub: string) {
  return `x.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.y`;
}

function worker(openWindows: AppWindow[] = []): WorkerScope {
  return { clients: { matchAll: () => Promise.resolve(openWindows) } };
}

const cvStore = createRecordStore(cvRules);
const content = {
  ...contentOfDraft({
    ...CV_CREATE_DEFAULTS,
    title: 'Made offline',
    language: 'en',
    first_name: 'Aino',
    last_name: 'Virtanen',
    email: 'aino@example.com',
  }),
  slug: null,
  translations: {},
};
const cvAnswer = (version: number) =>
  new Response(JSON.stringify({ data: { uuid: 'server-1', version, title: 'Made offline' } }));

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    const headers = new Headers(init?.headers);
    return `${init?.method} ${String(url)} key=${headers.get('Idempotency-Key')} if=${headers.get('If-Match')}`;
  });

beforeEach(async () => {
  await localDatabase.records.clear();
  await localDatabase.changes.clear();
  await mirrorAccessToken(tokenFor('user-1'));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A CV finished in the wizard offline, with a photo. */
async function madeOffline(userId = 'user-1') {
  const record = await cvStore.create(userId, content, `draft-of-${userId}`);
  await cvStore.setPhoto(userId, record.id, new Blob(['jpeg']));
  return record;
}

describe('Background Sync of the CV store in the service worker', () => {
  it('with the app open, asks it to send (it can renew the session) and sends nothing itself', async () => {
    await madeOffline();
    const postMessage = vi.fn();
    await sendCvChangesFromWorker(worker([{ postMessage }]));
    expect(postMessage).toHaveBeenCalledWith({ type: 'FLUSH_OUTBOX' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a new CV once under its draft id, then its photo on the version made', async () => {
    const record = await madeOffline();
    fetchMock.mockResolvedValueOnce(cvAnswer(1)).mockResolvedValueOnce(cvAnswer(2));
    await sendCvChangesFromWorker(worker());
    expect(sent()).toEqual([
      'POST /api/cv/create_cv/ key=draft-of-user-1 if=null',
      expect.stringMatching(/^PATCH \/api\/cv\/edit_cv\/server-1\/ key=[\w-]+ if="1"$/),
    ]);
    expect(fetchMock.mock.calls[1]![1]!.body).toBeInstanceOf(FormData);
    expect(await cvStore.recordOf('user-1', record.id)).toMatchObject({ serverId: 'server-1' });
    expect(await cvStore.changesOf('user-1')).toEqual([]);
  });

  it('a failing server or no network keeps the changes and fails the sync, so it is retried', async () => {
    await madeOffline();
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendCvChangesFromWorker(worker())).rejects.toThrow('server');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendCvChangesFromWorker(worker())).rejects.toThrow('offline');
    const [create, photo] = await cvStore.changesOf('user-1');
    expect(create).toMatchObject({ op: 'create', attempts: 2, lastFailure: 'offline' });
    expect(photo).toMatchObject({ op: 'photo', attempts: 0 });
  });

  it('an expired token or a refusal leaves the CV for the app, without a retry', async () => {
    await madeOffline();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await sendCvChangesFromWorker(worker());
    expect((await cvStore.changesOf('user-1'))[0]).toMatchObject({ refusal: null });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ detail: 'Free plan: one CV' }), { status: 403 }),
    );
    await sendCvChangesFromWorker(worker());
    expect((await cvStore.changesOf('user-1'))[0]).toMatchObject({
      refusal: { status: 403, message: 'Free plan: one CV' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends only the signed-in account’s changes, and nothing without a session', async () => {
    await madeOffline('user-2');
    await sendCvChangesFromWorker(worker());
    expect(fetchMock).not.toHaveBeenCalled();
    await mirrorAccessToken(null);
    await madeOffline('user-1');
    await sendCvChangesFromWorker(worker());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
