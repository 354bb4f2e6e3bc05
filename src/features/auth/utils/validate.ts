/** Runs a shared zod schema on a form and words its issues with the `common` validation texts. */
import type { z } from 'zod';
import {
  toFieldErrors,
  type FieldErrors,
  type Translate,
} from '../../../domain/validation-messages';

export type FormErrors = Partial<Record<string, string>>;

export type Validated<S extends z.ZodType> =
  { ok: true; data: z.output<S> } | { ok: false; errors: FormErrors };

function firstMessage(node: FieldErrors[string] | undefined): string | undefined {
  if (!node) return undefined;
  if (Array.isArray(node)) return node[0];
  return Object.values(node).map(firstMessage).find(Boolean);
}

export function validate<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
  t: Translate,
): Validated<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const tree = toFieldErrors(result.error.issues, (key, params) =>
    t(key, { ...params, ns: 'common' }),
  );
  const errors: FormErrors = {};
  for (const [field, node] of Object.entries(tree)) errors[field] = firstMessage(node);
  return { ok: false, errors };
}
