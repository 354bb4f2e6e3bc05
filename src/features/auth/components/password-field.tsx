import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useId, useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form';
import { LIMITS } from '@/domain/limits';

interface PasswordFieldProps<In extends FieldValues, Out> {
  control: Control<In, unknown, Out>;
  name: FieldPath<In>;
  label: string;
  /** A new password unless said otherwise (the login form's is the current one). */
  autoComplete?: 'current-password' | 'new-password';
  /** Why the password typed so far would be refused (see usePasswordProblem). */
  problem?: string;
  /** Shown while there is no problem to show. */
  hint?: string;
}

/** A password input with an eye button that shows the text while typing on a phone keyboard. */
export function PasswordField<In extends FieldValues, Out>({
  autoComplete = 'new-password',
  problem,
  hint,
  ...field
}: PasswordFieldProps<In, Out>) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  const value = String(useWatch({ control: field.control, name: field.name }) ?? '');
  // While typing, "too short" is the natural state: a problem turns red once the password is long enough.
  const showsProblem = Boolean(problem) && value.length >= LIMITS.passwordMin;
  return (
    <FormTextField
      {...field}
      id={id}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      error={showsProblem}
      helperText={problem ?? hint}
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

/** A new password ("Password" unless named otherwise): its problem as the user types, else the rule's hint. */
export function NewPasswordField<In extends FieldValues, Out>(
  props: Omit<PasswordFieldProps<In, Out>, 'autoComplete' | 'hint' | 'label'> & { label?: string },
) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      {...props}
      label={props.label ?? t('fields.password')}
      hint={t('signup_page.passwordHint', { min: LIMITS.passwordMin })}
    />
  );
}
