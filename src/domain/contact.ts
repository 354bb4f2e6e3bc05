/** The contact form's input, shared by the /contact-us page and POST /api/contact/contact-us/. */
import { z } from 'zod';
import { EMAIL_PATTERN } from './cv-fields';
import { LIMITS } from './limits';
import { plainText } from './plain-text';

/** One line of text: runs of white space (newlines too) become one space, so it is safe in a header. */
const singleLine = (max: number) =>
  plainText({ multiline: true })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'validation.required').max(max));

export const contactMessageSchema = z.object({
  name: singleLine(LIMITS.shortText),
  email: plainText()
    .min(1, 'validation.required')
    .max(LIMITS.email, 'validation.email')
    .regex(EMAIL_PATTERN, 'validation.email'),
  subject: singleLine(LIMITS.shortText),
  message: plainText({ multiline: true }).min(1, 'validation.required').max(LIMITS.contactMessage),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
