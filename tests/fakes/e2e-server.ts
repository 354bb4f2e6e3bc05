/**
 * The browser tests' server (playwright.config.ts): server/index.ts as it is, with Google sign-in
 * set up against the API tests' fake of Google's published keys (./google.ts) on 127.0.0.1, so the
 * server checks real signatures; beside it, the service that signs ID tokens for the tests
 * (./google-signer.ts). With E2E_FACEBOOK=1 (the second server, for what only a Facebook sign-in
 * makes), Facebook sign-in too, against the fake Graph API, with the service that registers its
 * tokens (./facebook-registrar.ts). The fakes take free ports and live in this process, so end
 * with the server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FACEBOOK_TEST_APP_ID, FACEBOOK_TEST_APP_SECRET, startFakeFacebook } from './facebook';
import {
  FAKE_FACEBOOK_FILE,
  startFacebookRegistrar,
  type FakeFacebookAddress,
} from './facebook-registrar';
import { GOOGLE_TEST_CLIENT_ID, startFakeGoogle } from './google';
import { FAKE_GOOGLE_FILE, startGoogleSigner, type FakeGoogleAddress } from './google-signer';

const google = await startFakeGoogle();
const signer = await startGoogleSigner(google);

process.env.GOOGLE_CLIENT_ID = GOOGLE_TEST_CLIENT_ID;
process.env.GOOGLE_JWKS_URL = google.jwksUrl;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
await mkdir(dataDir, { recursive: true });
const address: FakeGoogleAddress = { tokenUrl: signer.tokenUrl };
await writeFile(path.join(dataDir, FAKE_GOOGLE_FILE), JSON.stringify(address));

if (process.env.E2E_FACEBOOK === '1') {
  const facebook = await startFakeFacebook();
  const registrar = await startFacebookRegistrar(facebook);
  process.env.FACEBOOK_APP_ID = FACEBOOK_TEST_APP_ID;
  process.env.FACEBOOK_APP_SECRET = FACEBOOK_TEST_APP_SECRET;
  process.env.FACEBOOK_GRAPH_URL = facebook.url;
  const facebookAddress: FakeFacebookAddress = { tokenUrl: registrar.tokenUrl };
  await writeFile(path.join(dataDir, FAKE_FACEBOOK_FILE), JSON.stringify(facebookAddress));
}

// The server reads its settings from the environment as it starts, which is on import.
await import('../../server/index');
