/**
 * Sign-in factors: the password, Google and Facebook, passkeys, TOTP codes and recovery codes,
 * each a factor of one kind (factor.ts), the sign-in that asks for them, and the claim that removes
 * whatever an unproven claimant set up.
 */
export { createFactors, type Factors, type FactorsDeps } from './factors';
export type { ForgetUnprovenClaims } from './claimant';
export type { SignIn } from './sign-in';
export {
  dummyVerify,
  hashPassword,
  passkeyProofUntil,
  proveOwner,
  refuseWeak,
  type ProvenSession,
} from './password';
export {
  createPasskeyService,
  type PasskeyService,
  type PasskeyServiceDeps,
} from './passkeys/service';
export type { PasskeysRepository } from './passkeys/repository';
export { createFacebookVerifier } from './social/facebook';
export { createGoogleVerifier } from './social/google';
export type { SocialVerifiers } from './social/sign-in';
export { CHALLENGE_TTL_SECONDS } from './two-step/challenge-tokens';
export { createTwoStepParts, type TwoStepParts } from './two-step/parts';
