import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { ZodForm } from './use-zod-form';

interface FormProps<In extends FieldValues, Out> {
  form: ZodForm<In, Out>;
  /** Called with the schema's parsed values once every rule passes. */
  onSubmit: SubmitHandler<Out>;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
}

/**
 * The <form> of a `useZodForm` form: the browser's own checks off, ours on submit. `post`, so a form
 * sent before the app has taken over a server-drawn page never puts what was typed in an address.
 */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<In, Out>) {
  return (
    <Box component="form" method="post" noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
      {children}
    </Box>
  );
}
