import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { readFailure, type Failure, type FailureWords } from '@/lib/api-errors';
import { FORM_ERROR } from './form-resolver';

type FormMethods<In extends FieldValues> = Pick<UseFormReturn<In>, 'getValues' | 'setError'>;

/**
 * Shows a failed call on its form: a 400's messages under the fields they name (the first one
 * focused), and what no field can show as the form's message. Returns the failure, worded.
 */
export function showFailure<In extends FieldValues>(
  form: FormMethods<In>,
  error: unknown,
  words: FailureWords,
): Failure<FieldPath<In>> {
  const fields = Object.keys(form.getValues()) as FieldPath<In>[];
  const failure = readFailure(error, words, fields);
  let first = true;
  for (const name of fields) {
    const message = failure.fields[name];
    if (!message) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  if (failure.formText) form.setError(FORM_ERROR, { type: 'server', message: failure.formText });
  return failure;
}
