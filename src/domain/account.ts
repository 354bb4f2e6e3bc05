/** Account inputs, shared by the auth screens and the /api/users endpoints. */
import { z } from 'zod';
import { EMAIL_PATTERN } from './cv-fields';
import { LIMITS } from './limits';
import { plainText } from './plain-text';
import {
  SECOND_FACTOR_METHODS,
  secondFactorChallengeSchema,
  secondFactorCodeSchema,
  twoStepStatusSchema,
} from './two-step';
import { isReservedUsername, isValidUsernameFormat, stripHostPrefix } from './username';

export const emailSchema = plainText()
  .min(1, 'validation.required')
  .max(LIMITS.email, 'validation.email')
  .regex(EMAIL_PATTERN, 'validation.email')
  .transform((v) => v.toLowerCase());

/** Lowest zxcvbn score (0-4) a new password may have: 3 is "safely unguessable" for a slow hash. */
export const PASSWORD_MIN_SCORE = 3;
/** Words of this product that no password may be built on. */
export const PRODUCT_WORDS = ['cvbuilder', 'cv-builder', 'cv builder', 'cv', 'builder'];

// Blank-looking characters that are not whitespace: format characters (zero-width space, joiners,
// BOM), controls, combining marks on their own, and letters that render empty (Hangul fillers,
// braille blank).
const INVISIBLE = /[\s\p{Cf}\p{Cc}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when every character of the password is whitespace or renders as nothing. */
export function isBlankPassword(password: string): boolean {
  return password.replace(INVISIBLE, '') === '';
}

function containsProductName(password: string): boolean {
  return password
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .includes('cvbuilder');
}

/** The e-mail address's local part without a +tag, lower-cased (`ann.lee+cv@x.fi` → `ann.lee`). */
export function emailLocalPart(email: string): string {
  return (email.split('@')[0] ?? '').split('+')[0]!.toLowerCase();
}

/** True when the password contains the e-mail's local part (of 3 or more characters). */
export function containsEmailLocalPart(password: string, email: string): boolean {
  const local = emailLocalPart(email);
  return local.length >= 3 && password.toLowerCase().includes(local);
}

/** What zxcvbn is told the user typed elsewhere: the address's words and the product's name. */
export function passwordUserInputs(email?: string): string[] {
  const local = email ? emailLocalPart(email) : '';
  return [...(local ? [local, ...local.split(/[._-]+/)] : []), ...PRODUCT_WORDS].filter(
    (w) => w.length >= 2,
  );
}

/**
 * The rules every new password meets (sign-up, reset, change). The guessability score is checked
 * apart, by `weakPasswordIssue` in `password-strength.ts`, whose dictionaries the client loads only
 * when a password field is first used.
 */
export const newPasswordSchema = z
  .string()
  .min(1, 'validation.required')
  .refine((v) => !isBlankPassword(v), { message: 'validation.password_blank', abort: true })
  .min(LIMITS.passwordMin, 'validation.password_too_short')
  .max(LIMITS.passwordMax, 'validation.password_too_long')
  .refine((v) => !/^\d+$/.test(v), 'validation.password_all_digits')
  .refine((v) => !containsProductName(v), 'validation.password_product');

/** A new password for the owner of `email` (its local part may not be in it). */
export function newPasswordFor(email: string | undefined) {
  return newPasswordSchema.refine(
    (v) => !email || !containsEmailLocalPart(v, email),
    'validation.password_email',
  );
}

/** Logging in checks nothing but presence: old passwords must keep working. */
const existingPasswordSchema = z
  .string()
  .min(1, 'validation.required')
  .max(1024, 'validation.password_too_long');

export const registerSchema = z
  .object({ email: emailSchema, password: newPasswordSchema })
  .refine((v) => !containsEmailLocalPart(v.password, v.email), {
    message: 'validation.password_email',
    path: ['password'],
  });
export const loginSchema = z.object({ email: emailSchema, password: existingPasswordSchema });
export const emailOnlySchema = z.object({ email: emailSchema });
export const refreshSchema = z.object({
  refresh: z.string().min(1, 'validation.required').max(512),
});
export const logoutSchema = z.object({ refresh: z.string().max(512).optional().default('') });

export const resetPasswordSchema = z
  .object({
    new_password: newPasswordSchema,
    confirm_password: z.string().min(1, 'validation.required'),
    /**
     * With two-step sign-in on: a code from the app or a recovery code, or else the owner's word
     * that they have neither (`without_second_factor`), which keeps the sessions that passed one.
     */
    code: z
      .union([z.literal(''), secondFactorCodeSchema])
      .optional()
      .transform((code) => code || undefined),
    without_second_factor: z.boolean().optional(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'validation.passwords_mismatch',
    path: ['confirm_password'],
  });

export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isValidUsernameFormat, 'validation.username_format')
  .refine((v) => !isReservedUsername(v), 'validation.username_reserved');

/**
 * What a live reset link asks besides the new password (GET password-reset-confirm/…): with
 * two-step sign-in on, a code or a recovery code, and whether a passkey could sign in instead.
 */
export const resetLinkSchema = z.object({
  second_factor: z
    .object({ methods: z.array(z.enum(SECOND_FACTOR_METHODS)), passkey: z.boolean() })
    .nullable(),
});
export type ResetLinkDto = z.output<typeof resetLinkSchema>;

export const setUsernameSchema = z.object({ username: usernameSchema });
/** What a user types as a name: a pasted address `{host}/name` is cut to the name, then the rule. */
export const typedUsernameSchema = (host: string) =>
  z.object({
    username: z
      .string()
      .transform((typed) => stripHostPrefix(typed, host))
      .pipe(usernameSchema),
  });
/** GET /users/username-available/?username=…: the rule and reserved words answer 400 first. */
export const usernameAvailableQuerySchema = z.object({ username: usernameSchema });
/** Says only whether the name is free: nothing about who holds it. */
export const usernameAvailableSchema = z.object({ available: z.boolean() });
export const googleLoginSchema = z.object({
  id_token: z.string().min(1, 'validation.required').max(8192),
});
export const facebookLoginSchema = z.object({
  fb_access_token: z.string().min(1, 'validation.required').max(4096),
});

export const linkParamsSchema = z.object({
  uuid: z.uuid('validation.link_invalid'),
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.link_invalid'),
});

/** The verification link opened away from the sign-up's browser: its opener chooses the password. */
export const verifyWithPasswordSchema = linkParamsSchema.extend({ password: newPasswordSchema });
export type VerifyWithPasswordInput = z.input<typeof verifyWithPasswordSchema>;

/** An account as the API answers it (sign-in, sign-up, set-username). */
export const userSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  is_premium: z.boolean(),
});
export type UserDto = z.output<typeof userSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

/**
 * What every way of signing in answers: a session and its account, with the name the dashboard
 * welcomes them by (src/domain/greeting.ts), so the first screen says it before their CVs arrive.
 */
export const authAnswerSchema = z.object({
  tokens: tokenPairSchema,
  user: userSchema.extend({ first_name: z.string().nullable() }),
});
export type AuthAnswerDto = z.output<typeof authAnswerSchema>;
/** A sign-in answers a session, or, with two-step sign-in on, the token for its second step. */
export const loginAnswerSchema = z.union([authAnswerSchema, secondFactorChallengeSchema]);
export type LoginAnswerDto = z.output<typeof loginAnswerSchema>;

/**
 * How a session was last proven: the password, Google, Facebook, a mailed link, a passkey, or a
 * password or social sign-in and its second step.
 */
export const SIGN_IN_PROOFS = [
  'password',
  'google',
  'facebook',
  'link',
  'passkey',
  'two_step',
] as const;
export type SignInProof = (typeof SIGN_IN_PROOFS)[number];

/** The proofs that pass a second factor: a sign-in's code, or a passkey (held, and unlocked). */
export const passesSecondFactor = (proof: SignInProof): boolean =>
  proof === 'two_step' || proof === 'passkey';

/** The signed-in user's own account (/me/). */
export const meSchema = userSchema.extend({
  email_verified: z.boolean(),
  has_password: z.boolean(),
  providers: z.array(z.string()),
  created_at: z.string(),
  two_step: twoStepStatusSchema,
  /**
   * Until when this session's passkey proof stands in for the password in the account's
   * sensitive changes (a passkey sign-in or confirmation of the last ten minutes); null otherwise.
   */
  passkey_proof_until: z.string().nullable(),
  /**
   * What was made on the account before its address was proven, maybe by someone else: private
   * since, for the owner to keep or delete (CVs) and keep or change (the username).
   */
  in_review: z.object({
    cvs: z.array(z.object({ uuid: z.string(), title: z.string(), created_at: z.string() })),
    username: z.string().nullable(),
  }),
});
export type MeDto = z.output<typeof meSchema>;
