/** Account inputs, shared by the auth screens and the /api/users endpoints. */
import { z } from 'zod';
import { LIMITS } from './limits';
import { isReservedUsername, isValidUsernameFormat } from './username';

/** An address with a top-level domain of two or more letters, as the spec asks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.email, 'validation.email')
  .regex(EMAIL_PATTERN, 'validation.email')
  .transform((v) => v.toLowerCase());

/** Length and digit rules; the server also refuses the 3,000 most common passwords. */
export const newPasswordSchema = z
  .string()
  .min(1, 'validation.required')
  .min(LIMITS.passwordMin, 'validation.password_too_short')
  .max(LIMITS.passwordMax, 'validation.password_too_long')
  .refine((v) => !/^\d+$/.test(v), 'validation.password_all_digits');

/** Logging in checks nothing but presence: old passwords must keep working. */
const existingPasswordSchema = z
  .string()
  .min(1, 'validation.required')
  .max(1024, 'validation.password_too_long');

export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema });
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

export const setUsernameSchema = z.object({ username: usernameSchema });
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

export interface UserDto {
  uuid: string;
  email: string;
  username: string | null;
  is_premium: boolean;
}

export interface AuthAnswerDto {
  tokens: { access: string; refresh: string };
  user: UserDto;
}

export interface MeDto extends UserDto {
  email_verified: boolean;
  has_password: boolean;
  providers: string[];
  created_at: string;
}
