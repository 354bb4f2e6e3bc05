/** How an import makes a file's values storable: text within its limit, months, web addresses. */
import { MONTH_DATE, isWebUrl, normaliseWebUrl } from '@/domain/cv-fields';
import { LIMITS } from '@/domain/limits';
import type { LeftOut, RowList } from './left-out';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;

/** A month as we store it, from any JSON Resume date (2017, 2017-08, 2017-08-15). */
export function toMonth(value: string): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2] ?? '01'}-01`;
  return MONTH_DATE.test(date) ? date : null;
}

/** True when any of the values has text: a row of none is no row. */
export const filled = (...values: string[]) => values.some((v) => v.trim());

/** A summary and its highlights as one description, the highlights as bullets. */
export const withHighlights = (summary: string, highlights: string[]) =>
  [summary, ...highlights.filter((h) => h.trim()).map((h) => `• ${h}`)].filter(Boolean).join('\n');

/** Plain text as a field stores it: no control characters, one line unless `multiline`, trimmed. */
function clean(value: string, multiline: boolean): string {
  const kept = value.replace(CONTROL, '');
  return (multiline ? kept : kept.replace(/\s*[\r\n]+\s*/g, ' ')).trim();
}

/** Readers that fit a file's values to our fields, each listing in `leftOut` what it could not keep. */
export function fieldReaders(leftOut: LeftOut[]) {
  /**
   * Text within `max` (the check counts UTF-16 units, so an emoji is two; only whole characters
   * are kept); a cut is listed. `section` names the owner's section the field is in.
   */
  const fit = (field: string, value: string, max: number, multiline = false, section?: string) => {
    const text = clean(value, multiline);
    if (text.length <= max) return text;
    const chars = [...text];
    let kept = '';
    let count = 0;
    for (const char of chars) {
      if (kept.length + char.length > max) break;
      kept += char;
      count++;
    }
    leftOut.push({
      kind: 'cut',
      field,
      kept: count,
      dropped: chars.length - count,
      ...(section !== undefined && { section }),
    });
    return kept.trim();
  };

  /** A web address as the CV stores it, or '' (listed) when it is none. */
  const webAddress = (field: string, value: string, section?: string) => {
    const url = normaliseWebUrl(clean(value, false));
    if (!url || (url.length <= LIMITS.url && isWebUrl(url))) return url;
    leftOut.push({ kind: 'url', field, url, ...(section !== undefined && { section }) });
    return '';
  };

  /** The first `max` rows; how many more there were is listed. */
  const take = <T>(rows: T[], max: number, list: RowList) => {
    if (rows.length > max) leftOut.push({ kind: 'rows', list, count: rows.length - max });
    return rows.slice(0, max);
  };

  return { fit, webAddress, take };
}
