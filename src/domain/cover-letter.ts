/**
 * A cover letter, one per job application: written by the owner in English or Finnish, printed in
 * the design of the CV the application's version is made of (a header with the person's details,
 * the date in the language's form, the company and role, the greeting, the body, the closing and
 * the name). Nothing of it is written for the owner: the guide beside it only offers what the
 * owner picks (the language's usual greetings and closings, the ad's words their CV backs).
 */
import { z } from 'zod';
import { multilineText, text } from './cv-fields';
import { LANGUAGES, type Language } from './languages';
import { LIMITS } from './limits';

export const coverLetterSchema = z.strictObject({
  language: z.enum(LANGUAGES),
  greeting: text(LIMITS.letterLine),
  body: multilineText(LIMITS.letterBody),
  closing: text(LIMITS.letterLine),
});
export type CoverLetter = z.output<typeof coverLetterSchema>;

/** A letter not yet written, in the CV's language. */
export const emptyLetter = (language: Language): CoverLetter => ({
  language,
  greeting: '',
  body: '',
  closing: '',
});

/** Whether the owner has written any of the letter (an application kept from before has none). */
export function isLetterWritten(letter: CoverLetter | null | undefined): letter is CoverLetter {
  if (!letter) return false;
  return [letter.greeting, letter.body, letter.closing].some((t) => t.trim() !== '');
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day (YYYY-MM-DD) as a letter in the language dates it: "1 December 2026", "1.12.2026". */
export function letterDate(day: string, language: Language): string {
  const [year = '', month = '', date = ''] = day.split('-');
  const d = Number(date);
  const m = Number(month);
  return language === 'fi' ? `${d}.${m}.${year}` : `${d} ${EN_MONTHS[m - 1] ?? ''} ${year}`;
}

/** The body's paragraphs: blocks of text between blank lines, each line kept. */
export const letterParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

export const wordCount = (body: string): number => body.split(/\s+/u).filter(Boolean).length;

/** How much of one page the body fills (1 = a full page; over 1 runs onto a second). */
export const pageShare = (body: string): number => wordCount(body) / LIMITS.letterPageWords;
