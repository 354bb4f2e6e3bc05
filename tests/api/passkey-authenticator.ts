/**
 * A software passkey for the API tests: an ES256 key pair made with node:crypto, and the bytes a
 * browser and an authenticator would send (client data, authenticator data, a CBOR "none"
 * attestation object, a DER signature), written by hand as WebAuthn and CTAP2 lay them out.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The head of a CBOR item: its major type and its length or value. */
function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(value, 1);
  return out;
}

/** The few CBOR types WebAuthn needs: integers, text, bytes and maps. */
export function cbor(item: Cbor): Buffer {
  if (typeof item === 'number') return item >= 0 ? head(0, item) : head(1, -1 - item);
  if (typeof item === 'string') {
    const bytes = Buffer.from(item, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (item instanceof Uint8Array) return Buffer.concat([head(2, item.length), item]);
  const parts = [head(5, item.size)];
  for (const [key, value] of item) parts.push(cbor(key), cbor(value));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Ceremony {
  /** The page the browser says it is on (APP_ORIGIN unless a test lies). */
  origin?: string;
  /** The relying party the authenticator signs for (APP_ORIGIN's host unless a test lies). */
  rpId?: string;
  /** Sign with another key than the registered one. */
  key?: KeyObject;
  /** The counter to send instead of the next one. */
  counter?: number;
  /** An authenticator that did not verify the user (no fingerprint, face or PIN): UV cleared. */
  noUserVerification?: boolean;
}

export function newKeyPair() {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

/** One passkey on one authenticator, for `origin`'s relying party. */
export function softwarePasskey(origin = 'http://localhost:3000') {
  const { privateKey, publicKey } = newKeyPair();
  const credentialId = randomBytes(32);
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<Cbor, Cbor>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  let counter = 0;
  let userHandle: string | undefined;
  const host = new URL(origin).hostname;
  const clientData = (type: string, challenge: string, c: Ceremony) =>
    Buffer.from(
      JSON.stringify({ type, challenge, origin: c.origin ?? origin, crossOrigin: false }),
    );
  const authData = (flags: number, count: number, c: Ceremony, attested?: Buffer) => {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([
      sha256(Buffer.from(c.rpId ?? host)),
      Buffer.from([flags]),
      countBytes,
      attested ?? Buffer.alloc(0),
    ]);
  };
  /** The credential as the browser hands it over, around the authenticator's `response`. */
  const credential = <R extends object>(response: R) => ({
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key' as const,
    clientExtensionResults: {},
    response,
  });

  return {
    id: b64url(credentialId),

    /** What startRegistration gives for the server's options (their challenge and user id). */
    register(options: { challenge: string; user: { id: string } }, c: Ceremony = {}) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cbor(cose)]);
      const uv = c.noUserVerification ? 0 : FLAG_UV;
      const data = authData(FLAG_UP | uv | FLAG_AT, counter, c, attested);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
      return credential({
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, c)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      });
    },

    /** What startAuthentication gives for the server's options; the counter moves on by one. */
    authenticate(options: { challenge: string }, c: Ceremony = {}) {
      counter += 1;
      const uv = c.noUserVerification ? 0 : FLAG_UV;
      const data = authData(FLAG_UP | uv, c.counter ?? counter, c);
      const client = clientData('webauthn.get', options.challenge, c);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), c.key ?? privateKey);
      return credential({
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      });
    },
  };
}
