/**
 * The one rule every free-text field shares: text a person can type, never characters that break
 * storage or display. A NUL makes PostgreSQL refuse the whole query (a 500), a lone surrogate half
 * is not Unicode (UTF-8 cannot hold it, so it would be silently changed), and control characters or
 * U+FFFE/U+FFFF are forbidden in XML (the SVG preview cards) and invisible to the reader.
 */
import { z } from 'zod';

export type UnsafeText = 'control_characters' | 'single_line';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Why `value` cannot be stored as text, or null when it can. */
export function unsafeTextReason(value: string, multiline = false): UnsafeText | null {
  let lineBreak = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === TAB || c === LF || c === CR) {
      lineBreak = true;
      continue;
    }
    // C0 controls, DEL and the C1 controls.
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return 'control_characters';
    if (c === 0xfffe || c === 0xffff) return 'control_characters';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return 'control_characters';
    } else if (c >= 0xdc00 && c <= 0xdfff) return 'control_characters';
  }
  return lineBreak && !multiline ? 'single_line' : null;
}

/**
 * Each rule built once, shared by the fields that have it: a schema is never changed (a chained
 * call returns a new one), and the CV's hundreds of fields, most alike, are built while a phone
 * reads the first screen's code.
 */
const built = new Map<string, ReturnType<typeof buildPlainText>>();

/**
 * A trimmed string that refuses what {@link unsafeTextReason} names, within `max` characters and,
 * when `required`, not empty; chain `.regex` and refinements after it. Tab and line breaks are kept
 * only in multi-line fields (a bio, a description, a message); elsewhere they are refused, except at
 * the ends, which trimming removes.
 */
export function plainText(options: { multiline?: boolean; max?: number; required?: boolean } = {}) {
  const { multiline = false, max, required = false } = options;
  const key = `${multiline}/${max}/${required}`;
  let schema = built.get(key);
  if (!schema) built.set(key, (schema = buildPlainText(multiline, max, required)));
  return schema;
}

function buildPlainText(multiline: boolean, max: number | undefined, required: boolean) {
  // Its checks in one call: each chained call copies the schema.
  return z.string().check(
    z.trim(),
    z.superRefine((value: string, ctx) => {
      const reason = unsafeTextReason(value, multiline);
      if (reason) ctx.addIssue({ code: 'custom', message: `validation.${reason}`, input: value });
    }),
    ...(max === undefined ? [] : [z.maxLength(max)]),
    ...(required ? [z.minLength(1, 'validation.required')] : []),
  );
}
