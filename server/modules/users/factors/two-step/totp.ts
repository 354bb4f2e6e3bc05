/** TOTP codes (RFC 6238: six digits, 30 s, SHA-1, as every authenticator app reads them) through otplib. */
import { generateSecret, generateURI, verify } from 'otplib';

/** One step of clock drift either way. */
const DRIFT_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, issuer: string, account: string): string =>
  generateURI({ issuer, label: account, secret });

/**
 * The time step `code` belongs to, within a step of now, and only after `afterStep` (the last one
 * accepted), so a code is taken once; null when it does not match.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP answer carries its step (otplib's type also covers HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
