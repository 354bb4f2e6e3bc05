/**
 * Google sign-in in the browser tests. The server checks ID tokens against a fake of Google's keys
 * on 127.0.0.1 (tests/fakes/e2e-server.ts); here the page's Google Identity Services script is
 * answered with a stand-in whose prompt hands the app an ID token signed with the fake's key.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { FAKE_GOOGLE_FILE, type FakeGoogleAddress } from '../fakes/google-signer';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

/** The person at Google: their account's id there, and their (verified) address. */
export interface GoogleUser {
  sub: string;
  email: string;
}

/** An ID token for the person, signed with the key the server trusts (for this server's client id). */
export async function googleIdToken(user: GoogleUser): Promise<string> {
  const { tokenUrl } = JSON.parse(
    await readFile(path.join(E2E_DATA_DIR, FAKE_GOOGLE_FILE), 'utf8'),
  ) as FakeGoogleAddress;
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`The fake Google signed no token: ${res.status}`);
  return ((await res.json()) as { id_token: string }).id_token;
}

/**
 * From now on, the page's "Continue with Google" signs in as `user`: Google's script is a stand-in
 * whose prompt returns a fresh ID token for them at once, as if they had picked their account.
 */
export async function signInAtGoogleAs(page: Page, user: GoogleUser) {
  await page.route(GSI_SRC, async (route) => {
    const credential = await googleIdToken(user);
    const script = `(() => {
      let callback = null;
      const shown = {
        isNotDisplayed: () => false,
        isSkippedMoment: () => false,
        isDismissedMoment: () => true,
        getDismissedReason: () => 'credential_returned',
      };
      window.google = {
        accounts: {
          id: {
            initialize(config) { callback = config.callback; },
            prompt(listener) {
              setTimeout(() => {
                callback?.({ credential: ${JSON.stringify(credential)}, select_by: 'user' });
                listener?.(shown);
              });
            },
            cancel() {},
            disableAutoSelect() {},
          },
        },
      };
    })();`;
    await route.fulfill({ contentType: 'text/javascript', body: script });
  });
}
