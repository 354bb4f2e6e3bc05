/**
 * The server's own JWTs, signed and checked one way: HS256 only (never `none`, never a public
 * key's algorithm), each with its subject, issue time and lifetime, and refused when a claim the
 * caller needs is missing.
 */
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export interface Hs256Token {
  claims: JWTPayload;
  subject: string;
  ttlSeconds: number;
  /** The token's own id (`jti`), for one that may be spent only once. */
  id?: string;
}

export function signHs256(key: Uint8Array, { claims, subject, ttlSeconds, id }: Hs256Token) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject);
  if (id) jwt.setJti(id);
  return jwt.setIssuedAt().setExpirationTime(`${ttlSeconds}s`).sign(key);
}

/** The token's claims; throws jose's errors for a bad, expired or foreign token. */
export async function verifyHs256(token: string, key: Uint8Array, requiredClaims: string[]) {
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims });
  return payload;
}
