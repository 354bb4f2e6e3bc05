import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

// Caught as early as possible: the browser fires it once, often before React has mounted.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    listeners.forEach((l) => l());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((l) => l());
  });
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/** iOS Safari has no install prompt; there the app explains "Add to Home Screen". */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios =
    /iPhone|iPad|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

type InstallState = 'installed-or-unknown' | 'can-prompt' | 'ios-guide';

function installState(): InstallState {
  if (isStandalone()) return 'installed-or-unknown';
  if (deferred) return 'can-prompt';
  return isIosSafari() ? 'ios-guide' : 'installed-or-unknown';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

async function prompt() {
  const event = deferred;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  deferred = null;
  listeners.forEach((l) => l());
}

/** The server renders no install offer; the browser's answer follows once the page is live. */
export function useInstallPrompt() {
  const state = useSyncExternalStore(subscribe, installState, () => 'installed-or-unknown');
  return { canPrompt: state === 'can-prompt', needsIosGuide: state === 'ios-guide', prompt };
}
