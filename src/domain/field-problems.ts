/**
 * A failed parse of a domain schema as field problems: the path of each field and the key of its
 * message in the common texts, which the wizard and the editor word in their own places.
 */
import type { z } from 'zod';
import { issueMessage } from './validation-messages';

export interface FieldProblem {
  /** The field's path: ['first_name'], ['experiences', '0', 'end_date']; [] for the whole form. */
  path: string[];
  /** A `validation.*` key of the common texts (the server words the same issue with it). */
  key: string;
  params: Record<string, unknown>;
}

/** Every issue of a parse as a field problem, in the schema's field order. */
export function fieldProblems(
  result: { error?: { issues: readonly z.core.$ZodIssue[] } | undefined } | null,
): FieldProblem[] {
  return (result?.error?.issues ?? []).map((issue) => {
    let found: Omit<FieldProblem, 'path'> = { key: 'validation.invalid', params: {} };
    // issueMessage chooses the key and its values; this translator only records them.
    issueMessage(issue, (key, params = {}) => {
      // A rule's own key gets the whole issue as its values; what names the issue is no value.
      const { code: _code, message: _message, path: _path, input: _input, ...values } = params;
      found = { key, params: values };
      return key;
    });
    return { path: issue.path.map(String), ...found };
  });
}
