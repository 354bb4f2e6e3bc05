/**
 * For the browser tests, which run apart from the server's process: a tiny service on 127.0.0.1
 * that signs Google ID tokens with a fake Google's key. POST its `tokenUrl` the claims
 * ({ sub, email, ... }) and get { id_token }. The server's start writes the address to
 * `${DATA_DIR}/${FAKE_GOOGLE_FILE}`, where the tests read it.
 */
import type { FakeGoogle } from './google';
import { sendJson, startFake, type FakeServer } from './http';

export const FAKE_GOOGLE_FILE = 'fake-google.json';

/** What FAKE_GOOGLE_FILE holds. */
export interface FakeGoogleAddress {
  tokenUrl: string;
}

export async function startGoogleSigner(
  google: FakeGoogle,
): Promise<FakeServer & FakeGoogleAddress> {
  const signer = await startFake((req, url, res) => {
    if (req.method !== 'POST' || url.pathname !== '/id-token') return sendJson(res, 404, {});
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let claims: Record<string, unknown>;
      try {
        claims = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof claims;
      } catch {
        return sendJson(res, 400, { detail: 'The claims are not JSON.' });
      }
      google.idToken(claims).then(
        (idToken) => sendJson(res, 200, { id_token: idToken }),
        (error: unknown) => sendJson(res, 500, { detail: String(error) }),
      );
    });
  });
  return { ...signer, tokenUrl: `${signer.url}/id-token` };
}
