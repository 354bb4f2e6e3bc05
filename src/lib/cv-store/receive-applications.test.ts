// The store on an IndexedDB in memory (Dexie as in the browser).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_DEFAULTS, type Application } from '@/domain/applications';
import { localDatabase } from '@/lib/local-data/database';
import { applicationStore } from './cv-store';
import { receiveApplications } from './use-local-applications';

const ME = 'user-1';
const answer = (uuid: string, company: string): Application => ({
  ...APPLICATION_DEFAULTS,
  company,
  cv: '00000000-0000-4000-8000-000000000001',
  uuid,
  version: 1,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
});
const companies = async () =>
  (await applicationStore.recordsOf(ME)).map((r) => (r.local as { company: string }).company);

beforeEach(async () => {
  await localDatabase.records.clear();
  await localDatabase.changes.clear();
});

describe("the server's list of applications taken in", () => {
  it('lets go of one the server no longer has, but not one that came after the list was asked for', async () => {
    const asked = Date.now() - 1;
    const kesko = answer('00000000-0000-4000-8000-00000000000a', 'Kesko');
    const wolt = answer('00000000-0000-4000-8000-00000000000b', 'Wolt');
    // Kesko was made here and answered after the list (without it) was asked for.
    await applicationStore.receive(ME, kesko);
    await receiveApplications(ME, [wolt], asked);
    expect((await companies()).sort()).toEqual(['Kesko', 'Wolt']);
    // A list asked for later that still lacks it: deleted on another device.
    await receiveApplications(ME, [wolt], Date.now() + 1);
    expect(await companies()).toEqual(['Wolt']);
  });
});
