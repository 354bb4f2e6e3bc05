/** The Facebook JS SDK, loaded only when someone chooses Facebook: asks for a user access token. */
import { loadScript, loadSdk } from './load-script';

const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v21.0';
const SCOPE = 'email,public_profile';

interface LoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: LoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let initializedFor: string | null = null;

export function preloadFacebook(): void {
  loadScript(SDK_SRC).catch(() => undefined);
}

/** Resolves with the access token, or null when the person cancels or refuses. */
export async function requestFacebookAccessToken(appId: string): Promise<string | null> {
  const sdk = await loadSdk(SDK_SRC, 'facebook', () => window.FB);
  if (initializedFor !== appId) {
    sdk.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
    initializedFor = appId;
  }
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: SCOPE });
  });
}
