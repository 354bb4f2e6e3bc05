/** A text field as a form shows it (the wizard's steps): an outlined field with its notes under it. */
import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { cutMessage } from '@/components/form/limit-text';
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

/**
 * Whether the browser sizes a text area to its text itself (CSS `field-sizing`: Chrome 123, Safari
 * 26.2). Where it does, a field of several lines is a plain text area that CSS grows; elsewhere MUI
 * grows it, measuring a hidden copy after every render of the field: a forced layout per field per
 * render, 180 ms of an application's first render at 4x CPU with its few long texts.
 */
const SIZED_BY_CSS = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/**
 * Whether this render may size text areas by CSS: never on the server, nor while the app takes
 * over a page the server drew (React renders with the server's answer then, so the markup is the
 * same, and draws again with the browser's once it has taken over).
 */
const unchanging = () => () => {};
const useSizedByCss = () =>
  useSyncExternalStore(
    unchanging,
    () => SIZED_BY_CSS,
    () => false,
  );

/** MUI's input line (InputBase's line height). */
const LINE_EM = 1.4375;

/** A text area's size between its fewest and most lines, set by CSS as the text grows. */
const linesOf = (minRows: TextFieldProps['minRows'], maxRows: TextFieldProps['maxRows']) => ({
  fieldSizing: 'content' as const,
  minHeight: `${Number(minRows ?? 1) * LINE_EM}em`,
  ...(maxRows !== undefined && { maxHeight: `${Number(maxRows) * LINE_EM}em` }),
});

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
  minRows,
  maxRows,
  ...props
}: FormTextInputProps) {
  const { t } = useTranslation('wizard');
  const input = useTextInput({ value, max, kind, onValue: onValueChange });
  const notes = counter ? <CharCounter count={value.length} max={max} /> : helperText;
  const multiline = kind === 'multiline';
  const sizedByCss = useSizedByCss() && multiline && props.rows === undefined;
  return (
    <TextField
      {...props}
      type={KIND_TYPE[kind]}
      placeholder={props.placeholder ?? (kind === 'url' ? 'https://' : undefined)}
      multiline={multiline}
      {...(sizedByCss ? { rows: Number(minRows ?? 1) } : { minRows, maxRows })}
      value={value}
      error={Boolean(problem)}
      onChange={(e) => input.change(e.target.value)}
      onPaste={input.paste}
      onBlur={(e) => {
        input.tidy();
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        // A plain text area in MUI's place (which measures it), sized by CSS (linesOf).
        ...(sizedByCss && { input: { inputComponent: 'textarea', ...slotProps?.input } }),
        htmlInput: {
          maxLength: max,
          ...KIND_TYPING[kind],
          ...(sizedByCss && { style: linesOf(minRows, maxRows) }),
          ...slotProps?.htmlInput,
        },
      }}
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
