import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@/lib/toast';
import { EmailField, showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { loginSchema } from '@/domain/account';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin, type LoginInput } from '../api/login';
import { asksSecondFactor } from '../api/second-factor';
import { useResendLink } from '../hooks/use-resend-link';
import { afterSignInPath } from '../utils/after-sign-in';
import { authWords } from '../utils/failure-words';
import {
  readState,
  type EmailState,
  type LoginState,
  type SecondStepState,
} from '../utils/nav-state';
import { AuthEntryPage } from './auth-entry-page';
import { AuthForm } from './auth-form';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordField } from './password-field';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const { notice, email: initialEmail } = readState<LoginState>(location.state);
  const form = useZodForm(loginSchema, {
    defaultValues: { email: initialEmail ?? '', password: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const login = useLogin();
  const resend = useResendLink();

  const submit = (values: LoginInput) => {
    setUnverifiedEmail(null);
    login.mutate(values, {
      onSuccess: (data) => {
        if (asksSecondFactor(data)) {
          const state: SecondStepState = { token: data.second_factor.token };
          void navigate(paths.secondStep.getHref(), { state });
          return;
        }
        toast.success(t('auth.logged_in'));
        void navigate(afterSignInPath(data.user));
      },
      onError: (error) => {
        const failure = showFailure(form, error, authWords(t, error));
        if (failure.status === 403 && failure.errorCode === 'email_not_verified') {
          setUnverifiedEmail(values.email);
          return;
        }
        toastFailure(t('auth.login_error'), failure);
      },
    });
  };

  return (
    <AuthEntryPage
      screen="login"
      notices={
        <>
          {notice === 'passwordReset' ? (
            <Alert severity="success">{t('login.passwordChanged')}</Alert>
          ) : null}
          {notice === 'secondStepExpired' ? (
            <Alert severity="warning">{t('login.secondStepExpired')}</Alert>
          ) : null}
          {notice === 'sessionEnded' ? (
            <Alert severity="info">{t('login.sessionEnded')}</Alert>
          ) : null}
          {unverifiedEmail ? (
            <Alert
              severity="warning"
              action={
                <Button
                  color="inherit"
                  size="small"
                  loading={resend.pending}
                  onClick={() => resend.resendLink(unverifiedEmail)}
                  sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
                >
                  {t('verification.resend')}
                </Button>
              }
              sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { pl: 0 } }}
            >
              <AlertTitle>{t('login.notVerifiedTitle')}</AlertTitle>
              {t('login.notVerifiedText', { email: unverifiedEmail })}
            </Alert>
          ) : null}
        </>
      }
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        screen="login"
        pending={login.isPending}
        extra={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: '4px !important' }}>
            <Link
              component={RouterLink}
              to={paths.forgotPassword.getHref()}
              state={{ email } satisfies EmailState}
              variant="body2"
              sx={{ fontWeight: 600 }}
            >
              {t('login.forgot')}
            </Link>
          </Box>
        }
      >
        <EmailField
          control={form.control}
          name="email"
          label={t('fields.email')}
          autoComplete="username webauthn"
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
        />
      </AuthForm>
      <PasskeySignIn />
    </AuthEntryPage>
  );
}
