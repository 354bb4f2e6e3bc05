/** A fake Graph API: debug_token and the user's e-mail, for the tokens a test registers. */
import { sendJson, startFake, type FakeServer } from './http';

export const FACEBOOK_TEST_APP_ID = '1234567890';
export const FACEBOOK_TEST_APP_SECRET = 'fake-app-secret';

export interface FakeTokenInfo {
  is_valid: boolean;
  app_id: string;
  type: string;
  expires_at: number;
  user_id: string;
  email?: string;
}

export interface FakeFacebook extends FakeServer {
  tokens: Map<string, FakeTokenInfo>;
  /** Registers a valid user token; `overrides` makes it another app's, expired, and so on. */
  addToken(token: string, overrides?: Partial<FakeTokenInfo>): void;
}

export async function startFakeFacebook(): Promise<FakeFacebook> {
  const tokens = new Map<string, FakeTokenInfo>();
  const fake = await startFake((_req, url, res) => {
    if (url.pathname === '/debug_token') {
      if (
        url.searchParams.get('access_token') !==
        `${FACEBOOK_TEST_APP_ID}|${FACEBOOK_TEST_APP_SECRET}`
      ) {
        return sendJson(res, 400, { error: { message: 'Invalid app token' } });
      }
      const info = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!info) return sendJson(res, 200, { data: { is_valid: false } });
      const { email: _email, ...data } = info;
      return sendJson(res, 200, { data });
    }
    const userId = url.pathname.slice(1);
    const info = [...tokens.entries()].find(
      ([token, i]) => i.user_id === userId && token === url.searchParams.get('access_token'),
    )?.[1];
    if (!info) return sendJson(res, 400, { error: { message: 'Invalid token' } });
    return sendJson(res, 200, { id: info.user_id, ...(info.email ? { email: info.email } : {}) });
  });
  return {
    ...fake,
    tokens,
    addToken(token, overrides = {}) {
      tokens.set(token, {
        is_valid: true,
        app_id: FACEBOOK_TEST_APP_ID,
        type: 'USER',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user_id: 'fb-user-1',
        email: 'fb@example.com',
        ...overrides,
      });
    },
  };
}
