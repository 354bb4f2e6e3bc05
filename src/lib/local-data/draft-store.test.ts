import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_RECORD_KEY } from '@/config/storage-keys';
import { createDraftStore, DraftUnreadableError, type DraftTables } from './draft-store';

const KEY = `${DRAFT_RECORD_KEY}:user-1`;

/** The draft tables in memory, counting writes; `failReads` makes the next reads fail. */
function fakeTables() {
  const records = new Map<string, { value?: unknown; photo?: Blob | null }>();
  const writes: Array<{ key: string; value?: unknown; photo?: Blob | null }> = [];
  let failReads = 0;
  const tables: DraftTables = {
    read(key) {
      if (failReads > 0) {
        failReads--;
        return Promise.reject(new DOMException('The operation failed', 'UnknownError'));
      }
      const record = records.get(key);
      return Promise.resolve(
        record ? { value: record.value, photo: record.photo ?? null } : undefined,
      );
    },
    write(key, change) {
      tables.writeNow(key, change);
      return Promise.resolve();
    },
    writeNow(key, change) {
      const written = Object.fromEntries(
        Object.entries(change).filter(([, value]) => value !== undefined),
      );
      writes.push({ key, ...written });
      records.set(key, { ...records.get(key), ...written });
      return true;
    },
    remove(key) {
      records.delete(key);
      return Promise.resolve();
    },
    move(from, to) {
      const record = records.get(from);
      if (record && to !== null && !records.has(to)) records.set(to, record);
      records.delete(from);
      return Promise.resolve();
    },
  };
  return {
    tables,
    records,
    writes,
    failNextReads: (count: number) => void (failReads = count),
  };
}

const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the draft store', () => {
  it('gathers fast typing into one write, a moment after the first change', async () => {
    const { tables, writes } = fakeTables();
    const drafts = createDraftStore(tables, { delayMs: 400 });
    await drafts.load('user-1');
    for (const title of ['F', 'Fr', 'Fro', 'Fron', 'Front']) drafts.save('user-1', { title });
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(writes).toEqual([{ key: KEY, value: { title: 'Front' } }]);
    expect(drafts.isSaved('user-1')).toBe(true);
  });

  it('typing without a pause is still written every moment, not only when it stops', async () => {
    const { tables, writes } = fakeTables();
    const drafts = createDraftStore(tables, { delayMs: 400 });
    await drafts.load('user-1');
    for (let i = 1; i <= 10; i++) {
      drafts.save('user-1', { title: 'x'.repeat(i) });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(writes.length).toBeGreaterThanOrEqual(2);
  });

  it('flush writes what waits at once (the page hides, or the draft is about to be sent)', async () => {
    const { tables, records } = fakeTables();
    const drafts = createDraftStore(tables, { delayMs: 400 });
    await drafts.load('user-1');
    drafts.save('user-1', { title: 'Frontend developer' });
    await drafts.flush();
    expect(records.get(KEY)?.value).toEqual({ title: 'Frontend developer' });
  });

  it('when the page is left, writes in the same task what waits and what is still being written', async () => {
    const { tables, records } = fakeTables();
    let finishWrite: () => void = () => {};
    const slowTables: DraftTables = {
      ...tables,
      write: (key, change) =>
        new Promise((resolve) => {
          finishWrite = () => resolve(void tables.writeNow(key, change));
        }),
    };
    const drafts = createDraftStore(slowTables, { delayMs: 400 });
    await drafts.load('user-1');
    const first = photo('one');
    drafts.save('user-1', { title: 'Front' });
    drafts.savePhoto('user-1', first);
    void drafts.flush();
    await vi.advanceTimersByTimeAsync(0);
    drafts.save('user-1', { title: 'Frontend' });
    // A reload: no promise settles from here on.
    drafts.flushNow();
    expect(records.get(KEY)).toEqual({ value: { title: 'Frontend' }, photo: first });
    finishWrite();
  });

  it('leaving the page writes nothing over a draft that could not be read', async () => {
    const { tables, records, writes, failNextReads } = fakeTables();
    records.set(KEY, { value: { title: 'Stored' } });
    failNextReads(2);
    const drafts = createDraftStore(tables, { delayMs: 400, retryMs: 10 });
    const loading = drafts.load('user-1').catch(() => null);
    await vi.advanceTimersByTimeAsync(10);
    await loading;
    drafts.save('user-1', { title: '' });
    drafts.flushNow();
    expect(writes).toEqual([]);
  });

  it('writes the photo only when it changes, not with every keystroke', async () => {
    const { tables, writes } = fakeTables();
    const drafts = createDraftStore(tables, { delayMs: 400 });
    await drafts.load('user-1');
    const first = photo('one');
    drafts.save('user-1', { title: 'A' });
    drafts.savePhoto('user-1', first);
    await drafts.flush();
    for (const title of ['AB', 'ABC']) {
      drafts.save('user-1', { title });
      drafts.savePhoto('user-1', first);
      await drafts.flush();
    }
    const second = photo('two');
    drafts.savePhoto('user-1', second);
    await drafts.flush();
    drafts.savePhoto('user-1', null);
    await drafts.flush();
    expect(writes.filter((w) => 'photo' in w).map((w) => w.photo)).toEqual([first, second, null]);
    expect(writes.filter((w) => 'value' in w)).toHaveLength(3);
  });

  it('does not write a photo read back from the device again', async () => {
    const { tables, records, writes } = fakeTables();
    const stored = photo('stored');
    records.set(KEY, { value: { title: 'Kept' }, photo: stored });
    const drafts = createDraftStore(tables, { delayMs: 400 });
    expect(await drafts.load('user-1')).toEqual({ value: { title: 'Kept' }, photo: stored });
    drafts.save('user-1', { title: 'Kept!' });
    drafts.savePhoto('user-1', stored);
    await drafts.flush();
    expect(writes).toEqual([{ key: KEY, value: { title: 'Kept!' } }]);
  });

  it('a read that fails once is tried again', async () => {
    const { tables, records, failNextReads } = fakeTables();
    records.set(KEY, { value: { title: 'Kept' } });
    failNextReads(1);
    const drafts = createDraftStore(tables, { delayMs: 400, retryMs: 10 });
    const loading = drafts.load('user-1');
    await vi.advanceTimersByTimeAsync(10);
    expect(await loading).toMatchObject({ value: { title: 'Kept' } });
  });

  it('when the stored draft cannot be read, the next keystrokes never overwrite it', async () => {
    const { tables, records, writes, failNextReads } = fakeTables();
    const stored = photo('stored');
    records.set(KEY, { value: { title: 'Three evenings of work' }, photo: stored });
    failNextReads(2);
    const drafts = createDraftStore(tables, { delayMs: 400, retryMs: 10 });
    const loading = drafts.load('user-1');
    const failed = expect(loading).rejects.toBeInstanceOf(DraftUnreadableError);
    await vi.advanceTimersByTimeAsync(10);
    await failed;

    // The wizard starts afresh in memory and the user types; the database reads again now.
    drafts.save('user-1', { title: 'N' });
    drafts.savePhoto('user-1', null);
    await vi.advanceTimersByTimeAsync(400);
    drafts.save('user-1', { title: 'New' });
    await drafts.flush();

    expect(writes).toEqual([]);
    expect(records.get(KEY)).toEqual({ value: { title: 'Three evenings of work' }, photo: stored });
    expect(drafts.isSaved('user-1')).toBe(false);
  });

  it('after a failed read, writes resume once a read shows nothing is stored', async () => {
    const { tables, records, failNextReads } = fakeTables();
    failNextReads(2);
    const drafts = createDraftStore(tables, { delayMs: 400, retryMs: 10 });
    const loading = drafts.load('user-1').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    expect(await loading).toBeInstanceOf(DraftUnreadableError);
    drafts.save('user-1', { title: 'Typed while it failed' });
    await drafts.flush();
    expect(records.get(KEY)?.value).toEqual({ title: 'Typed while it failed' });
    expect(drafts.isSaved('user-1')).toBe(true);
  });

  it('a draft never read in this visit is not written over', async () => {
    const { tables, records, writes } = fakeTables();
    records.set(KEY, { value: { title: 'Stored' } });
    const drafts = createDraftStore(tables, { delayMs: 400 });
    drafts.save('user-1', { title: '' });
    await drafts.flush();
    expect(writes).toEqual([]);
    // Read afterwards, what is stored comes back untouched.
    expect(await drafts.load('user-1')).toMatchObject({ value: { title: 'Stored' } });
  });

  it('discard removes the draft with any change still waiting', async () => {
    const { tables, records } = fakeTables();
    const drafts = createDraftStore(tables, { delayMs: 400 });
    await drafts.load('user-1');
    drafts.save('user-1', { title: 'Gone with the logout' });
    await drafts.discard('user-1');
    await vi.advanceTimersByTimeAsync(400);
    await drafts.flush();
    expect(records.has(KEY)).toBe(false);
  });

  it('adopts the old one-for-everyone draft for the signed-in account, unless it has its own', async () => {
    const { tables, records } = fakeTables();
    records.set(DRAFT_RECORD_KEY, { value: { title: 'Old' } });
    await createDraftStore(tables).adoptUnowned('user-1');
    expect(records.get(KEY)?.value).toEqual({ title: 'Old' });
    expect(records.has(DRAFT_RECORD_KEY)).toBe(false);

    records.set(DRAFT_RECORD_KEY, { value: { title: 'Older' } });
    await createDraftStore(tables).adoptUnowned('user-1');
    expect(records.get(KEY)?.value).toEqual({ title: 'Old' });
    expect(records.has(DRAFT_RECORD_KEY)).toBe(false);
  });
});
