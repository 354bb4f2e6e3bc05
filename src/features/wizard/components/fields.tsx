/** The wizard's text inputs: the shared field with the step's checks, and one bound to a draft field. */
import { FormTextInput, type FormTextInputProps } from '@/components/fields';
import type { DraftCv } from '../model/draft';
import { useDraft } from '../state/draft-state';
import { useFieldError } from './step-errors';

export type LimitedTextFieldProps = Omit<FormTextInputProps, 'problem'> & {
  /** The field in the step's checks ('email', 'links.0.url'): its message shows under it. */
  field?: string;
};

/**
 * A text field that takes at most `max` characters (spec: longer input is not taken), says the
 * step's message for its field, and clears it once the field is changed.
 */
export function LimitedTextField({ field, onValueChange, ...props }: LimitedTextFieldProps) {
  const { error, edited } = useFieldError(field);
  return (
    <FormTextInput
      {...props}
      problem={error}
      onValueChange={(value) => {
        edited();
        onValueChange(value);
      }}
    />
  );
}

type DraftText = { [K in keyof DraftCv]-?: DraftCv[K] extends string ? K : never }[keyof DraftCv];

/** A text field that reads and writes one field of the draft (every keystroke is kept). */
export function DraftTextField({
  name,
  ...props
}: { name: DraftText } & Omit<LimitedTextFieldProps, 'value' | 'onValueChange'>) {
  const { draft, update } = useDraft();
  return (
    <LimitedTextField
      name={name}
      field={name}
      {...props}
      value={draft?.[name] ?? ''}
      onValueChange={(value) => update({ [name]: value })}
    />
  );
}
