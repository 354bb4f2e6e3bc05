/**
 * For the browser tests, which run apart from the server's process: a tiny service on 127.0.0.1
 * that registers user tokens with the fake Graph API (./facebook.ts). POST its `tokenUrl`
 * { token, user_id, email } and the server's Facebook check takes that token as that person's. The
 * server's start writes the address to `${DATA_DIR}/${FAKE_FACEBOOK_FILE}`.
 */
import type { FakeFacebook } from './facebook';
import { sendJson, startFake, type FakeServer } from './http';

export const FAKE_FACEBOOK_FILE = 'fake-facebook.json';

/** What FAKE_FACEBOOK_FILE holds. */
export interface FakeFacebookAddress {
  tokenUrl: string;
}

export async function startFacebookRegistrar(
  facebook: FakeFacebook,
): Promise<FakeServer & FakeFacebookAddress> {
  const registrar = await startFake((req, url, res) => {
    if (req.method !== 'POST' || url.pathname !== '/token') return sendJson(res, 404, {});
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const { token, user_id, email } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          token: string;
          user_id: string;
          email: string;
        };
        facebook.addToken(token, { user_id, email });
        sendJson(res, 201, {});
      } catch {
        sendJson(res, 400, { detail: 'Send { token, user_id, email } as JSON.' });
      }
    });
  });
  return { ...registrar, tokenUrl: `${registrar.url}/token` };
}
