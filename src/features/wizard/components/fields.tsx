/** The wizard's text inputs: one that keeps to a length limit, and one bound to a draft field. */
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { cutMessage, cutToLimit, type CutText } from '@/components/form/limit-text';
import type { DraftCv } from '../model/draft';
import { useDraft } from '../state/draft-state';
import { useFieldError } from './step-errors';

export type LimitedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  /** Shows "n/max" under the field (spec: bio, descriptions, field of study). */
  counter?: boolean;
  /** The field in the step's checks ('email', 'links.0.url'): its message shows under it. */
  field?: string;
  /** Tidies the value when the user leaves the field (a link gets its https://). */
  tidy?: (value: string) => string;
};

/**
 * A text field that takes at most `max` characters (spec: longer input is not taken). Typing stops
 * at the limit; a longer paste is kept up to it and the field says how much was left out.
 */
export function LimitedTextField({
  value,
  onValueChange,
  max,
  counter,
  field,
  tidy,
  slotProps,
  helperText,
  onBlur,
  ...props
}: LimitedTextFieldProps) {
  const { t } = useTranslation('wizard');
  const { error, edited } = useFieldError(field);
  const [cut, setCut] = useState<CutText | null>(null);

  const change = (next: string) => {
    setCut(null);
    edited();
    onValueChange(next);
  };
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const whole = value.slice(0, start) + pasted + value.slice(end);
    if (whole.length <= max) return;
    // The browser would drop the rest without a word: we keep what fits and say what did not.
    event.preventDefault();
    const result = cutToLimit(whole, max);
    const caret = Math.min(start + pasted.length, result.value.length);
    change(result.value);
    setCut(result);
    // E-mail and URL inputs have no caret to place (their selectionStart is null).
    if (input.selectionStart !== null)
      requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };

  const notes = counter ? <CharCounter count={value.length} max={max} /> : helperText;
  return (
    <TextField
      {...props}
      value={value}
      error={Boolean(error) || props.error}
      onChange={(e) => change(e.target.value.slice(0, max))}
      onPaste={paste}
      onBlur={(e) => {
        const tidied = tidy?.(value);
        if (tidied !== undefined && tidied !== value) change(tidied);
        onBlur?.(e);
      }}
      slotProps={{ ...slotProps, htmlInput: { maxLength: max, ...slotProps?.htmlInput } }}
      helperText={
        error || cut || notes ? (
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            {error ? <span>{error}</span> : null}
            {cut ? <span role="status">{cutMessage(t, cut)}</span> : null}
            {notes}
          </Box>
        ) : undefined
      }
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
