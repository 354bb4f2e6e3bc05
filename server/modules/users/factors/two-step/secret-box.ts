/**
 * The TOTP secret at rest: AES-256-GCM with a key derived (HKDF-SHA256) from TOTP_ENCRYPTION_KEY, or
 * from JWT_SECRET when that is unset; the user's id is the associated data, so a sealed secret
 * moved to another account's row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string, userId: string): string;
  /** The secret, or null when the text was altered, sealed for another user or with another key. */
  open(sealed: string, userId: string): string | null;
}

export function deriveTotpKey(settings: { TOTP_ENCRYPTION_KEY?: string; JWT_SECRET: string }) {
  const source = settings.TOTP_ENCRYPTION_KEY ?? settings.JWT_SECRET;
  return Buffer.from(hkdfSync('sha256', source, '', 'cv-builder totp secret v1', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The TOTP key must be 32 bytes');
  return {
    seal(plain, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, userId) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
