import PasswordIcon from '@mui/icons-material/PasswordRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { resetPasswordSchema } from '@/domain/account';
import { LIMITS } from '@/domain/limits';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { useFieldErrors } from '../hooks/use-field-errors';
import { usePasswordProblem } from '../hooks/use-password-problem';
import { failureStatus, failureText, serverFieldErrors } from '../utils/failure-text';
import type { LoginState } from '../utils/nav-state';
import { livePasswordError } from '../utils/live-password-error';
import { validate } from '../utils/validate';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.title'));
  const { uuid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, setErrors, edited } = useFieldErrors();
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const reset = useResetPassword();
  const passwordProblem = usePasswordProblem(newPassword);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { new_password: newPassword, confirm_password: confirmPassword };
    const checked = validate(resetPasswordSchema, values, t);
    const found: typeof errors = checked.ok ? {} : { ...checked.errors };
    found.new_password ??= passwordProblem;
    if (confirmPassword && newPassword !== confirmPassword)
      found.confirm_password = t('resetPassword.errorMismatch');
    if (!checked.ok || found.new_password || found.confirm_password) {
      setErrors(found);
      (found.new_password ? newRef : confirmRef).current?.focus();
      return;
    }
    setErrors({});
    reset.mutate(
      { uuid, token, ...checked.data },
      {
        onSuccess: () => {
          toast.success(t('resetPassword.success'));
          void navigate(paths.login.getHref(), {
            replace: true,
            state: { notice: 'passwordReset' } satisfies LoginState,
          });
        },
        onError: (error) => {
          console.error('Password reset failed', error);
          if (failureStatus(error) === 400) setErrors(serverFieldErrors(error));
        },
      },
    );
  };

  // Password rules the server refused show under the fields; anything else (an old link) above them.
  const refusedFields = reset.isError ? serverFieldErrors(reset.error) : {};
  const linkProblem =
    reset.isError && !refusedFields.new_password && !refusedFields.confirm_password;

  return (
    <AuthLayout
      icon={<PasswordIcon />}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={
        <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 650 }}>
          {t('forgotPasswordPage.backToLogin')}
        </Link>
      }
    >
      {linkProblem ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={paths.forgotPassword.getHref()}
              sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
            >
              {t('resetPassword.newLink')}
            </Button>
          }
        >
          {failureText(reset.error, t, t('resetPassword.errorDefault'))}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} aria-label={t('resetPassword.title')}>
        <Stack spacing={2}>
          <PasswordField
            label={t('fields.newPassword')}
            name="new_password"
            value={newPassword}
            onChange={(value) => {
              setNewPassword(value);
              edited('new_password');
            }}
            autoComplete="new-password"
            error={errors.new_password ?? livePasswordError(newPassword, passwordProblem)}
            helperText={
              passwordProblem ?? t('signup_page.passwordHint', { min: LIMITS.passwordMin })
            }
            inputRef={newRef}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            name="confirm_password"
            value={confirmPassword}
            onChange={(value) => {
              setConfirmPassword(value);
              edited('confirm_password');
            }}
            autoComplete="new-password"
            error={errors.confirm_password}
            inputRef={confirmRef}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={reset.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
