import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, error, inputRef, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="email"
      autoFocus={autoFocus}
      required
      error={Boolean(error)}
      helperText={error}
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          inputMode: 'email',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
        },
      }}
    />
  );
}
