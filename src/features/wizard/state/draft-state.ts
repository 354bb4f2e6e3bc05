/**
 * The wizard draft in memory (jotai) and on disk (IndexedDB): every change is written at once, so
 * a closed tab, a reload or a killed browser loses nothing. Each account has its own draft record:
 * another account signing in on this device starts a fresh one and never sees it, and an account
 * whose session merely expired finds its draft again when it signs back in.
 */
import i18n, { currentLanguage } from '@/lib/i18n';
import { localDb } from '@/lib/local-db';
import { atom, store, useAtomValue, userIdAtom } from '@/lib/state';
import { DRAFT_STORAGE_KEY, emptyDraft, type DraftCv } from '../model/draft';

interface DraftState {
  /** The account (JWT `sub`) whose draft this is. */
  owner: string;
  draft: DraftCv;
  photo: Blob | null;
}

/** null until the signed-in account's draft has been read from IndexedDB (the "hydration flag"). */
const draftAtom = atom<DraftState | null>(null);

/** One record per account, so an account's draft is only ever read back for that account. */
const draftRecordKey = (owner: string) => `${DRAFT_STORAGE_KEY}:${owner}`;

let writes: Promise<unknown> = Promise.resolve();

/** Chained, so an older write can never land after a newer one (or after a discard). */
function queueWrite(write: () => Promise<unknown>) {
  writes = writes
    .then(write)
    .catch((error: unknown) => console.error('Could not save the draft', error));
  return writes;
}

function persist(state: DraftState) {
  void queueWrite(() =>
    localDb.drafts.put({
      key: draftRecordKey(state.owner),
      value: state.draft,
      photo: state.photo,
      updatedAt: Date.now(),
    }),
  );
}

function freshDraft(): DraftCv {
  const language = currentLanguage();
  // The bio heading starts in the language the draft is started in, as the CV's own language does.
  return { ...emptyDraft(), language, bio_title: i18n.t('draft.bioTitle', { lng: language }) };
}

let adopting: Promise<void> | null = null;

/**
 * Drafts used to be one record for whoever was signed in, reset by every logout and every ended
 * session; so what it holds was typed by the account signed in when this version first runs, and
 * that account gets it. Called at start, before any other account can sign in.
 */
export function adoptUnownedDraft(owner: string | null): Promise<void> {
  adopting ??= localDb
    .transaction('rw', localDb.drafts, async () => {
      const unowned = await localDb.drafts.get(DRAFT_STORAGE_KEY);
      if (!unowned) return;
      if (owner && !(await localDb.drafts.get(draftRecordKey(owner)))) {
        await localDb.drafts.put({ ...unowned, key: draftRecordKey(owner) });
      }
      await localDb.drafts.delete(DRAFT_STORAGE_KEY);
    })
    .catch((error: unknown) => console.error('Could not move the old draft', error));
  return adopting;
}

let hydrating: { owner: string; done: Promise<void> } | null = null;

/** Reads the signed-in account's draft (once per account and visit). */
export function hydrateDraft(): Promise<void> {
  const owner = store.get(userIdAtom);
  if (!owner) return Promise.resolve();
  if (hydrating?.owner === owner) return hydrating.done;
  const done = (async () => {
    await adoptUnownedDraft(owner);
    await writes;
    const stored = await localDb.drafts.get(draftRecordKey(owner)).catch(() => undefined);
    // Signed out (or in as someone else) while reading: that draft is not for this screen.
    if (store.get(userIdAtom) !== owner) return;
    const value = stored?.value as DraftCv | undefined;
    store.set(draftAtom, {
      owner,
      draft: value ? { ...emptyDraft(), ...value } : freshDraft(),
      photo: stored?.photo ?? null,
    });
  })();
  hydrating = { owner, done };
  return done;
}

// When the account changes, the draft in memory goes (it stays on disk under its owner).
store.sub(userIdAtom, () => {
  const userId = store.get(userIdAtom);
  if (store.get(draftAtom)?.owner !== userId) store.set(draftAtom, null);
  if (hydrating && hydrating.owner !== userId) hydrating = null;
});

/** The signed-in account's draft, or a fresh one; null when no one is signed in. */
function current(): DraftState | null {
  const owner = store.get(userIdAtom);
  if (!owner) return null;
  const state = store.get(draftAtom);
  return state?.owner === owner ? state : { owner, draft: freshDraft(), photo: null };
}

function save(next: DraftState) {
  store.set(draftAtom, next);
  persist(next);
}

export function updateDraft(change: Partial<DraftCv> | ((draft: DraftCv) => Partial<DraftCv>)) {
  const state = current();
  if (!state) return;
  const patch = typeof change === 'function' ? change(state.draft) : change;
  save({ ...state, draft: { ...state.draft, ...patch } });
}

export function setDraftPhoto(photo: Blob | null) {
  const state = current();
  if (state) save({ ...state, photo });
}

/** Replaces the whole draft (e.g. one sent back by the server with an error to fix). */
export function replaceDraft(draft: DraftCv, photo: Blob | null) {
  const state = current();
  if (state) save({ owner: state.owner, draft, photo });
}

/** Starts the signed-in account's draft afresh (after its CV was made). */
export async function resetDraft(): Promise<void> {
  const state = current();
  if (state) save({ owner: state.owner, draft: freshDraft(), photo: null });
  await writes;
}

/** Removes an account's draft from the device (it logged out: spec, "draft reset"). */
export async function discardDraft(owner: string | null): Promise<void> {
  if (store.get(draftAtom)?.owner === owner) store.set(draftAtom, null);
  if (hydrating?.owner === owner) hydrating = null;
  await adoptUnownedDraft(owner);
  if (owner) await queueWrite(() => localDb.drafts.delete(draftRecordKey(owner)));
}

export async function flushDraftWrites(): Promise<void> {
  await writes;
}

export function useDraft() {
  const userId = useAtomValue(userIdAtom);
  const stored = useAtomValue(draftAtom);
  // Never another account's draft, not even for the one render before the account change lands.
  const state = stored && stored.owner === userId ? stored : null;
  return {
    ready: state !== null,
    draft: state?.draft ?? null,
    photo: state?.photo ?? null,
    update: updateDraft,
    setPhoto: setDraftPhoto,
  };
}
