/**
 * Text cut to a field's limit, and what was left out: a pasted text longer than the limit is kept
 * up to it, and the user is told how much did not fit instead of losing it silently.
 */
import type { TFunction } from 'i18next';

export interface CutText {
  value: string;
  /** Characters kept, and left out (0 when it all fit). */
  kept: number;
  left: number;
}

/** The first `max` characters (UTF-16 units, as the schemas count), never half an emoji. */
export function cutToLimit(text: string, max: number): CutText {
  if (text.length <= max) return { value: text, kept: text.length, left: 0 };
  let end = max;
  // A surrogate pair split at the limit would leave a broken character that cannot be stored.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  const value = text.slice(0, end);
  return { value, kept: value.length, left: text.length - value.length };
}

/** "120 characters kept, 37 left out", in the user's language. */
export function cutMessage(t: TFunction<'wizard'>, cut: Pick<CutText, 'kept' | 'left'>): string {
  return t('fields.cut', { kept: cut.kept, count: cut.left });
}
