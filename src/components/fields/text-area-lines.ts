/**
 * A field of several lines grows with its text. Where the browser sizes a text area to its text
 * itself (CSS `field-sizing`: Chrome 123, Safari 26.2), it is a plain text area that CSS grows;
 * elsewhere MUI grows it, measuring a hidden copy after every render of the field: a forced layout
 * per field per render, 180 ms of an application's first render at 4x CPU with its few long texts.
 */
import type { TextFieldProps } from '@mui/material/TextField';

const SIZED_BY_CSS = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** MUI's input line (InputBase's line height). */
const LINE_EM = 1.4375;

type Lines = Pick<TextFieldProps, 'minRows' | 'maxRows' | 'rows' | 'slotProps'>;

/** A TextField's lines (`minRows` to `maxRows`, or `rows`), as this browser best grows them. */
export function textAreaLines({
  multiline,
  minRows,
  maxRows,
  rows,
  slotProps,
}: Lines & Pick<TextFieldProps, 'multiline'>): Lines {
  if (!multiline || !SIZED_BY_CSS || rows !== undefined)
    return { minRows, maxRows, rows, slotProps };
  return {
    // MUI's text area only if it measures it (a plain one for its rows otherwise).
    rows: Number(minRows ?? 1),
    slotProps: {
      ...slotProps,
      input: { inputComponent: 'textarea', ...slotProps?.input },
      htmlInput: {
        style: {
          fieldSizing: 'content',
          minHeight: `${Number(minRows ?? 1) * LINE_EM}em`,
          ...(maxRows !== undefined && { maxHeight: `${Number(maxRows) * LINE_EM}em` }),
        },
        ...slotProps?.htmlInput,
      },
    },
  };
}
