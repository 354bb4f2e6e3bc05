/** A text field as the editor shows it: in place in the template, growing with its text. */
import Box from '@mui/material/Box';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { cutMessage } from '@/components/form/limit-text';
import { growSx, problemSx } from './in-place-look';
import { KIND_TYPING, type TextKind } from './text-kind';
import { useTextInput } from './use-text-input';

export interface InPlaceTextInputProps {
  /** The field's path in the CV ('experiences.0.role'), its name for finding it. */
  name: string;
  value: string;
  label: string;
  onValueChange: (value: string) => void;
  kind?: TextKind;
  max?: number;
  /** Shows "n/max" under the field. */
  counter?: boolean;
  /** Shown in the empty input instead of the label (a default heading, the main text). */
  placeholder?: string;
  /** What is wrong with the value, said under it. */
  problem?: string;
  /** What else to say under it (a translation's state), named by `id`. */
  note?: { id: string; content: ReactNode };
  /** The language the text is written in, when not the page's. */
  lang?: string;
}

/** A field's problem under it, named by `id` for its `aria-describedby`. */
export function FieldProblem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <Box component="span" id={id} sx={problemSx}>
      {text}
    </Box>
  ) : null;
}

/** Texts have no limit of their own when a template leaves it out: the schema still holds one. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export function InPlaceTextInput(props: InPlaceTextInputProps) {
  const { name, value, label, kind = 'text', max, counter, placeholder, problem, note } = props;
  const id = useId();
  const { t } = useTranslation('wizard');
  const input = useTextInput({ value, max: max ?? UNLIMITED, kind, onValue: props.onValueChange });
  const multiline = kind === 'multiline';
  const counted = Boolean(max) && counter;
  const described =
    [problem ? `${id}-problem` : null, counted ? `${id}-count` : null, note?.id ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!multiline && event.key === 'Enter') event.preventDefault();
  };
  return (
    <Box
      component="span"
      sx={{
        display: multiline ? 'block' : 'inline-block',
        maxWidth: '100%',
        verticalAlign: 'top',
      }}
    >
      <Box
        component="span"
        data-value={value || placeholder || label}
        sx={{ ...growSx, ...(multiline && { display: 'grid', width: '100%' }) }}
      >
        <textarea
          name={name}
          lang={props.lang}
          value={value}
          rows={multiline ? 2 : 1}
          // The hidden copy sets the width; a textarea's own (20 columns) would widen the cell.
          cols={1}
          aria-label={label}
          placeholder={placeholder ?? label}
          maxLength={max}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          {...KIND_TYPING[kind]}
          onChange={(event) => input.change(event.target.value)}
          onPaste={input.paste}
          onBlur={input.tidy}
          onKeyDown={keyDown}
        />
      </Box>
      <FieldProblem id={`${id}-problem`} text={problem} />
      {input.cut ? (
        <Box component="span" role="status" sx={problemSx}>
          {cutMessage(t, input.cut)}
        </Box>
      ) : null}
      {note?.content}
      {counted && max ? (
        <Box component="span" sx={{ display: 'block' }}>
          <CharCounter id={`${id}-count`} count={value.length} max={max} />
        </Box>
      ) : null}
    </Box>
  );
}
