/**
 * Turns zod issues into translated messages and the API's nested field-error shape; the client and
 * the server both use it, with their own translate function, so a rule reads the same everywhere.
 */
import type { z } from 'zod';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A field error tree: `{experiences: {0: {end_date: ["…"]}}}`. */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors;
}

export const NON_FIELD = 'non_field_errors';

export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  // Schemas give their own key as the message when a rule needs its own wording.
  if (issue.message?.startsWith('validation.'))
    // A copy: an object literal's type has the index signature the issue's interface lacks.
    return t(issue.message, { ...issue });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('validation.required');
      return issue.origin === 'array'
        ? t('validation.too_few', { count: Number(issue.minimum) })
        : issue.origin === 'string'
          ? t('validation.too_short', { count: Number(issue.minimum) })
          : t('validation.too_small', { minimum: issue.minimum });
    case 'too_big':
      return issue.origin === 'array'
        ? t('validation.too_many', { count: Number(issue.maximum) })
        : issue.origin === 'string'
          ? t('validation.too_long', { count: Number(issue.maximum) })
          : issue.origin === 'file'
            ? t('validation.file_too_large')
            : t('validation.too_big', { maximum: issue.maximum });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      if (issue.format === 'date') return t('validation.date');
      return t('validation.format');
    case 'invalid_value':
      return t('validation.choice');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? t('validation.required')
        : t('validation.type');
    case 'unrecognized_keys':
      return t('validation.unknown_fields', { fields: issue.keys.join(', ') });
    default:
      return t('validation.invalid');
  }
}

export function toFieldErrors(issues: readonly z.core.$ZodIssue[], t: Translate): FieldErrors {
  const tree: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String) : [NON_FIELD];
    let node: FieldErrors = tree;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const existing = node[segment];
      if (last) {
        const list = Array.isArray(existing) ? existing : [];
        if (!Array.isArray(existing) && existing)
          node[segment] = { ...existing, [NON_FIELD]: list };
        else node[segment] = list;
        list.push(issueMessage(issue, t));
      } else {
        if (!existing || Array.isArray(existing)) node[segment] = {};
        node = node[segment] as FieldErrors;
      }
    });
  }
  return tree;
}
