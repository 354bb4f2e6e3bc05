import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ChoiceToggleProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}

/** One of a few choices as joined buttons (e.g. monthly or yearly); one is always chosen. */
export function ChoiceToggle<T extends string>({
  label,
  value,
  options,
  onChange,
  sx,
}: ChoiceToggleProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      // A click on the chosen button would clear the choice: keep it instead.
      onChange={(_event, chosen: T | null) => chosen && onChange(chosen)}
      sx={sx}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
