/** One of a few choices as a labelled group of radio buttons; none is chosen while `value` is ''. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

interface ChoiceRadiosProps<T extends string> {
  /** The group's label, shown above it and naming it. */
  label: string;
  value: T | '';
  /** `look`: how an option's label is drawn (a typeface's name in that typeface). */
  options: ReadonlyArray<{ value: T; label: string; look?: SxProps<Theme> }>;
  onChange: (value: T) => void;
  /** Side by side where they fit (short labels), else one under another. */
  row?: boolean;
  sx?: SxProps<Theme>;
  labelSx?: SxProps<Theme>;
}

export function ChoiceRadios<T extends string>({
  label,
  value,
  options,
  onChange,
  row = false,
  sx,
  labelSx,
}: ChoiceRadiosProps<T>) {
  const labelId = useId();
  return (
    <FormControl sx={sx}>
      <FormLabel id={labelId} sx={labelSx}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            slotProps={option.look ? { typography: { sx: option.look } } : undefined}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
