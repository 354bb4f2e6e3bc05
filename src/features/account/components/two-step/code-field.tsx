/** The code from the authenticator app (or, where allowed, a recovery code) as a phone types it. */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type ZodForm } from '@/components/form';

export function CodeField<In extends FieldValues, Out>({
  form,
  name,
  label,
  recovery = false,
}: {
  form: ZodForm<In, Out>;
  name: FieldPath<In>;
  label: string;
  /** A recovery code is letters too: no number pad. */
  recovery?: boolean;
}) {
  return (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      autoComplete="one-time-code"
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
