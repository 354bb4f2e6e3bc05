/** Checks a Google ID token: signature by Google's published keys, audience, issuer, expiry. */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface SocialIdentity {
  subject: string;
  email: string | null;
  /**
   * What the provider says of the address: Google tells whether it confirmed it; Facebook does
   * not promise a confirmed address at all ('unknown').
   */
  emailProof: 'verified' | 'unverified' | 'unknown';
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  // jose caches the key set and refetches it when an unknown key id appears.
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    cacheMaxAge: 6 * 60 * 60 * 1000,
    timeoutDuration: 5000,
  });
  return async function verifyGoogleIdToken(idToken: string): Promise<SocialIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        audience: options.clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || !payload.sub) return null;
      return {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
        emailProof:
          payload.email_verified === true || payload.email_verified === 'true'
            ? 'verified'
            : 'unverified',
      };
    } catch {
      return null;
    }
  };
}
