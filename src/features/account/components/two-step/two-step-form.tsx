/** One step of two-step sign-in on the account page: a few fields, its button, and Cancel. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, FormAlert, showFailure, SubmitButton, type ZodForm } from '@/components/form';
import { accountWords } from '../account-words';

interface TwoStepFormProps<In extends FieldValues, Out, Answer> {
  form: ZodForm<In, Out>;
  send: UseMutationResult<Answer, Error, Out>;
  onDone: (answer: Answer) => void;
  onCancel?: () => void;
  title: string;
  text?: ReactNode;
  submitLabel: string;
  children?: ReactNode;
}

export function TwoStepForm<In extends FieldValues, Out, Answer>({
  form,
  send,
  onDone,
  onCancel,
  title,
  text,
  submitLabel,
  children,
}: TwoStepFormProps<In, Out, Answer>) {
  const { t } = useTranslation('account');
  const submit = (values: Out) =>
    send.mutate(values, {
      onSuccess: onDone,
      onError: (error) => showFailure(form, error, accountWords(t, t('twoStep.failed'))),
    });
  return (
    <Form form={form} onSubmit={submit} aria-label={title}>
      <Stack spacing={2}>
        {text ? <Typography color="text.secondary">{text}</Typography> : null}
        <FormAlert control={form.control} />
        {children}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SubmitButton loading={send.isPending} fullWidth={false}>
            {submitLabel}
          </SubmitButton>
          {onCancel ? (
            <Button onClick={onCancel} disabled={send.isPending} sx={{ minHeight: 44 }}>
              {t('twoStep.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Form>
  );
}
