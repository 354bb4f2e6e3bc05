import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Form, FormAlert, showFailure, SubmitButton, type ZodForm } from '@/components/form';
import { accountWords } from './account-words';

interface AccountFormProps<In extends FieldValues, Out, Answer> {
  form: ZodForm<In, Out>;
  /** The call the form makes with its checked values. */
  send: UseMutationResult<Answer, Error, Out>;
  /** What the toast says once the call succeeded (and anything else that follows it). */
  done: (answer: Answer, values: Out) => string;
  /** What a failure the server did not word says. */
  failed: string;
  /** The form's name for a screen reader (its section's heading). */
  title: string;
  /** What the change does, above the fields. */
  text: ReactNode;
  /** Shown between the text and the fields (e.g. where a link was sent). */
  notice?: ReactNode;
  submitLabel: string;
  children: ReactNode;
}

/**
 * One section of the account page: what it does, the form's message, its fields, its button. A
 * success empties the form and says so; a failure lands on its fields or above them.
 */
export function AccountForm<In extends FieldValues, Out, Answer>({
  form,
  send,
  done,
  failed,
  title,
  text,
  notice,
  submitLabel,
  children,
}: AccountFormProps<In, Out, Answer>) {
  const { t } = useTranslation('account');
  const submit = (values: Out) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        toast.success(done(answer, values));
      },
      onError: (error) => showFailure(form, error, accountWords(t, failed)),
    });
  return (
    <Form form={form} onSubmit={submit} aria-label={title}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{text}</Typography>
        {notice}
        <FormAlert control={form.control} />
        {children}
        <SubmitButton loading={send.isPending} sx={{ alignSelf: 'flex-start' }} fullWidth={false}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
