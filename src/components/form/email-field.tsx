import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type EmailFieldProps<In extends FieldValues, Out> = Pick<
  FormTextFieldProps<In, Out>,
  'control' | 'name' | 'label' | 'autoFocus' | 'sx'
> & {
  maxLength?: number;
  /** The id of a note about the address (what it is used for). */
  describedBy?: string;
  /** `email` unless the field is also a sign-in's user name (with passkeys: `username webauthn`). */
  autoComplete?: string;
};

/** An e-mail address field: the phone's e-mail keyboard, no capitals or corrections. */
export function EmailField<In extends FieldValues, Out>({
  maxLength,
  describedBy,
  autoComplete = 'email',
  ...props
}: EmailFieldProps<In, Out>) {
  return (
    <FormTextField
      {...props}
      type="email"
      autoComplete={autoComplete}
      required
      slotProps={{
        htmlInput: {
          maxLength,
          inputMode: 'email',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          'aria-describedby': describedBy,
        },
      }}
    />
  );
}
