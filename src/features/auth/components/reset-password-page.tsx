import PasswordIcon from '@mui/icons-material/PasswordRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { CardPage } from '@/components/card-page';
import { showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { resetPasswordSchema } from '@/domain/account';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword, type ResetPasswordInput } from '../api/reset-password';
import { usePasswordProblem } from '../hooks/use-password-problem';
import { authWords } from '../utils/failure-words';
import type { LoginState } from '../utils/nav-state';
import { AuthForm } from './auth-form';
import { NewPasswordField, PasswordField } from './password-field';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.title'));
  const { uuid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
    check: (values) => ({
      new_password: passwordProblem,
      // Said even while the new password is refused, which keeps the schema's own check from running.
      confirm_password:
        values.confirm_password && values.new_password !== values.confirm_password
          ? t('resetPassword.errorMismatch')
          : undefined,
    }),
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const passwordProblem = usePasswordProblem(newPassword);
  const reset = useResetPassword();

  const submit = (values: Omit<ResetPasswordInput, 'uuid' | 'token'>) =>
    reset.mutate(
      { uuid, token, ...values },
      {
        onSuccess: () => {
          toast.success(t('resetPassword.success'));
          void navigate(paths.login.getHref(), {
            replace: true,
            state: { notice: 'passwordReset' } satisfies LoginState,
          });
        },
        // Password rules the server refused show under the fields; anything else (an old link) above them.
        onError: (error) =>
          showFailure(form, error, authWords(t, error, t('resetPassword.errorDefault'))),
      },
    );

  const footer = (
    <Link href={paths.login.getHref()} sx={{ fontWeight: 650 }}>
      {t('forgotPasswordPage.backToLogin')}
    </Link>
  );

  if (!uuid || !token) {
    return (
      <CardPage icon={<PasswordIcon />} title={t('resetPassword.title')} footer={footer}>
        <Stack spacing={2}>
          <Alert severity="error">{t('resetPassword.linkIncomplete')}</Alert>
          <Button variant="contained" href={paths.forgotPassword.getHref()}>
            {t('resetPassword.newLink')}
          </Button>
        </Stack>
      </CardPage>
    );
  }

  return (
    <CardPage
      icon={<PasswordIcon />}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={footer}
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        screen="reset"
        pending={reset.isPending}
        alert={
          <Button
            color="inherit"
            size="small"
            href={paths.forgotPassword.getHref()}
            sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
          >
            {t('resetPassword.newLink')}
          </Button>
        }
      >
        <NewPasswordField
          control={form.control}
          name="new_password"
          label={t('fields.newPassword')}
          problem={passwordProblem}
        />
        <PasswordField
          control={form.control}
          name="confirm_password"
          label={t('fields.confirmPassword')}
        />
      </AuthForm>
    </CardPage>
  );
}
