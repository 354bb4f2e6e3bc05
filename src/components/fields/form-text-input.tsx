/** A text field as a form shows it (the wizard's steps): an outlined field with its notes under it. */
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { cutMessage } from '@/components/form/limit-text';
import { textAreaLines } from './text-area-lines';
import { KIND_TYPE, KIND_TYPING, type TextKind } from './text-kind';
import { useTextInput } from './use-text-input';

export type FormTextInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  /** How it is typed; 'multiline' gives it several lines. */
  kind?: TextKind;
  /** Shows "n/max" under the field (spec: bio, descriptions, field of study). */
  counter?: boolean;
  /** What is wrong with the value, said under it. */
  problem?: string;
};

export function FormTextInput({
  value,
  onValueChange,
  max,
  kind = 'text',
  counter,
  problem,
  slotProps,
  helperText,
  onBlur,
  ...props
}: FormTextInputProps) {
  const { t } = useTranslation('wizard');
  const input = useTextInput({ value, max, kind, onValue: onValueChange });
  const notes = counter ? <CharCounter count={value.length} max={max} /> : helperText;
  const multiline = kind === 'multiline';
  return (
    <TextField
      {...props}
      type={KIND_TYPE[kind]}
      placeholder={props.placeholder ?? (kind === 'url' ? 'https://' : undefined)}
      multiline={multiline}
      value={value}
      error={Boolean(problem)}
      onChange={(e) => input.change(e.target.value)}
      onPaste={input.paste}
      onBlur={(e) => {
        input.tidy();
        onBlur?.(e);
      }}
      {...textAreaLines({
        ...props,
        multiline,
        slotProps: {
          ...slotProps,
          htmlInput: { maxLength: max, ...KIND_TYPING[kind], ...slotProps?.htmlInput },
        },
      })}
      helperText={
        problem || input.cut || notes ? (
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            {problem ? <span>{problem}</span> : null}
            {input.cut ? <span role="status">{cutMessage(t, input.cut)}</span> : null}
            {notes}
          </Box>
        ) : undefined
      }
    />
  );
}
