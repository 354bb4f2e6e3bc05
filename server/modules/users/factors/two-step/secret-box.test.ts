import { describe, expect, it } from 'vitest';
import { isRecoveryCode, normalizeCode } from '@/domain/two-step';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { createSecretBox, deriveTotpKey } from './secret-box';

const JWT_SECRET = 'a-jwt-secret-of-at-least-thirty-two-characters';
const USER = '5f0c7f9e-6b9e-4d41-9a57-0c6b1b7f1a11';

describe('the TOTP secret at rest', () => {
  const box = createSecretBox(deriveTotpKey({ JWT_SECRET }));

  it('opens what it sealed, and each seal differs', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', USER);
    const b = box.seal('JBSWY3DPEHPK3PXP', USER);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a, USER)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing altered, moved to another user or sealed with another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', USER);
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open([v, iv, flipped, tag].join('.'), USER)).toBeNull();
    expect(box.open(sealed, '00000000-0000-4000-8000-000000000000')).toBeNull();
    const other = createSecretBox(
      deriveTotpKey({ JWT_SECRET, TOTP_ENCRYPTION_KEY: 'another-key-of-thirty-two-characters!' }),
    );
    expect(other.open(sealed, USER)).toBeNull();
    for (const junk of ['', 'v1', 'v2.a.b.c', 'v1.!.!.!']) expect(box.open(junk, USER)).toBeNull();
  });

  it('derives different keys from the two settings', () => {
    expect(deriveTotpKey({ JWT_SECRET }).equals(deriveTotpKey({ JWT_SECRET }))).toBe(true);
    const own = deriveTotpKey({ JWT_SECRET, TOTP_ENCRYPTION_KEY: JWT_SECRET.toUpperCase() });
    expect(own.equals(deriveTotpKey({ JWT_SECRET }))).toBe(false);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of the xxxxx-xxxxx form', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(isRecoveryCode(normalizeCode(code))).toBe(true);
    }
  });

  it('hashes a code the same however it was typed', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(normalizeCode(code!));
    expect(hashRecoveryCode(normalizeCode(code!.toUpperCase().replace('-', ' ')))).toBe(hash);
    expect(hash).not.toContain(normalizeCode(code!));
  });
});
