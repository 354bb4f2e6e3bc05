/**
 * The wizard draft in memory (jotai) and on disk (IndexedDB): every change is written at once, so
 * a closed tab, a reload or a killed browser loses nothing.
 */
import { currentLanguage } from '../../../lib/i18n';
import { localDb } from '../../../lib/local-db';
import { atom, store, useAtomValue } from '../../../lib/state';
import { DRAFT_STORAGE_KEY, emptyDraft, type DraftCv } from '../model/draft';

interface DraftState {
  draft: DraftCv;
  photo: Blob | null;
}

/** null until the draft has been read from IndexedDB (the "hydration flag"). */
const draftAtom = atom<DraftState | null>(null);

let writes: Promise<unknown> = Promise.resolve();

function persist(state: DraftState) {
  // Writes are chained so an older state can never land after a newer one.
  writes = writes
    .then(() =>
      localDb.drafts.put({
        key: DRAFT_STORAGE_KEY,
        value: state.draft,
        photo: state.photo,
        updatedAt: Date.now(),
      }),
    )
    .catch((error: unknown) => console.error('Could not save the draft', error));
}

function freshDraft(): DraftCv {
  return { ...emptyDraft(), language: currentLanguage() };
}

let hydrating: Promise<void> | null = null;

export function hydrateDraft(): Promise<void> {
  hydrating ??= (async () => {
    const stored = await localDb.drafts.get(DRAFT_STORAGE_KEY).catch(() => undefined);
    const value = stored?.value as DraftCv | undefined;
    store.set(draftAtom, {
      draft: value ? { ...emptyDraft(), ...value } : freshDraft(),
      photo: stored?.photo ?? null,
    });
  })();
  return hydrating;
}

function current(): DraftState {
  return store.get(draftAtom) ?? { draft: freshDraft(), photo: null };
}

export function updateDraft(change: Partial<DraftCv> | ((draft: DraftCv) => Partial<DraftCv>)) {
  const state = current();
  const patch = typeof change === 'function' ? change(state.draft) : change;
  const next = { ...state, draft: { ...state.draft, ...patch } };
  store.set(draftAtom, next);
  persist(next);
}

export function setDraftPhoto(photo: Blob | null) {
  const next = { ...current(), photo };
  store.set(draftAtom, next);
  persist(next);
}

/** Replaces the whole draft (e.g. one sent back by the server with an error to fix). */
export function replaceDraft(draft: DraftCv, photo: Blob | null) {
  const next = { draft, photo };
  store.set(draftAtom, next);
  persist(next);
}

export async function resetDraft(): Promise<void> {
  const next = { draft: freshDraft(), photo: null };
  store.set(draftAtom, next);
  persist(next);
  await writes;
}

export async function flushDraftWrites(): Promise<void> {
  await writes;
}

export function useDraft() {
  const state = useAtomValue(draftAtom);
  return {
    ready: state !== null,
    draft: state?.draft ?? null,
    photo: state?.photo ?? null,
    update: updateDraft,
    setPhoto: setDraftPhoto,
  };
}
