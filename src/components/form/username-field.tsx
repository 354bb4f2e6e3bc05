import type { FieldValues } from 'react-hook-form';
import { HostPrefix } from '@/components/host-prefix';
import { stripHostPrefix } from '@/domain/username';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type UsernameFieldProps<In extends FieldValues, Out> = Pick<
  FormTextFieldProps<In, Out>,
  'control' | 'name' | 'label' | 'helperText' | 'placeholder' | 'autoFocus' | 'fullWidth'
> & {
  /** The site's host, shown before the name as in the public address. */
  host: string;
};

/**
 * A username with the site's host before it, as in the public address. A pasted address is cut to
 * the name as soon as it is recognisable (a slash typed or pasted), not letter by letter, and again
 * when the field is left.
 */
export function UsernameField<In extends FieldValues, Out>({
  host,
  ...props
}: UsernameFieldProps<In, Out>) {
  const cut = (typed: string) => stripHostPrefix(typed, host);
  return (
    <FormTextField
      {...props}
      parse={(typed) => (typed.includes('/') ? cut(typed) : typed)}
      tidy={cut}
      autoComplete="username"
      required
      slotProps={{
        htmlInput: {
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          maxLength: 200,
        },
        input: { startAdornment: <HostPrefix host={host} /> },
      }}
    />
  );
}
