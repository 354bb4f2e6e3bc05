/**
 * The only module that imports jotai (lint enforces it): client state atoms and the hooks to use
 * them. Server data lives in TanStack Query, drafts on the device (src/lib/local-data).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { atom, createStore, useSetAtom, useStore, type Atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { tokenSubject } from './jwt';
import { deviceStorage, deviceStrings } from './local-data/web-storage';

export { atom, useSetAtom };

/**
 * An atom's value, drawn again when it changes. jotai's own useAtomValue drew every component that
 * reads an atom once more right after it first showed (it reads the atom again in an effect and
 * asks React to compare); useSyncExternalStore makes that check without a render. Every atom here
 * holds a value, never a promise, which is all jotai's adds.
 */
export function useAtomValue<Value>(read: Atom<Value>): Value {
  const held = useStore();
  const subscribe = useCallback((changed: () => void) => held.sub(read, changed), [held, read]);
  const value = useCallback(() => held.get(read), [held, read]);
  return useSyncExternalStore(subscribe, value, value);
}

export const store = createStore();

export interface AuthTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Persisted under the key `auth`, read synchronously at start so a reload stays signed in. */
export const authAtom = atomWithStorage<AuthTokens>(
  STORAGE_KEYS.auth,
  { accessToken: null, refreshToken: null },
  // The browser's own Storage, so a sign-in or sign-out in another tab reaches this one.
  createJSONStorage(deviceStorage),
  { getOnInit: true },
);

export const isSignedInAtom = atom((get) => Boolean(get(authAtom).accessToken));

/** Who is signed in (the access token's `sub`); changes on sign-in and sign-out, not on a refresh. */
export const userIdAtom = atom((get) => tokenSubject(get(authAtom).accessToken));

/** Plain strings on the device, as the spec stores `username` and `is_premium`. */
function plainStrings(key: typeof STORAGE_KEYS.username | typeof STORAGE_KEYS.isPremium) {
  return {
    getItem: (_key: string, initial: string | null) => deviceStrings.getItem(key) ?? initial,
    setItem: (_key: string, value: string | null) =>
      value === null ? deviceStrings.removeItem(key) : deviceStrings.setItem(key, value),
    removeItem: () => deviceStrings.removeItem(key),
  };
}

export const usernameAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.username,
  null,
  plainStrings(STORAGE_KEYS.username),
  { getOnInit: true },
);

const isPremiumRawAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.isPremium,
  null,
  plainStrings(STORAGE_KEYS.isPremium),
  { getOnInit: true },
);
export const isPremiumAtom = atom(
  (get) => get(isPremiumRawAtom) === 'true',
  (_get, set, value: boolean | null) =>
    set(isPremiumRawAtom, value === null ? null : String(value)),
);
