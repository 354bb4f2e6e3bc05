/** Google Identity Services, loaded only when someone chooses Google: asks for an ID token credential. */
import { loadScript, loadSdk } from './load-script';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface PromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let initializedFor: string | null = null;
let pending: ((credential: string | null) => void) | null = null;

export function preloadGoogle(): void {
  loadScript(GSI_SRC).catch(() => undefined);
}

/** Resolves with the ID token, or null when the person dismisses the prompt or it cannot show. */
export async function requestGoogleIdToken(clientId: string): Promise<string | null> {
  const accounts = await loadSdk(GSI_SRC, 'google', () => window.google?.accounts?.id);
  if (initializedFor !== clientId) {
    // One initialisation per client id; each request only swaps the pending callback.
    accounts.initialize({
      client_id: clientId,
      callback: (response) => pending?.(response.credential ?? null),
      cancel_on_tap_outside: true,
      context: 'signin',
      itp_support: true,
      use_fedcm_for_prompt: true,
    });
    initializedFor = clientId;
  }
  pending?.(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (credential: string | null) => {
      if (settled) return;
      settled = true;
      pending = null;
      resolve(credential);
    };
    pending = settle;
    accounts.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) settle(null);
      else if (
        notification.isDismissedMoment?.() &&
        notification.getDismissedReason?.() !== 'credential_returned'
      )
        settle(null);
    });
  });
}
