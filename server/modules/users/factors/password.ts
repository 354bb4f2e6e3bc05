/**
 * The password as a factor: hashing (argon2id at OWASP's floor or above), the rules the schema
 * cannot check (src/domain/account.ts has the rest), and the one rule for proving the owner before
 * a sensitive change.
 */
import { hash, verify } from '@node-rs/argon2';
import { containsEmailLocalPart, type SignInProof } from '@/domain/account';
import { FRESH_SIGN_IN_SECONDS } from '@/domain/account-data';
import { weakPasswordIssue } from '@/domain/password-strength';
import { ApiError, FieldError } from '@server/lib/errors';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** The shared rules that need the owner's address or zxcvbn's dictionaries (the schema has the rest). */
export function refuseWeak(password: string, field: string, email: string | undefined): void {
  if (email && containsEmailLocalPart(password, email))
    throw new FieldError(field, 'validation.password_email');
  const weak = weakPasswordIssue(password, email);
  if (weak) throw new FieldError(field, weak);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The owner proves a change with their password: `field` is where the form shows a miss. */
async function provePassword(stored: string, password: string, field: string) {
  if (!password) throw new FieldError(field, 'validation.required');
  if (!(await verifyPassword(stored, password)))
    throw new FieldError(field, 'validation.password_wrong');
}

/** Who is asking, and when (ms since 1970) and how they last proved who they are in this session. */
export interface ProvenSession {
  userId: string;
  provenAt: number;
  provenBy: SignInProof;
}

const FRESH_MS = FRESH_SIGN_IN_SECONDS * 1000;

/** Whether the session was proven in the last ten minutes. */
const isFresh = ({ provenAt }: ProvenSession) => Date.now() - provenAt <= FRESH_MS;

/** Until when (ms since 1970) the session's passkey proof stands in for the password, or null. */
export function passkeyProofUntil(session: ProvenSession): number | null {
  return session.provenBy === 'passkey' && isFresh(session) ? session.provenAt + FRESH_MS : null;
}

/**
 * The one rule for the account's sensitive changes (the password, the address, two-step sign-in,
 * a passkey, deletion): the owner proves them with the password. A passkey (a sign-in or a
 * confirmation) of the last ten minutes stands in for it, and for an account without a password
 * so does a sign-in of the last ten minutes (Google, Facebook). It is the session's own proof:
 * refreshing the token does not renew it. `field` is where the form shows a miss.
 */
export async function proveOwner(
  passwordHash: string | null,
  session: ProvenSession,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (passkeyProofUntil(session) !== null || (!passwordHash && isFresh(session))) return;
  if (passwordHash) return provePassword(passwordHash, password ?? '', field);
  throw new ApiError(400, 'reauth_required');
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown address cannot be told apart by timing. */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
