import LockIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { loginSchema } from '@/domain/account';
import { TIMINGS } from '@/domain/limits';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { useFieldErrors } from '../hooks/use-field-errors';
import { afterSignInPath } from '../utils/after-sign-in';
import { failureCode, failureStatus, failureText, serverFieldErrors } from '../utils/failure-text';
import { readState, type EmailState, type LoginState } from '../utils/nav-state';
import { validate } from '../utils/validate';
import { AgreementText } from './agreement-text';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { SocialButtons } from './social-buttons';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const { notice, email: initialEmail } = readState<LoginState>(location.state);
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const { errors, setErrors, edited } = useFieldErrors();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();
  const resend = useResendVerification();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(loginSchema, { email, password }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setUnverifiedEmail(null);
    login.mutate(checked.data, {
      onSuccess: (data) => {
        toast.success(t('auth.logged_in'));
        void navigate(afterSignInPath(data.user));
      },
      onError: (error) => {
        console.error('Login failed', error);
        if (failureStatus(error) === 403 && failureCode(error) === 'email_not_verified') {
          setUnverifiedEmail(checked.data.email);
          return;
        }
        setErrors(serverFieldErrors(error));
        toast.error(t('auth.login_error'), {
          description: failureText(error, t),
          duration: TIMINGS.errorToastDurationMs,
        });
      },
    });
  };

  const resendLink = (address: string) =>
    resend.mutate(
      { email: address },
      {
        onSuccess: () =>
          toast.success(t('verification.resent'), {
            description: t('verification.resentDescription', { email: address }),
          }),
        onError: (error) =>
          toast.error(t('verification.resendFailed'), { description: failureText(error, t) }),
      },
    );

  return (
    <AuthLayout
      icon={<LockIcon />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography variant="body2">
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.register.getHref()} sx={{ fontWeight: 650 }}>
            {t('login.register')}
          </Link>
        </Typography>
      }
    >
      {notice === 'passwordReset' ? (
        <Alert severity="success">{t('login.passwordChanged')}</Alert>
      ) : null}
      {notice === 'sessionEnded' ? <Alert severity="info">{t('login.sessionEnded')}</Alert> : null}
      {unverifiedEmail ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              loading={resend.isPending}
              onClick={() => resendLink(unverifiedEmail)}
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
      <SocialButtons />
      <OrDivider />
      <Box component="form" noValidate onSubmit={submit} aria-label={t('login.formLabel')}>
        <Stack spacing={2}>
          <EmailField
            value={email}
            onChange={(value) => {
              setEmail(value);
              edited('email');
            }}
            error={errors.email}
            inputRef={emailRef}
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              edited('password');
            }}
            autoComplete="current-password"
            error={errors.password}
            inputRef={passwordRef}
          />
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={login.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </Box>
      <AgreementText />
    </AuthLayout>
  );
}
