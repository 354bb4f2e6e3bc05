/** The account's own data: deleting the account, and the export that takes every word elsewhere. */
import { z } from 'zod';
import { jsonResumeAnswerSchema, outputShape } from './answers';
import { cvContentSchema } from './cv';
import { LANGUAGES } from './languages';
import { CHANNELS } from './view-stats';

/** How long a sign-in (or a passkey confirmation) proves the account's sensitive changes (seconds): proveOwner. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

/**
 * DELETE /api/users/me/: the password when the account has one; an account with only Google or
 * Facebook proves itself with a sign-in of the last few minutes instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(1024, 'validation.password_too_long').optional().default(''),
});

/**
 * GET /api/users/me/export/: the downloaded file, keys in the order they are written. Each CV is
 * its content in full, with its photo as a data URL and the same CV as a JSON Resume document.
 */
export const accountExportSchema = outputShape(
  z.object({
    exported_at: z.string(),
    account: z.object({
      email: z.string(),
      username: z.string().nullable(),
      language: z.string(),
      created_at: z.string(),
      email_verified: z.boolean(),
      sign_in_methods: z.array(z.string()),
      premium: z.boolean(),
      subscription: z
        .object({ status: z.string(), current_period_end: z.string().nullable() })
        .nullable(),
      /** Each passkey by its name and dates; its public key stays with us, the private never left the device. */
      passkeys: z.array(
        z.object({ name: z.string(), created_at: z.string(), last_used_at: z.string().nullable() }),
      ),
      /** Whether a code is asked at sign-in, since when; the secret and recovery codes never travel. */
      two_step: z.object({ on: z.boolean(), turned_on_at: z.string().nullable() }),
    }),
    cvs: z.array(
      z.object({
        uuid: z.string(),
        slug: z.string().nullable(),
        public_url: z.string().nullable(),
        created_at: z.string(),
        updated_at: z.string(),
        ...cvContentSchema.shape,
        photo: z.string().nullable(),
        json_resume: jsonResumeAnswerSchema,
        /** The public page's daily sums: views, visitors and previews per channel and language. */
        view_counts: z.array(
          z.object({
            date: z.string(),
            channel: z.enum(CHANNELS),
            language: z.enum(LANGUAGES),
            views: z.number(),
            visitors: z.number(),
            previews: z.number(),
          }),
        ),
      }),
    ),
  }),
);
