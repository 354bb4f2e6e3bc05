/**
 * Session side effects: the access token mirrored for the service worker (Background Sync), and
 * what goes when a user signs out: the wizard draft and the worker's copy of their data.
 */
import { onSignOut } from '../features/auth/session';
import { localDb } from '../lib/local-db';
import { tellWorker } from '../lib/pwa';
import { authAtom, store } from '../lib/state';

function mirrorSession() {
  const { accessToken } = store.get(authAtom);
  void localDb.session.put({ key: 'session', accessToken }).catch(() => undefined);
}
mirrorSession();
store.sub(authAtom, mirrorSession);

onSignOut(async () => {
  tellWorker({ type: 'SIGNED_OUT' });
  await (await import('../features/wizard/state/draft-state')).resetDraft();
});
