import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  Form,
  FormAlert,
  FormTextField,
  showFailure,
  SubmitButton,
  useZodForm,
} from '@/components/form';
import { changePasswordSchema } from '@/domain/account-changes';
import { LIMITS } from '@/domain/limits';
import { useChangePassword, type ChangePasswordInput } from '../api/account-changes';
import { accountWords } from './account-words';

/**
 * The current password and a new one; an account with only Google or Facebook sets its first
 * password without a current one. Other devices are signed out, this one stays.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { current_password: '', new_password: '' },
    check: (values) => ({
      current_password:
        hasPassword && !values.current_password ? t('passwordChange.currentRequired') : undefined,
    }),
  });
  const change = useChangePassword();

  const submit = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(hasPassword ? t('passwordChange.done') : t('passwordChange.setDone'));
      },
      onError: (error) => showFailure(form, error, accountWords(t, t('passwordChange.failed'))),
    });

  return (
    <Form form={form} onSubmit={submit} aria-label={t('passwordChange.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {hasPassword ? t('passwordChange.text') : t('passwordChange.setText')}
        </Typography>
        <FormAlert control={form.control} />
        {hasPassword ? (
          <FormTextField
            control={form.control}
            name="current_password"
            type="password"
            label={t('passwordChange.current')}
            autoComplete="current-password"
            required
            fullWidth
          />
        ) : null}
        <FormTextField
          control={form.control}
          name="new_password"
          type="password"
          label={t('passwordChange.new')}
          autoComplete="new-password"
          helperText={t('passwordChange.hint', { min: LIMITS.passwordMin })}
          required
          fullWidth
        />
        <SubmitButton loading={change.isPending} sx={{ alignSelf: 'flex-start' }} fullWidth={false}>
          {hasPassword ? t('passwordChange.submit') : t('passwordChange.setSubmit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}
