import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<In extends FieldValues, Out> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<In, unknown, Out>;
  name: FieldPath<In>;
  /** Rewrites what is typed before it is kept (e.g. a pasted address cut to the name). */
  parse?: (typed: string) => string;
  /** Rewrites the value when the field is left (e.g. a name cut out of an address). */
  tidy?: (typed: string) => string;
  onBlur?: () => void;
};

/**
 * An MUI TextField bound to one field of a `useZodForm` form: its label, its value, and its message
 * in red under it (else `helperText`), focused first when the form is refused.
 */
export function FormTextField<In extends FieldValues, Out>({
  control,
  name,
  parse,
  tidy,
  onBlur,
  error,
  helperText,
  ...props
}: FormTextFieldProps<In, Out>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={() => {
        if (tidy && typeof field.value === 'string') field.onChange(tidy(field.value));
        field.onBlur();
        onBlur?.();
      }}
      inputRef={field.ref}
      error={Boolean(message) || error}
      helperText={message ?? helperText}
    />
  );
}
