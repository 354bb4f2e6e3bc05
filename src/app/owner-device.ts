/**
 * The owner's device mark: while someone is signed in here, the server is asked to set its
 * `cv_owner` cookie, so their own visits to their public CV are not counted; signing out takes it
 * away. The API client is loaded only once there is someone signed in (visitors never need it).
 */
import { onSignOut } from '@/features/auth/session';
import { store, userIdAtom } from '@/lib/state';

let markedFor: string | null = null;

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

markDevice();
store.sub(userIdAtom, markDevice);
window.addEventListener('online', markDevice);
onSignOut(async () => {
  markedFor = null;
  const { api } = await import('@/lib/api-client');
  await api.delete('/cv/owner-device/').catch(() => undefined);
});
