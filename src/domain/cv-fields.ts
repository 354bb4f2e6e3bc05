/** The field types a CV is made of: trimmed plain text within a limit, a month, a web address. */
import { z } from 'zod';
import { LIMITS } from './limits';
import { plainText } from './plain-text';

/** Dates are picked by year and month and stored as the first day of the month. */
export const MONTH_DATE = /^(\d{4})-(0[1-9]|1[0-2])-01$/;
/** A month that may be missing (null): zod's own type issue words a missing one as required. */
export const month = z.string().regex(MONTH_DATE, 'validation.date');
export const optionalMonth = month.nullable();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A uuid as it is written (any version, any case): checked before it reaches a query or a path. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * An address with a top-level domain of two or more letters, as the spec asks. Here, beside the
 * CV's fields, not with the account's rules: the CV's email field needs the pattern, and a screen
 * that shows a CV has no use for the account's schemas.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** Rows keep their id across edits; one sent without an id gets one. */
export const rowId = z
  .uuid()
  .optional()
  .transform((id) => id ?? crypto.randomUUID());

/** The one date-order rule: an end month, when there is one, is not before the start month. */
export function datesInOrder(row: { start_date: string | null; end_date: string | null }): boolean {
  return !row.start_date || !row.end_date || row.start_date <= row.end_date;
}

/** A value with something typed in it (spaces alone are nothing). */
export const filled = (value: string | null): boolean => Boolean(value?.trim());

export const text = (max: number) => plainText({ max });
/** A bio or a description: tab and line breaks allowed. */
export const multilineText = (max: number) => plainText({ multiline: true, max });
export const requiredText = (max: number) => plainText({ max, required: true });

/** True for an absolute http(s) address; anything else (javascript:, data:, junk) is no link. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A host name with at least one dot (github.com, www.esimerkki.fi), maybe a port, then the rest. */
const BARE_HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]|$)/u;

/**
 * A link as people type it: `github.com/anna` or `//github.com/anna` gets `https://` in front;
 * anything else (a full address, or text that names no host) is left for the check to judge.
 */
export function normaliseWebUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('//') && BARE_HOST.test(trimmed.slice(2))) return `https:${trimmed}`;
  return BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/**
 * Only web addresses: a `javascript:` or `data:` link can never reach a page. An address typed
 * without its scheme is stored with `https://` (the wizard, the editor and the API agree).
 */
export const webUrl = plainText()
  .overwrite(normaliseWebUrl)
  .min(1, 'validation.required')
  .max(LIMITS.url)
  .refine(isWebUrl, 'validation.url');
