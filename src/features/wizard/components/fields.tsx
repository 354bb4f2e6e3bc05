/** The wizard's text inputs: one that keeps to a length limit, and one bound to a draft field. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CharCounter } from '@/components/char-counter';
import type { DraftCv } from '../model/draft';
import { useDraft } from '../state/draft-state';

export type LimitedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  /** Shows "n/max" under the field (spec: bio, descriptions, field of study). */
  counter?: boolean;
};

/** A text field that takes at most `max` characters; longer input is cut, as the spec says. */
export function LimitedTextField({
  value,
  onValueChange,
  max,
  counter,
  slotProps,
  ...props
}: LimitedTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onValueChange(e.target.value.slice(0, max))}
      slotProps={{ ...slotProps, htmlInput: { maxLength: max, ...slotProps?.htmlInput } }}
      helperText={counter ? <CharCounter count={value.length} max={max} /> : props.helperText}
    />
  );
}

type DraftText = { [K in keyof DraftCv]: DraftCv[K] extends string ? K : never }[keyof DraftCv];

/** A text field that reads and writes one field of the draft (every keystroke is kept). */
export function DraftTextField({
  name,
  ...props
}: { name: DraftText } & Omit<LimitedTextFieldProps, 'value' | 'onValueChange'>) {
  const { draft, update } = useDraft();
  return (
    <LimitedTextField
      name={name}
      {...props}
      value={draft?.[name] ?? ''}
      onValueChange={(value) => update({ [name]: value })}
    />
  );
}
