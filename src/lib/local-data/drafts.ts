/** The app's wizard drafts: the draft store on IndexedDB, written out whenever the page hides. */
import { localDatabase as db } from './database';
import {
  createDraftStore,
  flushWhenPageHides,
  type DraftChange,
  type DraftTables,
} from './draft-store';

/** A draft's text and its photo, read and written together in one transaction. */
const indexedDbDraftTables: DraftTables = {
  read: (key) =>
    db.transaction('r', db.drafts, db.draftPhotos, async () => {
      const [draft, photo] = await Promise.all([db.drafts.get(key), db.draftPhotos.get(key)]);
      return draft || photo ? { value: draft?.value, photo: photo?.photo ?? null } : undefined;
    }),

  write: (key, change: DraftChange) =>
    db.transaction('rw', db.drafts, db.draftPhotos, async () => {
      const updatedAt = Date.now();
      if (change.value !== undefined) await db.drafts.put({ key, value: change.value, updatedAt });
      if (change.photo !== undefined)
        await db.draftPhotos.put({ key, photo: change.photo, updatedAt });
    }),

  writeNow(key, change) {
    if (!db.isOpen()) return false;
    // Plain IndexedDB, committed at once: Dexie would wait for a later task to commit.
    const transaction = db.backendDB().transaction(['drafts', 'draftPhotos'], 'readwrite');
    const updatedAt = Date.now();
    if (change.value !== undefined)
      transaction.objectStore('drafts').put({ key, value: change.value, updatedAt });
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

export const drafts = createDraftStore(indexedDbDraftTables);
flushWhenPageHides(drafts);
