/** Recovery codes: ten random `xxxxx-xxxxx` codes (50 bits each), kept as SHA-256 hashes. */
import { createHash, randomInt } from 'node:crypto';
import { formatRecoveryCode, RECOVERY_CODE_COUNT } from '@/domain/two-step';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Fresh codes as shown to the owner (once). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = '';
    for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(formatRecoveryCode(code));
  }
  return [...codes];
}

/** The stored form of a code already normalised (`normalizeCode`): random enough that SHA-256 will do. */
export const hashRecoveryCode = (normalized: string): string =>
  createHash('sha256').update(`recovery:${normalized}`).digest('base64url');
