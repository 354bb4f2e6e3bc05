/**
 * The only module that imports jotai (lint enforces it): client state atoms and the hooks to use
 * them. Server data lives in TanStack Query, drafts in Dexie.
 */
import { atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { tokenSubject } from './jwt';

export { atom, useAtom, useAtomValue, useSetAtom };

export const store = createStore();

export interface AuthTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** Persisted under the key `auth`, read synchronously at start so a reload stays signed in. */
export const authAtom = atomWithStorage<AuthTokens>(
  'auth',
  { accessToken: null, refreshToken: null },
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

export const isSignedInAtom = atom((get) => Boolean(get(authAtom).accessToken));

/** Who is signed in (the access token's `sub`); changes on sign-in and sign-out, not on a refresh. */
export const userIdAtom = atom((get) => tokenSubject(get(authAtom).accessToken));

/** True while a route's code or data loads, or while a screen asks for the global loading bar. */
export const globalLoadingAtom = atom(false);

/** localStorage holding plain strings, as the spec stores `username` and `is_premium`. */
const rawStorage = {
  getItem: (key: string, initial: string | null) => localStorage.getItem(key) ?? initial,
  setItem: (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
  removeItem: (key: string) => localStorage.removeItem(key),
};

export const usernameAtom = atomWithStorage<string | null>('username', null, rawStorage, {
  getOnInit: true,
});

const isPremiumRawAtom = atomWithStorage<string | null>('is_premium', null, rawStorage, {
  getOnInit: true,
});
export const isPremiumAtom = atom(
  (get) => get(isPremiumRawAtom) === 'true',
  (_get, set, value: boolean | null) =>
    set(isPremiumRawAtom, value === null ? null : String(value)),
);
