/**
 * What the check can find wrong, each with how much it costs the score. A problem's code names its
 * text in locales (ats:problems.<code>); its other fields fill that text in.
 */
import { z } from 'zod';
import { THEMES } from '@/domain/cv';

/** Each problem as the API answers it; the type is derived from it, so the two cannot part. */
export const atsProblemSchema = z.discriminatedUnion('code', [
  /** No text at all: the PDF is pictures (a scan, or text turned into shapes). */
  z.object({ code: z.literal('no_text') }),
  z.object({ code: z.literal('no_email') }),
  z.object({ code: z.literal('no_phone') }),
  /** The owner's name is not among the first lines (drawn as an image, or missing). */
  z.object({ code: z.literal('no_name') }),
  z.object({
    code: z.literal('missing_section'),
    section: z.enum(['experience', 'education', 'skills']),
  }),
  z.object({ code: z.literal('unknown_heading'), heading: z.string() }),
  z.object({ code: z.literal('spaced_letters'), text: z.string() }),
  /** A job (an entry under Experience) without any date a parser can read. */
  z.object({ code: z.literal('job_without_dates'), job: z.string() }),
  z.object({ code: z.literal('unreadable_date'), date: z.string() }),
  z.object({ code: z.literal('columns_interleave'), rows: z.number() }),
  z.object({ code: z.literal('long_description'), words: z.number(), start: z.string() }),
  z.object({ code: z.literal('no_language') }),
  /** Advice, at no cost: templates whose text a parser reads better. */
  z.object({ code: z.literal('template_reads_worse'), best: z.array(z.enum(THEMES)) }),
]);

export type AtsProblem = z.output<typeof atsProblemSchema>;

export type AtsProblemCode = AtsProblem['code'];

/** A problem that costs its points once, however often it is found. */
const once = (points: number) => ({ each: points, most: points });
/** A problem that costs `each` points every time it is found, up to `times` times. */
const upTo = (times: number, each: number) => ({ each, most: each * times });

/** Points off the score for each problem, and at most for each code together. */
export const PROBLEM_COST: Record<AtsProblemCode, { each: number; most: number }> = {
  no_text: once(100),
  no_email: once(15),
  no_phone: once(10),
  no_name: once(10),
  missing_section: upTo(2, 10),
  unknown_heading: upTo(3, 5),
  spaced_letters: upTo(3, 5),
  job_without_dates: upTo(3, 5),
  unreadable_date: upTo(3, 3),
  columns_interleave: once(10),
  long_description: upTo(3, 3),
  no_language: once(5),
  template_reads_worse: once(0),
};

/** 100 less what the problems cost, never below 0. */
export function atsScore(problems: readonly AtsProblem[]): number {
  const cost = new Map<AtsProblemCode, number>();
  for (const problem of problems) {
    const { each, most } = PROBLEM_COST[problem.code];
    cost.set(problem.code, Math.min(most, (cost.get(problem.code) ?? 0) + each));
  }
  return Math.max(0, 100 - [...cost.values()].reduce((sum, points) => sum + points, 0));
}
