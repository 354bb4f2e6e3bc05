/**
 * The browser's own database (IndexedDB through Dexie): the wizard draft with its photo, and the
 * outbox of CVs finished offline. Nothing else in the app touches IndexedDB directly.
 */
import Dexie, { type Table } from 'dexie';

export interface StoredDraft<T = unknown> {
  key: string;
  value: T;
  photo: Blob | null;
  updatedAt: number;
}

export interface OutboxEntry<T = unknown> {
  /** The draft's own id, sent as Idempotency-Key: a replay can never make a second CV. */
  id: string;
  /** Whose CV it is: another account signing in on this device never sends it. */
  userId: string;
  payload: T;
  photo: Blob | null;
  status: 'pending' | 'sending' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

class LocalDb extends Dexie {
  drafts!: Table<StoredDraft, string>;
  outbox!: Table<OutboxEntry, string>;

  constructor() {
    super('cv-builder');
    this.version(1).stores({ drafts: 'key', outbox: 'id, userId, createdAt' });
  }
}

export const localDb = new LocalDb();
