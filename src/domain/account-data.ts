/** The account's own data: deleting the account, and the export that takes every word elsewhere. */
import { z } from 'zod';

/** How recent a social sign-in must be to delete an account that has no password (seconds). */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

/**
 * DELETE /api/users/me/: the password when the account has one; an account with only Google or
 * Facebook proves itself with a sign-in of the last few minutes instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(1024, 'validation.password_too_long').optional().default(''),
});
