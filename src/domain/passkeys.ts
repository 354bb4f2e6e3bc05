/**
 * Passkeys (WebAuthn) under /api/users/passkeys/: the two ceremonies' options and answers, and the
 * account page's list. The ceremonies' JSON is SimpleWebAuthn's (the browser sends what
 * startRegistration/startAuthentication give); the server's verifier checks its contents.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';

/** A passkey's name as its owner gives it (the server names a new one after the device). */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(PASSKEY_NAME_MAX);

/** base64url text as the browser encodes a credential's parts. */
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

const credentialBase = {
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** navigator.credentials.create()'s answer, as startRegistration encodes it. */
export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4096).min(1),
    attestationObject: b64url(16_384).min(1),
    authenticatorData: b64url(8192).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(8192).optional(),
  }),
});

/** navigator.credentials.get()'s answer, as startAuthentication encodes it. */
export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4096).min(1),
    authenticatorData: b64url(8192).min(1),
    signature: b64url(2048).min(1),
    userHandle: b64url(512).optional(),
  }),
});

/**
 * POST register/options/ and DELETE /{id}/: the password when the account has one and no passkey
 * proved the session lately (`proveOwner`); otherwise nothing.
 */
export const passkeyOwnerProofSchema = z
  .object({ password: z.string().max(1024, 'validation.password_too_long').optional() })
  .default({});

/** POST register/verify/: the browser's answer, and a name if the person gave one. */
export const registrationVerifyBodySchema = z.object({
  credential: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

/** POST login/verify/: the browser's answer to the sign-in options. */
export const authenticationVerifyBodySchema = z.object({
  credential: authenticationResponseSchema,
});

/** POST confirm/verify/: until when the session's passkey proof stands in for the password. */
export const passkeyProofSchema = z.object({ passkey_proof_until: z.string() });
export type PasskeyProofDto = z.output<typeof passkeyProofSchema>;

export const creationOptionsSchema = z.custom<PublicKeyCredentialCreationOptionsJSON>();
export const requestOptionsSchema = z.custom<PublicKeyCredentialRequestOptionsJSON>();

/** One of the account's passkeys as the account page lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  device_type: z.string(),
  backed_up: z.boolean(),
  /** False for a passkey stored before user verification was required that has not shown it since. */
  user_verified: z.boolean(),
});
export type PasskeyDto = z.output<typeof passkeySchema>;

export const passkeyListSchema = z.array(passkeySchema);

/** PATCH {id}/: the new name. */
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** {id} in the path: a credential id (base64url; the router takes 200 characters, 150 bytes). */
export const passkeyParamsSchema = z.object({ id: b64url(200).min(1) });
