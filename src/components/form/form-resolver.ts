/**
 * react-hook-form's resolver for a shared domain schema, with every message in the user's language.
 * Like @hookform/resolvers/zod, but each issue is worded by the domain's `issueMessage`: our schemas
 * carry i18n keys whose texts need the issue's own numbers, which zodResolver's messages drop.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type Translate } from '@/domain/validation-messages';

/** Where a message for the whole form lives: a schema issue without a path, or a server refusal. */
export const FORM_ERROR = 'root.form';

/** Rules the shared schema cannot hold (a lazily loaded check, a comparison worded by one screen). */
export type ExtraChecks<V> = (values: V) => Partial<Record<keyof V & string, string | undefined>>;

export function formResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  translate: Translate,
  check?: ExtraChecks<In>,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    const errors: Record<string, FieldError> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const name = issue.path.length ? issue.path.join('.') : FORM_ERROR;
      // The first message of a field is the one shown, as on the server's 'field: message'.
      errors[name] ??= { type: issue.code, message: issueMessage(issue, translate) };
    }
    for (const [name, message] of Object.entries(check?.(values) ?? {})) {
      if (typeof message === 'string' && message) errors[name] ??= { type: 'check', message };
    }
    if (result.success && Object.keys(errors).length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
