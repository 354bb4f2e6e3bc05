/** A fake of Google's published keys, and a way to sign ID tokens with the fake's key (or another). */
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { sendJson, startFake, type FakeServer } from './http';

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';

export interface FakeGoogle extends FakeServer {
  jwksUrl: string;
  idToken(
    claims?: Record<string, unknown>,
    options?: { key?: 'right' | 'wrong'; expiresIn?: string },
  ): Promise<string>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const right = await generateKeyPair('RS256');
  const wrong = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(right.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const fake = await startFake((_req, url, res) => {
    if (url.pathname === '/oauth2/v3/certs') return sendJson(res, 200, { keys: [jwk] });
    sendJson(res, 404, {});
  });
  return {
    ...fake,
    jwksUrl: `${fake.url}/oauth2/v3/certs`,
    async idToken(claims = {}, options = {}) {
      const key: CryptoKey = options.key === 'wrong' ? wrong.privateKey : right.privateKey;
      const {
        sub = 'google-sub-1',
        aud = GOOGLE_TEST_CLIENT_ID,
        iss = 'https://accounts.google.com',
        ...rest
      } = claims;
      return new SignJWT({ email: 'social@example.com', email_verified: true, ...rest })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(String(sub))
        .setAudience(String(aud))
        .setIssuer(String(iss))
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(key);
    },
  };
}
