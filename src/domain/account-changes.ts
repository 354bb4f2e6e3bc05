/** The account page's changes: password, e-mail address and username (API bodies and forms). */
import { z } from 'zod';
import { emailSchema, linkParamsSchema, newPasswordSchema, setUsernameSchema } from './account';

/** A password the account already has: only its presence is checked before the hash is. */
const currentPasswordSchema = z
  .string()
  .max(1024, 'validation.password_too_long')
  .optional()
  .default('');

/**
 * POST /api/users/me/password/: the current password (an account with only Google or Facebook has
 * none, and sets its first one without it) and the new one under the sign-up rules.
 */
export const changePasswordSchema = z.object({
  current_password: currentPasswordSchema,
  new_password: newPasswordSchema,
});

/** POST /api/users/me/email/: the new address, and the password when the account has one. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});

/** PATCH /api/users/me/username/: the sign-up rule and reserved words. */
export const changeUsernameSchema = setUsernameSchema;

/** POST /api/users/confirm-email/: the mailed link's two parts. */
export const confirmEmailSchema = linkParamsSchema;

/** What confirming answers: the address the account now has. */
export const confirmedEmailSchema = z.object({ email: z.string() });
