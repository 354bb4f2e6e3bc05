/**
 * Two-step sign-in (TOTP codes from an authenticator app, and one-time recovery codes): the shapes
 * the server and the app share, and how a typed code is read.
 */
import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;
/** Fewer left than this, and the account page asks for new ones. */
export const RECOVERY_CODES_LOW = 3;
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** A code as typed or pasted: spaces and dashes go, letters compare in lower case. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s\-‐‑‒–—]/g, '').toLowerCase();
}

/** Six digits from the authenticator app. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
/** Ten base32 letters (50 bits), shown as `xxxxx-xxxxx`. */
export const isRecoveryCode = (code: string): boolean => /^[a-z2-7]{10}$/.test(code);

/** How a recovery code is shown and saved: `abcde-fgh23`. */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

const typedCode = z.string().max(64).transform(normalizeCode);

/** A code from the app, or a recovery code, normalised. */
export const secondFactorCodeSchema = typedCode.pipe(
  z
    .string()
    .min(1, 'validation.required')
    .refine((c) => isTotpCode(c) || isRecoveryCode(c), 'validation.code_format'),
);
/** Only a code from the app (confirming the set-up). */
export const totpCodeSchema = typedCode.pipe(
  z.string().min(1, 'validation.required').refine(isTotpCode, 'validation.code_format'),
);

const password = z.string().max(128).optional().default('');

export const totpStartSchema = z.object({ password });
export const totpConfirmSchema = z.object({ code: totpCodeSchema });
/** Turning it off and new recovery codes: the password (none for a social-only account) and a code. */
export const totpProofSchema = z.object({ password, code: secondFactorCodeSchema });
export const secondFactorLoginSchema = z.object({
  token: z.string().min(1, 'validation.required').max(2048),
  code: secondFactorCodeSchema,
});

export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const secondFactorChallengeSchema = z.object({
  second_factor: z.object({ token: z.string(), methods: z.array(z.enum(SECOND_FACTOR_METHODS)) }),
});
export type SecondFactorChallengeDto = z.output<typeof secondFactorChallengeSchema>;

/** In the /me/ answer: whether a code is asked at sign-in, and how many recovery codes are left. */
export const twoStepStatusSchema = z.object({
  on: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** A reset asked for by someone who lost the phone and the codes: when it turns it off. */
  reset_due_at: z.string().nullable(),
});
export type TwoStepStatusDto = z.output<typeof twoStepStatusSchema>;

/** The wait between asking for a reset of a lost second factor and its taking effect. */
export const SECOND_FACTOR_RESET_DAYS = 7;
export const secondFactorResetSchema = z.object({
  token: z.string().min(1, 'validation.required').max(2048),
});
/** The date a reset of a lost second factor takes effect (POST /api/users/second-factor-reset/). */
export const secondFactorResetAnswerSchema = z.object({ due_at: z.string() });

export type TotpStartInput = z.input<typeof totpStartSchema>;
export type TotpProofInput = z.input<typeof totpProofSchema>;
