/**
 * localStorage behind one door: every key comes from src/config/storage-keys.ts, and a browser that
 * refuses storage (some private modes) gets a copy in memory instead of an exception.
 */
import type { StorageKey } from '@/config/storage-keys';

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): StringStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let storage: StringStorage | undefined;

/**
 * The browser's localStorage itself where it can be used (jotai then follows other tabs' changes
 * through its `storage` events), else the in-memory copy.
 */
export function deviceStorage(): StringStorage {
  if (!storage) {
    try {
      // Merely touching it throws where the browser blocks storage.
      storage = window.localStorage;
    } catch {
      storage = memoryStorage();
    }
  }
  return storage;
}

/** Plain strings on the device, by the keys the app names; a failed write is not the caller's error. */
export const deviceStrings = {
  getItem(key: StorageKey): string | null {
    return deviceStorage().getItem(key);
  },
  setItem(key: StorageKey, value: string): void {
    try {
      deviceStorage().setItem(key, value);
    } catch (error) {
      // A full disk: the value lives for this visit only (jotai keeps it in memory).
      console.error('Could not store', key, error);
    }
  },
  removeItem(key: StorageKey): void {
    deviceStorage().removeItem(key);
  },
};
