/**
 * A field of a stored document that is saved when the owner leaves it (or, for a choice, at once):
 * what is typed stays on screen while it is checked; a value the rule refuses is said under the
 * field and kept there, never saved and never lost. A change that arrives from elsewhere (the
 * sync, another device) shows unless the owner is typing in the field.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextInput } from '@/components/fields';
import type { TextKind } from '@/components/fields/text-kind';
import { issueMessage } from '@/domain/validation-messages';
import { runtimeKeys } from '@/lib/translate';

interface Props<T> {
  label: string;
  value: T;
  /** The field's rule: what is saved is what it makes of the text. */
  rule: z.ZodType<T>;
  onCommit: (value: T) => void;
  helperText?: string;
}

/** What was typed, while the owner is in the field or it was refused. */
function useTyped<T>(value: T, rule: z.ZodType<T>, onCommit: (value: T) => void) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const commit = (text: string, asValue: (text: string) => unknown) => {
    const checked = rule.safeParse(asValue(text));
    if (!checked.success) {
      setProblem(issueMessage(checked.error.issues[0]!, runtimeKeys(t, 'common')));
      return;
    }
    setProblem(undefined);
    setTyped(null);
    if (checked.data !== value) onCommit(checked.data);
  };
  return { typed, setTyped, problem, commit };
}

export function CommittedText({
  label,
  value,
  rule,
  onCommit,
  helperText,
  max,
  kind = 'text',
  ...props
}: Props<string> & { max: number; kind?: TextKind } & Pick<
    TextFieldProps,
    'minRows' | 'maxRows' | 'required'
  >) {
  const field = useTyped(value, rule, onCommit);
  return (
    <FormTextInput
      {...props}
      label={label}
      value={field.typed ?? value}
      onValueChange={field.setTyped}
      onBlur={() => field.typed !== null && field.commit(field.typed, (text) => text)}
      max={max}
      kind={kind}
      helperText={helperText}
      problem={field.problem}
    />
  );
}

/** A calendar day, picked with the phone's own date picker; empty is none. */
export function CommittedDay({ label, value, rule, onCommit, helperText }: Props<string | null>) {
  const field = useTyped(value, rule, onCommit);
  return (
    <TextField
      type="date"
      label={label}
      value={field.typed ?? value ?? ''}
      onChange={(e) => {
        field.setTyped(e.target.value);
        // A picked (whole) date is saved at once; a half-typed one waits for the owner to leave.
        if (e.target.value === '' || /^\d{4}-\d{2}-\d{2}$/.test(e.target.value))
          field.commit(e.target.value, (text) => text || null);
      }}
      onBlur={() => field.typed !== null && field.commit(field.typed, (text) => text || null)}
      error={Boolean(field.problem)}
      helperText={field.problem ?? helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
