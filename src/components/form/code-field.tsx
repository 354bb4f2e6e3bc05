/**
 * The code from the authenticator app (or, where allowed, a recovery code) as a phone types it: the
 * account page's two-step forms, the sign-in's second step and a password reset all ask for it here.
 */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import type { ZodForm } from './use-zod-form';

export function CodeField<In extends FieldValues, Out>({
  form,
  name,
  label,
  recovery = false,
  autoComplete = 'one-time-code',
  autoFocus = false,
}: {
  form: ZodForm<In, Out>;
  name: FieldPath<In>;
  label: string;
  /** A recovery code is letters too: no number pad. */
  recovery?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{
        htmlInput: recovery
          ? { autoCapitalize: 'none', spellCheck: false, maxLength: 64 }
          : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 64 },
      }}
    />
  );
}
