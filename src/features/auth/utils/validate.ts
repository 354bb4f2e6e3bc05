/** Runs a shared zod schema on a form and words its issues with the `common` validation texts. */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '@/domain/validation-messages';
import { runtimeKeys } from '@/lib/translate';

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
  t: TFunction<'auth'>,
): Validated<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const tree = toFieldErrors(result.error.issues, runtimeKeys(t, 'common'));
  const errors: FormErrors = {};
  for (const [field, node] of Object.entries(tree)) errors[field] = firstMessage(node);
  return { ok: false, errors };
}
