/**
 * The wizard draft in memory (jotai) and on the device (src/lib/local-data): a change shows at once
 * and is saved within a moment (at once when the page hides, and before the draft is sent), so a
 * closed tab, a reload or a killed browser loses nothing. Each account has its own draft record:
 * another account signing in on this device starts a fresh one and never sees it, and an account
 * whose session merely expired finds its draft again when it signs back in. A draft is changed
 * only once it has been read, so nothing is ever written over a stored draft unseen.
 */
import { createContext, useContext } from 'react';
import i18n, { currentLanguage } from '@/lib/i18n';
import type { StoredDraft } from '@/lib/local-data/draft-store';
import { drafts } from '@/lib/local-data/drafts';
import { atom, store, useAtomValue, userIdAtom } from '@/lib/state';
import { draftIn, emptyDraft, storedDraft, type DraftCv } from '../model/draft';

interface DraftState {
  /** The account (JWT `sub`) whose draft this is. */
  owner: string;
  draft: DraftCv;
  photo: Blob | null;
}

/** null until the signed-in account's draft has been read from the device (the "hydration flag"). */
const draftAtom = atom<DraftState | null>(null);

/** A new draft in the interface language, with the bio heading in that language's own words. */
function freshDraft(): DraftCv {
  return draftIn(emptyDraft(), currentLanguage());
}

/** A draft whose CV language the user has not picked speaks the interface language. */
function followingLanguage(draft: DraftCv): DraftCv {
  const language = currentLanguage();
  return draft.languagePicked || draft.language === language ? draft : draftIn(draft, language);
}

let adopting: Promise<void> | null = null;

/**
 * Drafts used to be one record for whoever was signed in, reset by every logout and every ended
 * session; so what it holds was typed by the account signed in when this version first runs, and
 * that account gets it. Called at start, before any other account can sign in.
 */
export function adoptUnownedDraft(owner: string | null): Promise<void> {
  adopting ??= drafts.adoptUnowned(owner);
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
    let stored: StoredDraft | null = null;
    try {
      stored = await drafts.load(owner);
    } catch (error) {
      // What is stored stays as it is (the store writes nothing over it); this visit starts afresh.
      console.error('Could not read the draft', error);
    }
    // Signed out (or in as someone else) while reading: that draft is not for this screen.
    if (store.get(userIdAtom) !== owner) return;
    const draft = storedDraft(stored?.value);
    store.set(draftAtom, {
      owner,
      draft: draft ? followingLanguage(draft) : freshDraft(),
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

function commit(next: DraftState, photoChanged: boolean) {
  store.set(draftAtom, next);
  drafts.save(next.owner, next.draft);
  if (photoChanged) drafts.savePhoto(next.owner, next.photo);
}

/**
 * Changes the signed-in account's draft: at once when it has been read (as the user types), else
 * once it has been read, so a change made before (a CV sent back by the server) lands on it.
 */
function change(apply: (state: DraftState) => DraftState, photoChanged: boolean): Promise<void> {
  const owner = store.get(userIdAtom);
  if (!owner) return Promise.resolve();
  const state = store.get(draftAtom);
  if (state?.owner === owner) {
    commit(apply(state), photoChanged);
    return Promise.resolve();
  }
  return hydrateDraft().then(() => {
    const read = store.get(draftAtom);
    if (read?.owner === owner) commit(apply(read), photoChanged);
  });
}

/** A change the user made; a new CV language is their explicit choice, which stops the following. */
export function updateDraft(patch: Partial<DraftCv> | ((draft: DraftCv) => Partial<DraftCv>)) {
  void change((state) => {
    const { language, ...changes } = typeof patch === 'function' ? patch(state.draft) : patch;
    const draft = { ...state.draft, ...changes };
    if (language === undefined) return { ...state, draft };
    return { ...state, draft: { ...draftIn(draft, language), languagePicked: true } };
  }, false);
}

/**
 * Until the user picks the CV's language, it is the interface language: a switch of the interface
 * language takes the draft (and its default bio heading) along.
 */
i18n.on('languageChanged', () => {
  const draft = store.get(draftAtom)?.draft;
  if (!draft || draft.languagePicked || draft.language === currentLanguage()) return;
  void change((state) => ({ ...state, draft: followingLanguage(state.draft) }), false);
});

export function setDraftPhoto(photo: Blob | null) {
  void change((state) => ({ ...state, photo }), true);
}

/** Replaces the whole draft (e.g. one sent back by the server with an error to fix). */
export function replaceDraft(draft: DraftCv, photo: Blob | null) {
  void change((state) => ({ owner: state.owner, draft, photo }), true);
}

/**
 * Replaces the whole draft and resolves once it is on the device: true when it is, false when it
 * could not be written (the caller then keeps its own copy, e.g. the CV in the outbox).
 */
export async function restoreDraft(draft: DraftCv, photo: Blob | null): Promise<boolean> {
  const owner = store.get(userIdAtom);
  if (!owner) return false;
  await change((state) => ({ owner: state.owner, draft, photo }), true);
  await drafts.flush();
  return drafts.isSaved(owner);
}

/** Starts the signed-in account's draft afresh (after its CV was made). */
export async function resetDraft(): Promise<void> {
  await change((state) => ({ owner: state.owner, draft: freshDraft(), photo: null }), true);
  await drafts.flush();
}

/** Removes an account's draft from the device (it logged out: spec, "draft reset"). */
export async function discardDraft(owner: string | null): Promise<void> {
  if (store.get(draftAtom)?.owner === owner) store.set(draftAtom, null);
  if (hydrating?.owner === owner) hydrating = null;
  await adoptUnownedDraft(owner);
  if (owner) await drafts.discard(owner);
}

/** Writes every change still waiting (before the draft is sent, or the page goes). */
export function flushDraftWrites(): Promise<void> {
  return drafts.flush();
}

/**
 * A draft lent to the wizard's field components in place of the account's: an import's review
 * lends what it found, so each entry is edited with the same fields as in the steps before it
 * goes in. Only texts and rows are edited there (no photo).
 */
export interface LentDraft {
  draft: DraftCv;
  update: (patch: Partial<DraftCv> | ((draft: DraftCv) => Partial<DraftCv>)) => void;
}
export const LentDraftContext = createContext<LentDraft | null>(null);

export function useDraft() {
  const lent = useContext(LentDraftContext);
  const userId = useAtomValue(userIdAtom);
  const stored = useAtomValue(draftAtom);
  if (lent)
    return {
      ready: true,
      draft: lent.draft,
      photo: null,
      update: lent.update,
      setPhoto: () => undefined,
    };
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
