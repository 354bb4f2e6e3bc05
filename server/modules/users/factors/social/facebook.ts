/**
 * Checks a Facebook user access token with the Graph API's debug_token, using our app token; the
 * user id comes from Facebook's answer, never from the client.
 */
import type { SocialIdentity } from './google';

interface DebugTokenAnswer {
  data?: {
    is_valid?: boolean;
    app_id?: string;
    type?: string;
    expires_at?: number;
    user_id?: string;
  };
}

export function createFacebookVerifier(options: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}) {
  const base = options.graphUrl.replace(/\/+$/, '');
  const appToken = `${options.appId}|${options.appSecret}`;

  async function getJson<T>(url: string): Promise<T | null> {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    return (await response.json()) as T;
  }

  return async function verifyFacebookToken(accessToken: string): Promise<SocialIdentity | null> {
    try {
      const debug = await getJson<DebugTokenAnswer>(
        `${base}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: appToken })}`,
      );
      const data = debug?.data;
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (
        !data?.is_valid ||
        data.app_id !== options.appId ||
        data.type !== 'USER' ||
        typeof data.expires_at !== 'number' ||
        data.expires_at <= nowSeconds ||
        !data.user_id
      ) {
        return null;
      }
      const profile = await getJson<{ id?: string; email?: string }>(
        `${base}/${encodeURIComponent(data.user_id)}?${new URLSearchParams({ fields: 'id,email', access_token: accessToken })}`,
      );
      const email =
        profile?.id === data.user_id && profile.email ? profile.email.toLowerCase() : null;
      // Facebook does not promise the address is confirmed (nor says whether it is): it is taken
      // as the account's address, never as a proof that opens an existing account.
      return { subject: data.user_id, email, emailProof: 'unknown' };
    } catch {
      return null;
    }
  };
}
