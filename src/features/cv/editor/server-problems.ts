/** A 400 of edit_cv read field by field, so its messages show at the fields the user sees. */
import { NON_FIELD } from '@/domain/validation-messages';
import type { FieldMark } from './use-cv-editor';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every message of an error tree ({ experiences: { 0: { end_date: ['…'] } } }) with its path; the
 * messages that name no field (`non_field_errors`, `detail`) come with an empty path.
 */
export function serverMarks(body: unknown): FieldMark[] {
  const marks: FieldMark[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') marks.push({ path, message: value });
    else if (Array.isArray(value))
      value.forEach((item, i) =>
        walk(item, typeof item === 'string' ? path : [...path, String(i)]),
      );
    else if (isRecord(value))
      for (const [key, child] of Object.entries(value)) {
        if (key === 'error_code' || key === 'code') continue;
        walk(child, key === NON_FIELD || key === 'detail' ? path : [...path, key]);
      }
  };
  walk(body, []);
  return marks;
}
