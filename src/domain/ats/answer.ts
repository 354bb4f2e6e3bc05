/**
 * The ATS check's API: `GET /api/cv/get_cv/{uuid}/ats/?lang=` answers a reading, and
 * `POST` the same with a job ad adds which of the ad's words the CV has.
 */
import { z } from 'zod';
import { answerOf } from '@/domain/answers';
import { THEMES } from '@/domain/cv';
import { LANGUAGES } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import { plainText } from '@/domain/plain-text';
import { SECTION_KINDS } from './headings';
import { atsProblemSchema } from './problems';

export const jobAdSchema = z.object({
  job_ad: plainText({ multiline: true }).min(1, 'validation.required').max(LIMITS.jobAd),
  /** Which language version of the CV to read (its own language when absent). */
  lang: z.enum(LANGUAGES).optional(),
});
export type JobAdInput = z.input<typeof jobAdSchema>;

const keywordsSchema = z.object({
  language: z.enum(LANGUAGES),
  found: z.array(z.object({ text: z.string(), weight: z.number(), forms: z.array(z.string()) })),
  missing: z.array(z.object({ text: z.string(), weight: z.number() })),
});

export const atsReadingSchema = z.object({
  score: z.number().int().min(0).max(100),
  text: z.string(),
  sections: z.array(z.object({ kind: z.enum(SECTION_KINDS), heading: z.string() })),
  problems: z.array(atsProblemSchema),
  /** The template and language version the reading is of. */
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  keywords: keywordsSchema.optional(),
});
export type AtsReadingDto = z.output<typeof atsReadingSchema>;

export const atsAnswerSchema = answerOf(atsReadingSchema);
