// The store on an IndexedDB in memory (Dexie as in the browser), against a server in memory.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_DEFAULTS } from '@/domain/applications';
import { localDatabase } from '@/lib/local-data/database';
import { applicationsOnServerCvs } from './application-cvs';
import { applicationRules, type ApplicationDoc } from './kinds';
import { createRecordStore } from './record-store';
import { sendWaiting } from './sync';
import { fakeServer, store as cvs } from './sync-test-server';

const ME = 'user-1';
const applications = createRecordStore(applicationRules);
const application = (company: string, cv: string): ApplicationDoc => ({
  ...APPLICATION_DEFAULTS,
  company,
  cv,
});
const docOf = async (id: string) =>
  (await applications.recordsOf(ME)).find((r) => r.id === id)!.local as ApplicationDoc;

beforeEach(async () => {
  await localDatabase.records.clear();
  await localDatabase.changes.clear();
});

describe('applications of a CV made on this device', () => {
  it('name the CV by the server’s id once the server has it, and wait for it until then', async () => {
    const server = fakeServer();
    const sent = await cvs.create(ME, { title: 'Sent', phone: '', rows: [] });
    const waiting = await cvs.create(ME, { title: 'Waiting', phone: '', rows: [] });
    // Only the first CV reaches the server.
    await sendWaiting(cvs, ME, {
      ...server.transport,
      create: (body, key) =>
        key === waiting.id
          ? Promise.resolve({ kind: 'offline' as const })
          : server.transport.create(body, key),
    });
    const serverId = (await cvs.recordsOf(ME)).find((r) => r.id === sent.id)!.serverId!;
    expect(serverId).not.toBe(sent.id);

    const ofSent = await applications.create(ME, application('Kesko', sent.id));
    const ofWaiting = await applications.create(ME, application('Wolt', waiting.id));
    const ofServer = await applications.create(ME, application('Nokia', serverId));
    await applicationsOnServerCvs(cvs, applications, ME);

    expect(await docOf(ofSent.id)).toEqual(application('Kesko', serverId));
    expect(await docOf(ofWaiting.id)).toEqual(application('Wolt', waiting.id));
    expect(await docOf(ofServer.id)).toEqual(application('Nokia', serverId));
    // Still one create each: the first sends the server's id when it goes.
    expect((await applications.changesOf(ME)).map((c) => c.op)).toEqual([
      'create',
      'create',
      'create',
    ]);
  });
});
