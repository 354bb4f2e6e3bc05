/**
 * Drafts kept on the device as the user types, without a write per keystroke: changes gather for a
 * moment and go out together (at once when the page is hidden, before a draft is sent, and in the
 * same task when the page is left); each change's text is also mirrored synchronously until its
 * write lands, so a reload that beats the write still keeps it; the photo is written only when it
 * changes; and an account whose stored draft could not be read is never written, so a failed read
 * can never let the next keystroke overwrite what is stored.
 */
import { DRAFT_RECORD_KEY } from '@/config/storage-keys';

/** What a write changes: the draft's text, its photo, or both (undefined: left as it is). */
export interface DraftChange {
  value?: unknown;
  /** When the text was changed (ms), kept with it so the newer of two copies can be told. */
  updatedAt?: number;
  photo?: Blob | null;
}

export interface StoredDraft {
  value: unknown;
  /** When its text was changed; undefined for a draft stored without one. */
  updatedAt?: number;
  photo: Blob | null;
}

/** A draft's text as the mirror holds it. */
export interface MirroredDraft {
  value: unknown;
  updatedAt: number;
}

/**
 * A copy of each draft's latest text written in the very task of the change (localStorage in the
 * app), for a page left before its IndexedDB write landed; removed once that write has landed.
 */
export interface DraftMirror {
  read(key: string): MirroredDraft | null;
  write(key: string, draft: MirroredDraft): void;
  remove(key: string): void;
}

const noMirror: DraftMirror = { read: () => null, write: () => undefined, remove: () => undefined };

/**
 * The newer of the stored draft and its mirror (a tie goes to the stored one): the mirror's text
 * with the stored photo when the mirror is newer, or there is no stored text.
 */
export function newerDraft(
  stored: StoredDraft | undefined,
  mirrored: MirroredDraft | null,
): StoredDraft | undefined {
  if (!mirrored) return stored;
  if (stored && stored.value !== undefined && (stored.updatedAt ?? 0) >= mirrored.updatedAt) {
    return stored;
  }
  return { value: mirrored.value, updatedAt: mirrored.updatedAt, photo: stored?.photo ?? null };
}

/** Where drafts live (IndexedDB in the app, a fake in tests), one record per key. */
export interface DraftTables {
  /** The draft under `key`, text and photo; undefined when there is none. */
  read(key: string): Promise<StoredDraft | undefined>;
  write(key: string, change: DraftChange): Promise<void>;
  /**
   * Starts the write and commits it before returning (the page is being left: no later task runs).
   * False when that cannot be done now (the database is not open).
   */
  writeNow(key: string, change: DraftChange): boolean;
  remove(key: string): Promise<void>;
  /** Moves the draft under `from` to `to` unless `to` has one (null: drops it); `from` goes. */
  move(from: string, to: string | null): Promise<void>;
}

/** The stored draft could not be read; it is kept, and nothing is written over it. */
export class DraftUnreadableError extends Error {}

/** How long changes gather before they are written (the most a killed browser can lose). */
export const DRAFT_SAVE_DELAY_MS = 400;

export type DraftStore = ReturnType<typeof createDraftStore>;

export function createDraftStore(
  tables: DraftTables,
  {
    delayMs = DRAFT_SAVE_DELAY_MS,
    retryMs = 250,
    mirror = noMirror,
    prefix = DRAFT_RECORD_KEY,
  }: {
    delayMs?: number;
    retryMs?: number;
    mirror?: DraftMirror;
    /** The records' key before `:{owner}` (the wizard's draft, or a CV's edit in progress). */
    prefix?: string;
  } = {},
) {
  const keyOf = (owner: string) => `${prefix}:${owner}`;
  /** Accounts whose stored draft was read (or is known not to exist): only these are written. */
  const writable = new Set<string>();
  /** The photo each account has on disk, so an unchanged photo is not written again. */
  const storedPhoto = new Map<string, Blob | null>();
  /** Changes not yet handed to a write, and those handed to one not yet known to be stored. */
  const pending = new Map<string, DraftChange>();
  const unconfirmed = new Map<string, DraftChange>();
  /** Bumped when an account's draft is discarded, so a change from before can never come back. */
  const generation = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writes: Promise<void> = Promise.resolve();
  let lastChangedAt = 0;

  /** Now, but never the same moment twice: a write clears the mirror only of the text it holds. */
  function changedAt(): number {
    lastChangedAt = Math.max(Date.now(), lastChangedAt + 1);
    return lastChangedAt;
  }

  /** The mirror goes once what is stored is at least as new as the text it holds. */
  function dropMirrorUpTo(owner: string, updatedAt: number) {
    const mirrored = mirror.read(keyOf(owner));
    if (mirrored && mirrored.updatedAt <= updatedAt) mirror.remove(keyOf(owner));
  }

  /** Chained, so an older write can never land after a newer one (or after a discard). */
  function queue(task: () => Promise<void>): Promise<void> {
    writes = writes
      .then(task)
      .catch((error: unknown) => console.error('Could not save the draft', error));
    return writes;
  }

  /** Keeps a change that could not be written for the next write (newer changes win). */
  function keep(owner: string, change: DraftChange, since: number) {
    if ((generation.get(owner) ?? 0) !== since) return;
    pending.set(owner, { ...change, ...pending.get(owner) });
  }

  /** After a failed read: writing is safe only once a read shows that nothing is stored. */
  async function nothingStored(owner: string): Promise<boolean> {
    const stored = await tables.read(keyOf(owner)).catch(() => null);
    if (stored !== undefined) return false;
    writable.add(owner);
    storedPhoto.set(owner, null);
    return true;
  }

  /** What of `change` must be written: the photo only when it is not the one stored. */
  function toWrite(owner: string, change: DraftChange): DraftChange | null {
    const photoChanged = change.photo !== undefined && change.photo !== storedPhoto.get(owner);
    if (change.value === undefined && !photoChanged) return null;
    return {
      value: change.value,
      updatedAt: change.updatedAt,
      photo: photoChanged ? change.photo : undefined,
    };
  }

  async function write(owner: string, change: DraftChange): Promise<void> {
    const since = generation.get(owner) ?? 0;
    const settled = () => unconfirmed.get(owner) === change && unconfirmed.delete(owner);
    if (!writable.has(owner) && !(await nothingStored(owner))) {
      settled();
      keep(owner, change, since);
      throw new DraftUnreadableError('The stored draft could not be read; it is kept as it is');
    }
    const written = toWrite(owner, change);
    try {
      if (written) await tables.write(keyOf(owner), written);
      if (written?.photo !== undefined) storedPhoto.set(owner, written.photo);
      if (written?.updatedAt !== undefined && (generation.get(owner) ?? 0) === since) {
        dropMirrorUpTo(owner, written.updatedAt);
      }
    } catch (error) {
      keep(owner, change, since);
      throw error;
    } finally {
      settled();
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    for (const [owner, change] of pending) {
      // Merged with what an earlier write still carries, so each write holds everything unsaved.
      const merged = { ...unconfirmed.get(owner), ...change };
      unconfirmed.set(owner, merged);
      void queue(() => write(owner, merged));
    }
    pending.clear();
    return writes;
  }

  /**
   * The page is being left: everything not yet known to be stored is written in this very task
   * (a promise would never settle); only accounts whose stored draft was read, as always.
   */
  function flushNow(): void {
    for (const owner of new Set([...unconfirmed.keys(), ...pending.keys()])) {
      if (!writable.has(owner)) continue;
      const written = toWrite(owner, { ...unconfirmed.get(owner), ...pending.get(owner) });
      try {
        if (written && !tables.writeNow(keyOf(owner), written)) void flush();
      } catch (error) {
        console.error('Could not save the draft', error);
      }
    }
  }

  function change(owner: string, next: DraftChange) {
    pending.set(owner, { ...pending.get(owner), ...next });
    // Counted from the first unsaved change, so typing without a pause is still saved every moment.
    timer ??= setTimeout(() => void flush(), delayMs);
  }

  return {
    /**
     * An account's stored draft, null when it has none, after every change still waiting is
     * written. Throws DraftUnreadableError when it cannot be read (tried twice): the account's
     * draft is then never written in this visit unless a later read finds nothing stored.
     */
    async load(owner: string): Promise<StoredDraft | null> {
      await flush();
      for (let attempt = 1; ; attempt++) {
        try {
          const stored = await tables.read(keyOf(owner));
          writable.add(owner);
          storedPhoto.set(owner, stored?.photo ?? null);
          const newer = newerDraft(stored, mirror.read(keyOf(owner)));
          if (newer && newer !== stored) {
            // The page was left before this text reached IndexedDB: it goes there now (a change
            // made since is newer and stays).
            const { value, updatedAt } = newer;
            pending.set(owner, { value, updatedAt, ...pending.get(owner) });
            timer ??= setTimeout(() => void flush(), delayMs);
          } else if (stored?.updatedAt !== undefined) {
            dropMirrorUpTo(owner, stored.updatedAt);
          }
          return newer ?? null;
        } catch (error) {
          if (attempt >= 2) {
            writable.delete(owner);
            throw new DraftUnreadableError('The stored draft could not be read', { cause: error });
          }
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
      }
    },

    /** The draft's text: mirrored at once, and written with the next batch. */
    save(owner: string, value: unknown): void {
      const updatedAt = changedAt();
      // Only a draft that was read: a mirror of unread typing must never win over what is stored.
      if (writable.has(owner)) mirror.write(keyOf(owner), { value, updatedAt });
      change(owner, { value, updatedAt });
    },

    /** The draft's photo; written with the next batch, and only if it is not the one stored. */
    savePhoto(owner: string, photo: Blob | null): void {
      change(owner, { photo });
    },

    /** Writes every waiting change now; resolves when they (and every earlier write) are done. */
    flush,

    flushNow,

    /** Whether everything changed in this account's draft is on the device. */
    isSaved(owner: string): boolean {
      return writable.has(owner) && !pending.has(owner);
    },

    /** Removes an account's draft from the device, its mirror and any change still waiting. */
    discard(owner: string): Promise<void> {
      mirror.remove(keyOf(owner));
      pending.delete(owner);
      unconfirmed.delete(owner);
      generation.set(owner, (generation.get(owner) ?? 0) + 1);
      writable.delete(owner);
      storedPhoto.delete(owner);
      return queue(() => tables.remove(keyOf(owner)));
    },

    /**
     * Drafts used to be one record for whoever was signed in: it becomes `owner`'s draft unless they
     * have one already (no one signed in: it goes).
     */
    adoptUnowned(owner: string | null): Promise<void> {
      return queue(() => tables.move(DRAFT_RECORD_KEY, owner === null ? null : keyOf(owner)));
    },
  };
}

/**
 * Writes what waits when the page is hidden (another app, a locked phone: it may be killed there)
 * and, in the same task, when it is left (a reload, a closed tab).
 */
export function flushWhenPageHides(store: Pick<DraftStore, 'flush' | 'flushNow'>): void {
  // The server imports the screens to draw their skeletons; there is no page to hide there.
  if (typeof document === 'undefined') return;
  addEventListener('pagehide', () => store.flushNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void store.flush();
  });
}
