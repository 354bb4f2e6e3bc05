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
  /** Why the last try of a still pending entry failed (not indexed: no schema version needed). */
  lastFailure?: 'offline' | 'server';
  createdAt: number;
}

/** A copy of the access token for the service worker, which cannot read localStorage. */
export interface SessionMirror {
  key: 'session';
  accessToken: string | null;
}

class LocalDb extends Dexie {
  drafts!: Table<StoredDraft, string>;
  outbox!: Table<OutboxEntry, string>;
  session!: Table<SessionMirror, string>;

  constructor() {
    super('cv-builder');
    this.version(1).stores({ drafts: 'key', outbox: 'id, userId, createdAt' });
    this.version(2).stores({ drafts: 'key', outbox: 'id, userId, createdAt', session: 'key' });
  }
}

export const localDb = new LocalDb();
