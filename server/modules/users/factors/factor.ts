/**
 * The ways in, each as a factor of one kind: the password, Google and Facebook, a passkey, a TOTP
 * code and a recovery code. Two rules are written once over all of them: what a sign-in still asks
 * for after a proof (`codesAsked`), and that everything an unproven claimant set up goes
 * (`forgetEvery`).
 */
import { passesSecondFactor, type SignInProof } from '@/domain/account';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '@/domain/two-step';
import type { Db } from '@server/db/client';

export type FactorKind = 'password' | 'social' | 'passkey' | SecondFactorMethod;

export interface SignInFactor {
  kind: FactorKind;
  /** Whether the account has it (a password set, a provider linked, two-step sign-in on…). */
  isOn(userId: string): Promise<boolean>;
  /**
   * Every one of it on the account goes, in `tx`: what went, as the owner's mail names it (a
   * provider, a passkey's name). None for the password: every claim sets the one its owner proved
   * (a sign-up's, a reset's, none after a provider's proof).
   */
  forget?(tx: Db, userId: string): Promise<string[]>;
}

export type Forgotten = Record<FactorKind, string[]>;

const isCode = (kind: FactorKind): kind is SecondFactorMethod =>
  (SECOND_FACTOR_METHODS as readonly string[]).includes(kind);

/**
 * The codes a sign-in proven by `provenBy` still asks for: those the account has on, unless the
 * proof passed a second factor already (a passkey, a code). Empty: the proof is enough.
 */
export async function codesAsked(
  factors: readonly SignInFactor[],
  userId: string,
  provenBy: SignInProof,
): Promise<SecondFactorMethod[]> {
  if (passesSecondFactor(provenBy)) return [];
  const codes = factors.filter((factor) => isCode(factor.kind));
  const on = await Promise.all(codes.map((factor) => factor.isOn(userId)));
  return codes.flatMap((factor, i) => (on[i] && isCode(factor.kind) ? [factor.kind] : []));
}

/** Every factor of the account that a claim removes goes, in `tx`: what went, by kind. */
export async function forgetEvery(
  factors: readonly SignInFactor[],
  tx: Db,
  userId: string,
): Promise<Forgotten> {
  const forgotten: Forgotten = {
    password: [],
    social: [],
    passkey: [],
    totp: [],
    recovery_code: [],
  };
  // One after the other: a transaction's statements run on one connection.
  for (const factor of factors)
    if (factor.forget) forgotten[factor.kind] = await factor.forget(tx, userId);
  return forgotten;
}
