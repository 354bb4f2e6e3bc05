/**
 * The browser tests' server (playwright.config.ts): server/index.ts as it is, with Google sign-in
 * set up against the API tests' fake of Google's published keys (./google.ts) on 127.0.0.1, so the
 * server checks real signatures; beside it, the service that signs ID tokens for the tests
 * (./google-signer.ts). Both fakes take free ports and live in this process, so end with the server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

// The server reads its settings from the environment as it starts, which is on import.
await import('../../server/index');
