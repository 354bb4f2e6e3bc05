/** The inputs of one list row (an experience, a skill…), drawn from a description of its fields. */
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import LinkIcon from '@mui/icons-material/Link';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthPicker } from '@/components/month-picker';
import { FormChoiceInput, type ChoiceOption } from '@/components/fields';
import { countsCharacters, textKindOf, type SectionField, type TextKind } from '@/domain/sections';
import { runtimeKeys } from '@/lib/translate';
import { LimitedTextField } from './fields';
import { StepErrorsContext } from './step-errors';

type TextKey<R> = { [K in keyof R]-?: R[K] extends string ? K : never }[keyof R] & string;

/**
 * One input of a row, labelled by the step's text `{texts}.{name}` (with the entry's number `n`):
 * a text (a web address when `url` gives its icon), a choice among `choices`, one month, or the
 * start and end months (`{texts}.start`, `{texts}.end`).
 */
export type RowField<R> =
  | {
      name: TextKey<R>;
      max: number;
      kind: TextKind;
      counter?: boolean;
      /** Shown in front of a web address (its link type's icon). */
      icon?: ReactNode;
    }
  | {
      name: TextKey<R>;
      choices: readonly ChoiceOption[];
      minWidth: number;
    }
  | { month: TextKey<R> }
  | { dates: true };

export type RowChange = Record<string, string | null>;

interface RowFieldsProps<R> {
  row: R;
  /** The step's section of the wizard texts. */
  texts: string;
  n: number;
  /** The row's place in the step's checks ('experiences.0'); a field's message is found under it. */
  field: string;
  /** Side by side on wider screens (skills, links); otherwise one under another. */
  dense?: boolean;
  fields: Array<RowField<R>>;
  onChange: (change: RowChange) => void;
}

export function RowFields<R extends Record<string, unknown>>(props: RowFieldsProps<R>) {
  const { t } = useTranslation('wizard');
  const errors = useContext(StepErrorsContext);
  const key = (name: string) => `${props.field}.${name}`;
  const change = (name: string, value: string | null) => {
    errors.edited(key(name));
    props.onChange({ [name]: value });
  };
  const label = (name: string) => runtimeKeys(t)(`${props.texts}.${name}`, { n: props.n });
  const read = (name: string) => {
    const value = props.row[name];
    return typeof value === 'string' ? value : null;
  };
  /** A text or a choice of the row: its label and value. */
  const shown = (name: string) => ({ label: label(name), value: read(name) ?? '' });
  /** A month of the row, labelled `{texts}.{text}`; 'short' where two sit side by side. */
  const month = (name: string, text: string, style?: 'short') => (
    <MonthPicker
      key={name}
      monthStyle={style}
      label={label(text)}
      value={read(name)}
      error={errors.errorOf(key(name))}
      onChange={(value) => change(name, value)}
    />
  );
  return (
    <Stack direction={props.dense ? { xs: 'column', sm: 'row' } : 'column'} spacing={1.5}>
      {props.fields.map((field) => {
        if ('dates' in field)
          return (
            <Box key="dates" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
              {/* Side by side on a phone: 'maalis 2022', as 'maaliskuu 2022' would be cut. */}
              {(['start', 'end'] as const).map((end) => month(`${end}_date`, end, 'short'))}
            </Box>
          );
        if ('month' in field) return month(field.month, field.month);
        if ('choices' in field)
          return (
            <FormChoiceInput
              key={field.name}
              {...shown(field.name)}
              options={field.choices}
              problem={errors.errorOf(key(field.name))}
              onValueChange={(value) => change(field.name, value)}
              minWidth={field.minWidth}
            />
          );
        return (
          <LimitedTextField
            key={field.name}
            {...shown(field.name)}
            max={field.max}
            kind={field.kind}
            counter={field.counter}
            field={key(field.name)}
            minRows={field.kind === 'multiline' ? 2 : undefined}
            onValueChange={(value) => props.onChange({ [field.name]: value })}
            slotProps={
              field.icon
                ? {
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">{field.icon}</InputAdornment>
                      ),
                    },
                  }
                : undefined
            }
          />
        );
      })}
    </Stack>
  );
}

/** A field of the row's own: the row has it, so the section model names it rightly. */
function isFieldOf<R extends object>(row: R, name: string): name is TextKey<R> {
  return name in row;
}

/** A choice's words as the wizard shows them, and an icon where it has one. */
export interface ChoiceLook {
  label: string;
  icon?: ReactNode;
}

/** How a list shows its fields beyond what its section says (a choice's words, a link's icon). */
export interface RowLook {
  choice: (field: string, value: string) => ChoiceLook;
  /** The web address's icon in front of it; a plain link icon unless given. */
  urlIcon?: ReactNode;
}

/**
 * A row's inputs as its section describes its fields (src/domain/section-types.ts), in their order:
 * the start and end months side by side, a long text with its counter, a web address with its
 * https:// added.
 */
export function sectionRowFields<R extends object>(
  row: R,
  fields: readonly SectionField[],
  look: RowLook,
): Array<RowField<R>> {
  return fields.flatMap((field): Array<RowField<R>> => {
    const { name } = field;
    if (!isFieldOf(row, name) || field.role === 'end') return [];
    if (field.role === 'start') return [{ dates: true }];
    if (field.kind === 'month') return [{ month: name }];
    if (field.kind === 'choice') {
      const choices = (field.choices ?? []).map((value) => ({
        value,
        ...look.choice(name, value),
      }));
      return [{ name, choices, minWidth: 200 }];
    }
    const kind = textKindOf(field);
    const icon = kind === 'url' ? (look.urlIcon ?? <LinkIcon fontSize="small" />) : undefined;
    return [{ name, max: field.max ?? 0, kind, counter: countsCharacters(field), icon }];
  });
}
