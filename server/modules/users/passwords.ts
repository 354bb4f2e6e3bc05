/** Password hashing (argon2id at OWASP's floor or above); the rules are in src/domain/account.ts. */
import { hash, verify } from '@node-rs/argon2';
import { FRESH_SIGN_IN_SECONDS } from '@/domain/account-data';
import { ApiError, FieldError } from '@server/lib/errors';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The owner proves a change with their password: `field` is where the form shows a miss. */
export async function provePassword(stored: string, password: string, field: string) {
  if (!password) throw new FieldError(field, 'validation.required');
  if (!(await verifyPassword(stored, password)))
    throw new FieldError(field, 'validation.password_wrong');
}

/** Who is asking, and when they last proved who they are in this session (ms since 1970). */
export interface ProvenSession {
  userId: string;
  provenAt: number;
}

/**
 * An account without a password proves a sensitive change by a sign-in (Google, Facebook) of the
 * last few minutes: the session's own proof, which refreshing the token does not renew.
 */
export function requireFreshProof(provenAt: number): void {
  if (Date.now() - provenAt > FRESH_SIGN_IN_SECONDS * 1000)
    throw new ApiError(400, 'reauth_required');
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown address cannot be told apart by timing. */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
