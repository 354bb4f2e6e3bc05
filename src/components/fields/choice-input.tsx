/** A choice among a few values (a level, a link's type), as a form shows it and as the editor does. */
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FieldProblem } from './in-place-text-input';
import { inputLook } from './in-place-look';

export interface ChoiceOption {
  value: string;
  label: string;
  /** Shown before the label where the form has room for it (a link type's icon). */
  icon?: ReactNode;
}

export interface ChoiceInputProps {
  name?: string;
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onValueChange: (value: string) => void;
  problem?: string;
}

/** An outlined select, its options with their icons. */
export function FormChoiceInput({ minWidth, ...props }: ChoiceInputProps & { minWidth?: number }) {
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={props.value}
      error={Boolean(props.problem)}
      helperText={props.problem}
      onChange={(e) => props.onValueChange(e.target.value)}
      sx={{ minWidth: { sm: minWidth } }}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value || 'none'} value={option.value}>
          {option.icon ? <ListItemIcon sx={{ minWidth: 32 }}>{option.icon}</ListItemIcon> : null}
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The system's own select in the template's font and colour. */
export function InPlaceChoiceInput(props: ChoiceInputProps) {
  const id = useId();
  return (
    <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
      <Box
        component="select"
        name={props.name}
        value={props.value}
        aria-label={props.label}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={props.problem ? `${id}-problem` : undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => props.onValueChange(e.target.value)}
        sx={{
          ...inputLook,
          maxWidth: '100%',
          padding: '1px 2px',
          // WCAG 2.2's smallest target (Lighthouse's target-size): a finger can hit it.
          minHeight: 24,
          cursor: 'pointer',
          // The open list is drawn by the system, on its own (light) background.
          '& option': { color: '#1f2937', background: '#fff' },
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      <FieldProblem id={`${id}-problem`} text={props.problem} />
    </Box>
  );
}
