import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  EmailField,
  Form,
  FormAlert,
  FormTextField,
  showFailure,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { changeEmailSchema } from '@/domain/account-changes';
import { useRequestEmailChange, type ChangeEmailInput } from '../api/account-changes';
import { accountWords } from './account-words';

/** A new address, and the password when the account has one; the change waits for its link. */
export function ChangeEmailForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const form = useZodForm(changeEmailSchema, {
    defaultValues: { email: '', password: '' },
    check: (values) => ({
      password: hasPassword && !values.password ? t('passwordChange.currentRequired') : undefined,
    }),
  });
  const request = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (values: ChangeEmailInput) =>
    request.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        form.reset();
        toast.success(t('emailChange.sent'));
      },
      onError: (error) => showFailure(form, error, accountWords(t, t('emailChange.failed'))),
    });

  return (
    <Form form={form} onSubmit={submit} aria-label={t('emailChange.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('emailChange.text')}</Typography>
        {sentTo ? (
          <Alert severity="info" role="status">
            {t('emailChange.sentTo', { email: sentTo })}
          </Alert>
        ) : null}
        <FormAlert control={form.control} />
        <EmailField control={form.control} name="email" label={t('emailChange.new')} />
        {hasPassword ? (
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('emailChange.password')}
            autoComplete="current-password"
            required
            fullWidth
          />
        ) : null}
        <SubmitButton
          loading={request.isPending}
          sx={{ alignSelf: 'flex-start' }}
          fullWidth={false}
        >
          {t('emailChange.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
