/**
 * For the browser tests, which run apart from the server's process: a tiny service on 127.0.0.1
 * that signs Google ID tokens with a fake Google's key. POST its `tokenUrl` the claims
 * ({ sub, email, ... }) and get { id_token }. The server's start writes the address to
 * `${DATA_DIR}/${FAKE_GOOGLE_FILE}`, where the tests read it.
 */
import type { FakeGoogle } from './google';
import { sendJson, startJsonEndpoint, type TokenServiceAddress } from './http';

export const FAKE_GOOGLE_FILE = 'fake-google.json';

/** What FAKE_GOOGLE_FILE holds. */
export type FakeGoogleAddress = TokenServiceAddress;

export function startGoogleSigner(google: FakeGoogle) {
  return startJsonEndpoint('/id-token', 'The claims are not JSON.', (claims, res) => {
    google.idToken(claims as Record<string, unknown>).then(
      (idToken) => sendJson(res, 200, { id_token: idToken }),
      (error: unknown) => sendJson(res, 500, { detail: String(error) }),
    );
  });
}
