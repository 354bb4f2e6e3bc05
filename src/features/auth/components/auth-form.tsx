import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormAlert, SubmitButton, type ZodForm } from '@/components/form';

/** Each account form's accessible name and button text. */
const TEXTS = {
  login: { label: 'login.formLabel', submit: 'login.submit' },
  register: { label: 'signup_page.formLabel', submit: 'signup_page.submit' },
  forgot: { label: 'forgotPasswordPage.title', submit: 'forgotPasswordPage.submit' },
  reset: { label: 'resetPassword.title', submit: 'resetPassword.submit' },
  secondStep: { label: 'secondStep.title', submit: 'secondStep.submit' },
  verify: { label: 'emailCheck.passwordTitle', submit: 'emailCheck.passwordSubmit' },
} as const;

interface AuthFormProps<In extends FieldValues, Out> {
  form: ZodForm<In, Out>;
  onSubmit: SubmitHandler<Out>;
  screen: keyof typeof TEXTS;
  pending: boolean;
  /** Shows what a refusal said that no field can show; screens that toast it leave this off. */
  alert?: boolean | ReactNode;
  /** Below the fields, above the button (e.g. the "Forgot password?" link). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The fields and the full-width button every account screen's form has. */
export function AuthForm<In extends FieldValues, Out>({
  form,
  onSubmit,
  screen,
  pending,
  alert = false,
  extra,
  children,
}: AuthFormProps<In, Out>) {
  const { t } = useTranslation('auth');
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t(TEXTS[screen].label)}>
      <Stack spacing={2}>
        {alert ? (
          <FormAlert control={form.control} action={alert === true ? undefined : alert} />
        ) : null}
        {children}
        {extra}
        <SubmitButton loading={pending}>{t(TEXTS[screen].submit)}</SubmitButton>
      </Stack>
    </Form>
  );
}
