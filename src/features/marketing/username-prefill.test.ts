import { describe, expect, it } from 'vitest';
import { USERNAME_PREFILL_KEY, saveUsernamePrefill } from './username-prefill';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('saveUsernamePrefill', () => {
  it('stores the trimmed text under the key set-username reads', () => {
    const storage = memoryStorage();
    expect(saveUsernamePrefill('  anna-k \n', storage)).toBe('anna-k');
    expect(storage.items.get(USERNAME_PREFILL_KEY)).toBe('anna-k');
    expect(USERNAME_PREFILL_KEY).toBe('username_prefill');
  });

  it('clears an older prefill when the box is empty', () => {
    const storage = memoryStorage();
    storage.setItem(USERNAME_PREFILL_KEY, 'old');
    saveUsernamePrefill('   ', storage);
    expect(storage.items.has(USERNAME_PREFILL_KEY)).toBe(false);
  });
});
