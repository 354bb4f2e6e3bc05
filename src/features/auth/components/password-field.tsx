import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with an eye button that shows the text while typing on a phone keyboard. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  error,
  helperText,
  inputRef,
}: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required
      error={Boolean(error)}
      helperText={error ?? helperText}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        // Rules the password breaks are read out as they change while typing.
        formHelperText: { 'aria-live': 'polite' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
                aria-controls={id}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the focus (and the phone keyboard) in the input.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
