import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

interface FormAlertProps<In extends FieldValues, Out> {
  control: Control<In, unknown, Out>;
  title?: string;
  /** A way out shown beside the message (e.g. asking for a new link). */
  action?: ReactNode;
  sx?: SxProps<Theme>;
}

/** The form's own message: what a refusal said that none of its fields can show. */
export function FormAlert<In extends FieldValues, Out>({
  control,
  title,
  action,
  sx,
}: FormAlertProps<In, Out>) {
  const { errors } = useFormState({ control });
  const message = errors.root?.form?.message;
  if (!message) return null;
  return (
    <Alert severity="error" action={action} sx={sx}>
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {message}
    </Alert>
  );
}
