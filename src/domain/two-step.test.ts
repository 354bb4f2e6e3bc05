import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  isRecoveryCode,
  isTotpCode,
  normalizeCode,
  secondFactorCodeSchema,
  totpCodeSchema,
} from './two-step';

describe('reading a typed code', () => {
  it.each([
    ['123 456', '123456'],
    [' 123-456 ', '123456'],
    ['ABCDE-FGH23', 'abcdefgh23'],
    ['abcde fgh23', 'abcdefgh23'],
    ['abcde–fgh23', 'abcdefgh23'],
  ])('%j reads as %j', (typed, read) => {
    expect(normalizeCode(typed)).toBe(read);
  });

  it('tells app codes from recovery codes', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isRecoveryCode('abcdefgh23')).toBe(true);
    expect(isRecoveryCode('abcdefgh21')).toBe(false); // 1 is no base32 letter
    expect(formatRecoveryCode('abcdefgh23')).toBe('abcde-fgh23');
  });

  it('refuses anything else with a reason, never throwing', () => {
    for (const bad of ['', '12345', '1234567', 'abc', '\u0000', '\ud800', 'x'.repeat(65)]) {
      expect(secondFactorCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(totpCodeSchema.safeParse('abcde-fgh23').success).toBe(false);
    expect(secondFactorCodeSchema.parse('ABCDE-FGH23')).toBe('abcdefgh23');
  });
});
