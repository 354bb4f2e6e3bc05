/**
 * Session side effects: the access token mirrored for the service worker (Background Sync), and
 * what goes when a user signs out: the wizard draft and the worker's copy of their data.
 */
import { onSignOut } from '../features/auth/session';
import { tellWorker } from '../lib/pwa';
import { authAtom, store } from '../lib/state';

// IndexedDB code is loaded only once there is a session to mirror (visitors never need it).
function mirrorSession() {
  const { accessToken } = store.get(authAtom);
  if (!accessToken && !localStorage.getItem('auth-mirrored')) return;
  localStorage.setItem('auth-mirrored', '1');
  void import('../lib/local-db')
    .then(({ localDb }) => localDb.session.put({ key: 'session', accessToken }))
    .catch(() => undefined);
}
mirrorSession();
store.sub(authAtom, mirrorSession);

onSignOut(async () => {
  tellWorker({ type: 'SIGNED_OUT' });
  await (await import('../features/wizard/state/draft-state')).resetDraft();
});
