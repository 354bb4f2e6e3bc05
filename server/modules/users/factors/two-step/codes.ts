/**
 * Taking a second factor's code: a TOTP code once (its step is stored), a recovery code once.
 * Two-step sign-in's rules and a password reset with two-step sign-in on both take codes here.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isTotpCode, normalizeCode, type SecondFactorMethod } from '@/domain/two-step';
import { hashRecoveryCode } from './recovery-codes';
import type { TwoStepParts } from './parts';
import type { TotpRow } from './repository';
import { totpStep } from './totp';

export function createCodeTaker(parts: TwoStepParts, log: FastifyBaseLogger) {
  const secretOf = (row: TotpRow): string | null => {
    const secret = parts.box.open(row.secretEncrypted, row.userId);
    // A key changed under the stored secrets: no code can match, and the operator must know.
    if (secret === null) log.error({ userId: row.userId }, 'TOTP secret does not open');
    return secret;
  };

  /** The code's step when it matches and is newer than the last one taken. */
  const matchingStep = async (row: TotpRow, code: string) => {
    const secret = secretOf(row);
    return secret === null ? null : totpStep(secret, code, row.lastStep);
  };

  return {
    matchingStep,

    /** Takes a code (normalised) of a turned-on account: which kind it was, or null for a wrong one. */
    async takeCode(userId: string, code: string): Promise<SecondFactorMethod | null> {
      const { store } = parts;
      const row = await store.find(userId);
      if (!row?.confirmedAt) return null;
      if (isTotpCode(code)) {
        const step = await matchingStep(row, code);
        return step !== null && (await store.takeStep(userId, step)) ? 'totp' : null;
      }
      const used = await store.useRecoveryCode(userId, hashRecoveryCode(normalizeCode(code)));
      return used ? 'recovery_code' : null;
    },
  };
}
