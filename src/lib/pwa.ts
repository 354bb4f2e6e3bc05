/** Registers the service worker in production builds (it precaches the shell for offline use). */
import { Workbox } from 'workbox-window';

export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
  return wb;
}
