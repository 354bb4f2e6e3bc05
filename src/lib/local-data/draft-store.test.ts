import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_RECORD_KEY } from '@/config/storage-keys';
import {
  createDraftStore,
  DraftUnreadableError,
  newerDraft,
  type DraftMirror,
  type DraftTables,
  type MirroredDraft,
} from './draft-store';

const KEY = `${DRAFT_RECORD_KEY}:user-1`;

/**
 * The draft tables in memory, counting writes (the text's time apart, in `times`); `failReads`
 * makes the next reads fail.
 */
function fakeTables() {
  const records = new Map<string, { value?: unknown; photo?: Blob | null }>();
  const times = new Map<string, number>();
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
        record
          ? { value: record.value, updatedAt: times.get(key), photo: record.photo ?? null }
          : undefined,
      );
    },
    write(key, change) {
      tables.writeNow(key, change);
      return Promise.resolve();
    },
    writeNow(key, { updatedAt, ...change }) {
      if (updatedAt !== undefined) times.set(key, updatedAt);
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
    times,
    writes,
    failNextReads: (count: number) => void (failReads = count),
  };
}

const photo = (text: string) => new Blob([text], { type: 'image/jpeg' });

/** The synchronous mirror in memory (localStorage in the app). */
function fakeMirror() {
  const items = new Map<string, MirroredDraft>();
  const mirror: DraftMirror = {
    read: (key) => items.get(key) ?? null,
    write: (key, draft) => void items.set(key, draft),
    remove: (key) => void items.delete(key),
  };
  return { mirror, items };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Tables whose writes wait until `finishWrite()`, as a slow disk's do. */
function slowWriting(tables: DraftTables) {
  let finish: () => void = () => {};
  const slowTables: DraftTables = {
    ...tables,
    write: (key, change) =>
      new Promise((resolve) => {
        finish = () => resolve(void tables.writeNow(key, change));
      }),
  };
  return { slowTables, finishWrite: () => finish() };
}

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
    const { slowTables, finishWrite } = slowWriting(tables);
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

describe('the newer of the stored draft and its mirror', () => {
  const stored = { value: { title: 'Stored' }, updatedAt: 2000, photo: photo('stored') };

  it('is the mirror when its text is newer, with the stored photo', () => {
    expect(newerDraft(stored, { value: { title: 'Mirrored' }, updatedAt: 2001 })).toEqual({
      value: { title: 'Mirrored' },
      updatedAt: 2001,
      photo: stored.photo,
    });
  });

  it('is the stored draft when its text is newer, or as new', () => {
    expect(newerDraft(stored, { value: { title: 'Mirrored' }, updatedAt: 1999 })).toBe(stored);
    expect(newerDraft(stored, { value: { title: 'Mirrored' }, updatedAt: 2000 })).toBe(stored);
  });

  it('is the one there is when the other is missing', () => {
    expect(newerDraft(stored, null)).toBe(stored);
    expect(newerDraft(undefined, null)).toBeUndefined();
    expect(newerDraft(undefined, { value: { title: 'Mirrored' }, updatedAt: 1 })).toEqual({
      value: { title: 'Mirrored' },
      updatedAt: 1,
      photo: null,
    });
    // Only a photo stored: the mirror's text joins it.
    expect(
      newerDraft(
        { value: undefined, photo: stored.photo },
        { value: { title: 'M' }, updatedAt: 1 },
      ),
    ).toEqual({ value: { title: 'M' }, updatedAt: 1, photo: stored.photo });
  });
});

describe('the draft mirror', () => {
  it('holds each change at once, and goes when the write with that change lands', async () => {
    const { tables, records } = fakeTables();
    const { mirror, items } = fakeMirror();
    const drafts = createDraftStore(tables, { delayMs: 400, mirror });
    await drafts.load('user-1');
    drafts.save('user-1', { title: 'Front' });
    expect(items.get(KEY)?.value).toEqual({ title: 'Front' });
    drafts.save('user-1', { title: 'Frontend' });
    expect(items.get(KEY)?.value).toEqual({ title: 'Frontend' });
    await vi.advanceTimersByTimeAsync(400);
    expect(records.get(KEY)?.value).toEqual({ title: 'Frontend' });
    expect(items.has(KEY)).toBe(false);
  });

  it('a write of older text leaves the mirror of a newer change', async () => {
    const { tables, records } = fakeTables();
    const { mirror, items } = fakeMirror();
    const { slowTables, finishWrite } = slowWriting(tables);
    const drafts = createDraftStore(slowTables, { delayMs: 400, mirror });
    await drafts.load('user-1');
    drafts.save('user-1', { title: 'Front' });
    void drafts.flush();
    await vi.advanceTimersByTimeAsync(0);
    drafts.save('user-1', { title: 'Frontend' });
    finishWrite();
    await vi.advanceTimersByTimeAsync(0);
    expect(records.get(KEY)?.value).toEqual({ title: 'Front' });
    expect(items.get(KEY)?.value).toEqual({ title: 'Frontend' });
  });

  it('after a reload that beat the write, the newer mirror is read and then written', async () => {
    const { tables, records, times } = fakeTables();
    const { mirror, items } = fakeMirror();
    records.set(KEY, { value: { title: 'Front' }, photo: null });
    times.set(KEY, 1000);
    items.set(KEY, { value: { title: 'Frontend' }, updatedAt: 1001 });
    const drafts = createDraftStore(tables, { delayMs: 400, mirror });
    expect(await drafts.load('user-1')).toMatchObject({ value: { title: 'Frontend' } });
    await vi.advanceTimersByTimeAsync(400);
    expect(records.get(KEY)?.value).toEqual({ title: 'Frontend' });
    expect(times.get(KEY)).toBe(1001);
    expect(items.has(KEY)).toBe(false);
  });

  it('an older mirror loses to the stored draft and goes', async () => {
    const { tables, records, times } = fakeTables();
    const { mirror, items } = fakeMirror();
    records.set(KEY, { value: { title: 'Newer, from another tab' }, photo: null });
    times.set(KEY, 2000);
    items.set(KEY, { value: { title: 'Older' }, updatedAt: 1000 });
    const drafts = createDraftStore(tables, { delayMs: 400, mirror });
    expect(await drafts.load('user-1')).toMatchObject({
      value: { title: 'Newer, from another tab' },
    });
    expect(items.has(KEY)).toBe(false);
  });

  it('mirrors nothing of a draft not read in this visit', async () => {
    const { tables, records } = fakeTables();
    const { mirror, items } = fakeMirror();
    records.set(KEY, { value: { title: 'Stored' } });
    const drafts = createDraftStore(tables, { delayMs: 400, mirror });
    drafts.save('user-1', { title: '' });
    expect(items.size).toBe(0);
    expect(await drafts.load('user-1')).toMatchObject({ value: { title: 'Stored' } });
  });

  it('goes with the draft when the account logs out, even before any write lands', async () => {
    const { tables } = fakeTables();
    const { mirror, items } = fakeMirror();
    const drafts = createDraftStore(tables, { delayMs: 400, mirror });
    await drafts.load('user-1');
    await drafts.load('user-2');
    drafts.save('user-1', { title: 'Private plans' });
    drafts.save('user-2', { title: 'Someone else' });
    const discarding = drafts.discard('user-1');
    expect(items.has(KEY)).toBe(false);
    expect(items.has(`${DRAFT_RECORD_KEY}:user-2`)).toBe(true);
    await discarding;
  });
});
