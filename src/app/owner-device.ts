/**
 * The owner's device mark: while someone is signed in here, the server is asked to set its
 * `cv_owner` cookie, so their own visits to their public CV are not counted; signing out takes it
 * away. The API client is loaded only once there is someone signed in (visitors never need it),
 * and the mark is asked for a little after the screen's own calls: it is never urgent, and it must
 * not be the call that meets an expired token first (the screen's calls share that refresh).
 */
import { onSignOut } from '@/features/auth/session';
import { store, userIdAtom } from '@/lib/state';

let markedFor: string | null = null;
const AFTER_MS = 3000;

function markDevice() {
  const userId = store.get(userIdAtom);
  if (!userId || userId === markedFor) return;
  markedFor = userId;
  void import('@/lib/api-client')
    .then(({ api }) => api.post('/cv/owner-device/'))
    .catch(() => {
      // Offline or refused: asked again when the network is back.
      markedFor = null;
    });
}

const markSoon = () => setTimeout(markDevice, AFTER_MS);
markSoon();
store.sub(userIdAtom, markSoon);
window.addEventListener('online', markSoon);
onSignOut(async () => {
  markedFor = null;
  const { api } = await import('@/lib/api-client');
  await api.delete('/cv/owner-device/').catch(() => undefined);
});
