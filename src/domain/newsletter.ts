/** Newsletter inputs, shared by the landing page's box and /api/newsletter. */
import { z } from 'zod';
import { emailSchema } from './account';

export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
