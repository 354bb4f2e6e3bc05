// A device that still has version 4's outbox: its CVs become records of the CV store, each with its
// create under the draft's id (so one the server made already is answered, not made twice).
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CV_CREATE_DEFAULTS, type CvDraftContent } from '@/domain/cv';
import { contentOfDraft } from '@/domain/finished-draft';
import { LOCAL_DATABASE_NAME } from '@/config/storage-keys';

const draft: CvDraftContent = {
  ...CV_CREATE_DEFAULTS,
  title: ' Offline CV ',
  language: 'fi',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
};

async function deviceAtVersion4() {
  const old = new Dexie(LOCAL_DATABASE_NAME);
  old.version(4).stores({
    drafts: 'key',
    draftPhotos: 'key',
    outbox: 'id, userId, createdAt',
    session: 'key',
    records: 'key, [userId+kind]',
    changes: '++seq, recordKey, userId',
  });
  const entry = { userId: 'user-1', payload: draft, attempts: 2, lastError: null };
  await old.table('outbox').bulkPut([
    { ...entry, id: 'draft-b', photo: null, status: 'pending', createdAt: 2 },
    {
      ...entry,
      id: 'draft-a',
      photo: new Blob(['jpeg']),
      status: 'pending',
      lastFailure: 'server',
      createdAt: 1,
    },
    { ...entry, id: 'draft-c', photo: null, status: 'failed', lastError: 'No', createdAt: 3 },
  ]);
  await old.table('drafts').put({ key: 'user-1', value: { title: 'Typing' }, updatedAt: 5 });
  old.close();
}

describe('opening a device that kept CVs in the outbox', () => {
  it('makes each a record made here, its create and photo waiting in the order they were made', async () => {
    await deviceAtVersion4();
    const { localDatabase: db } = await import('./database');
    const records = await db.records.toArray();
    expect(records.map((r) => r.key)).toEqual([
      'user-1/cv/draft-a',
      'user-1/cv/draft-b',
      'user-1/cv/draft-c',
    ]);
    expect(records[0]).toMatchObject({ id: 'draft-a', serverId: null, server: null, gone: false });
    expect(records[0]!.local).toEqual({
      ...contentOfDraft(draft),
      slug: null,
      translations: {},
    });
    const changes = await db.changes.orderBy('seq').toArray();
    expect(changes.map((c) => [c.recordKey, c.op, c.idempotencyKey.startsWith('draft')])).toEqual([
      ['user-1/cv/draft-a', 'create', true],
      ['user-1/cv/draft-a', 'photo', false],
      ['user-1/cv/draft-b', 'create', true],
      ['user-1/cv/draft-c', 'create', true],
    ]);
    expect(changes[0]).toMatchObject({ attempts: 2, lastFailure: 'server', refusal: null });
    expect(changes[1]!.photo).toBeInstanceOf(Blob);
    // A refused one goes back into the wizard's draft (src/features/wizard/state/refused-cv.ts).
    expect(changes[3]!.refusal).toMatchObject({ message: 'No' });
    // What is typed in the wizard stays; the outbox is gone.
    expect(await db.drafts.get('user-1')).toMatchObject({ value: { title: 'Typing' } });
    expect(db.tables.map((t) => t.name)).not.toContain('outbox');
  });
});
