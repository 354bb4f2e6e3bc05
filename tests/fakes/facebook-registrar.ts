/**
 * For the browser tests, which run apart from the server's process: a tiny service on 127.0.0.1
 * that registers user tokens with the fake Graph API (./facebook.ts). POST its `tokenUrl`
 * { token, user_id, email } and the server's Facebook check takes that token as that person's. The
 * server's start writes the address to `${DATA_DIR}/${FAKE_FACEBOOK_FILE}`.
 */
import type { FakeFacebook } from './facebook';
import { sendJson, startJsonEndpoint, type TokenServiceAddress } from './http';

export const FAKE_FACEBOOK_FILE = 'fake-facebook.json';

/** What FAKE_FACEBOOK_FILE holds. */
export type FakeFacebookAddress = TokenServiceAddress;

export function startFacebookRegistrar(facebook: FakeFacebook) {
  const usage = 'Send { token, user_id, email } as JSON.';
  return startJsonEndpoint('/token', usage, (body, res) => {
    const { token, user_id, email } = (body ?? {}) as Record<string, unknown>;
    if (typeof token !== 'string' || typeof user_id !== 'string' || typeof email !== 'string')
      return sendJson(res, 400, { detail: usage });
    facebook.addToken(token, { user_id, email });
    sendJson(res, 201, {});
  });
}
