/**
 * Session side effects: the access token mirrored for the service worker (Background Sync); server
 * state dropped whenever the signed-in account changes; and what goes when a user logs out (their
 * wizard draft and the CVs kept on the device).
 */
import { STORAGE_KEYS } from '@/config/storage-keys';
import { onSignOut } from '@/features/auth/session';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { tellWorker } from '@/lib/pwa';
import { authAtom, store, userIdAtom } from '@/lib/state';
import { queryClient } from './providers';

/** Whether a session was ever mirrored, so its end is mirrored too. */
const everMirrored = () => deviceStrings.getItem(STORAGE_KEYS.authMirrored) !== null;

// IndexedDB code is loaded only once there is a session to mirror (visitors never need it).
function mirrorSession() {
  const { accessToken } = store.get(authAtom);
  if (!accessToken && !everMirrored()) return;
  deviceStrings.setItem(STORAGE_KEYS.authMirrored, '1');
  void import('@/lib/local-data/session-mirror')
    .then(({ mirrorAccessToken }) => mirrorAccessToken(accessToken))
    .catch(() => undefined);
}
mirrorSession();
store.sub(authAtom, mirrorSession);

// Server state belongs to one account: on sign-in, logout, a session that ended, or an account
// change in another tab, nothing cached for the previous account stays (a refresh keeps the sub).
let cachedFor = store.get(userIdAtom);
store.sub(userIdAtom, () => {
  const userId = store.get(userIdAtom);
  if (userId === cachedFor) return;
  cachedFor = userId;
  // Queries only: the sign-in or logout whose mutation changed the account is still finishing.
  queryClient.removeQueries();
  tellWorker({ type: 'SIGNED_OUT' });
});

// The wizard draft was once one record for whoever was signed in: it goes to the account signed
// in when this version starts, before another one can sign in (visitors never load this code).
if (store.get(userIdAtom) || everMirrored()) {
  const startedAs = store.get(userIdAtom);
  void import('@/features/wizard/state/draft-state')
    .then(({ adoptUnownedDraft }) => adoptUnownedDraft(startedAs))
    .catch(() => undefined);
}

onSignOut(async (userId) => {
  await (await import('@/features/wizard/state/draft-state')).discardDraft(userId);
});
// The account's CVs and applications kept on the device, their changes not sent (the sign-out asked first) and
// the edits in progress.
onSignOut(async (userId) => {
  if (!userId) return;
  await Promise.all([
    import('@/lib/cv-store/cv-store').then(({ applicationStore, cvStore }) =>
      Promise.all([cvStore.forget(userId), applicationStore.forget(userId)]),
    ),
    import('@/lib/local-data/drafts').then(({ forgetCvEdits }) => forgetCvEdits(userId)),
  ]);
});
