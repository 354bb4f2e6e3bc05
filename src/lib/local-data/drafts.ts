/**
 * The app's wizard drafts: the draft store on IndexedDB, written out whenever the page hides, with
 * each change's text mirrored in localStorage until IndexedDB has it.
 */
import { CV_EDIT_RECORD_KEY } from '@/config/storage-keys';
import { localDatabase as db } from './database';
import {
  createDraftStore,
  flushWhenPageHides,
  type DraftChange,
  type DraftMirror,
  type DraftTables,
  type MirroredDraft,
} from './draft-store';
import { deviceStorage } from './web-storage';

/** A draft's text and its photo, read and written together in one transaction. */
const indexedDbDraftTables: DraftTables = {
  read: (key) =>
    db.transaction('r', db.drafts, db.draftPhotos, async () => {
      const [draft, photo] = await Promise.all([db.drafts.get(key), db.draftPhotos.get(key)]);
      return draft || photo
        ? { value: draft?.value, updatedAt: draft?.updatedAt, photo: photo?.photo ?? null }
        : undefined;
    }),

  write: (key, change: DraftChange) =>
    db.transaction('rw', db.drafts, db.draftPhotos, async () => {
      const updatedAt = Date.now();
      if (change.value !== undefined) {
        await db.drafts.put({ key, value: change.value, updatedAt: change.updatedAt ?? updatedAt });
      }
      if (change.photo !== undefined)
        await db.draftPhotos.put({ key, photo: change.photo, updatedAt });
    }),

  writeNow(key, change) {
    if (!db.isOpen()) return false;
    // Plain IndexedDB, committed at once: Dexie would wait for a later task to commit.
    const transaction = db.backendDB().transaction(['drafts', 'draftPhotos'], 'readwrite');
    const updatedAt = Date.now();
    if (change.value !== undefined) {
      const draft = { key, value: change.value, updatedAt: change.updatedAt ?? updatedAt };
      transaction.objectStore('drafts').put(draft);
    }
    if (change.photo !== undefined)
      transaction.objectStore('draftPhotos').put({ key, photo: change.photo, updatedAt });
    transaction.commit();
    return true;
  },

  remove: (key) =>
    db.transaction('rw', db.drafts, db.draftPhotos, async () => {
      await Promise.all([db.drafts.delete(key), db.draftPhotos.delete(key)]);
    }),

  move: (from, to) =>
    db.transaction('rw', db.drafts, db.draftPhotos, async () => {
      const [draft, photo] = await Promise.all([db.drafts.get(from), db.draftPhotos.get(from)]);
      if (!draft && !photo) return;
      const taken = to !== null && ((await db.drafts.get(to)) || (await db.draftPhotos.get(to)));
      if (to !== null && !taken) {
        if (draft) await db.drafts.put({ ...draft, key: to });
        if (photo) await db.draftPhotos.put({ ...photo, key: to });
      }
      await Promise.all([db.drafts.delete(from), db.draftPhotos.delete(from)]);
    }),
};

const isMirroredDraft = (read: unknown): read is MirroredDraft =>
  typeof read === 'object' &&
  read !== null &&
  'value' in read &&
  'updatedAt' in read &&
  typeof read.updatedAt === 'number';

/**
 * The mirror in localStorage, under the draft's own per-account key: written synchronously, so a
 * reload in the instant after a keystroke keeps it; a full or blocked storage only loses the mirror.
 */
const localStorageMirror: DraftMirror = {
  read(key) {
    try {
      const read: unknown = JSON.parse(deviceStorage().getItem(key) ?? 'null');
      return isMirroredDraft(read) ? read : null;
    } catch {
      return null;
    }
  },
  write(key, draft) {
    try {
      deviceStorage().setItem(key, JSON.stringify(draft));
    } catch (error) {
      console.error('Could not mirror the draft', error);
    }
  },
  remove(key) {
    try {
      deviceStorage().removeItem(key);
    } catch (error) {
      console.error('Could not remove the draft mirror', error);
    }
  },
};

export const drafts = createDraftStore(indexedDbDraftTables, { mirror: localStorageMirror });
flushWhenPageHides(drafts);

/** Each CV's edit in progress, per account and CV (`${userId}:${cvId}`), kept as the wizard's draft is. */
export const cvEdits = createDraftStore(indexedDbDraftTables, {
  mirror: localStorageMirror,
  prefix: CV_EDIT_RECORD_KEY,
});
flushWhenPageHides(cvEdits);

/** Every edit in progress of the account goes from the device (sign-out). */
export async function forgetCvEdits(userId: string): Promise<void> {
  const prefix = `${CV_EDIT_RECORD_KEY}:${userId}:`;
  const keys = await db.transaction('rw', db.drafts, db.draftPhotos, async () => {
    const stored = await db.drafts.where('key').startsWith(prefix).primaryKeys();
    await db.drafts.bulkDelete(stored);
    await db.draftPhotos.where('key').startsWith(prefix).delete();
    return stored;
  });
  for (const key of keys) localStorageMirror.remove(key);
}
