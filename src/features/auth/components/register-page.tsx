import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { registerSchema } from '@/domain/account';
import { LIMITS, TIMINGS } from '@/domain/limits';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister } from '../api/register';
import { useFieldErrors } from '../hooks/use-field-errors';
import { usePasswordProblem } from '../hooks/use-password-problem';
import { failureStatus, failureText, serverFieldErrors } from '../utils/failure-text';
import type { EmailState } from '../utils/nav-state';
import { livePasswordError } from '../utils/live-password-error';
import { validate } from '../utils/validate';
import { AgreementText } from './agreement-text';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { SocialButtons } from './social-buttons';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signup_page.documentTitle'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, edited } = useFieldErrors();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const register = useRegister();
  const passwordProblem = usePasswordProblem(password, email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(registerSchema, { email, password }, t);
    const found = checked.ok ? {} : { ...checked.errors };
    found.password ??= passwordProblem;
    if (!checked.ok || found.password) {
      setErrors(found);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    register.mutate(checked.data, {
      onSuccess: (data) => {
        toast.success(t('signup_page.signupSuccessful'), { description: data.message });
        void navigate(paths.checkEmail.getHref(), {
          state: { email: checked.data.email } satisfies EmailState,
        });
      },
      onError: (error) => {
        console.error('Sign-up failed', error);
        if (failureStatus(error) === 400) setErrors(serverFieldErrors(error));
        toast.error(t('signup_page.signup_error'), {
          description: failureText(error, t, t('signup_page.default_error')),
          duration: TIMINGS.errorToastDurationMs,
        });
      },
    });
  };

  return (
    <AuthLayout
      icon={<PersonAddIcon />}
      title={t('signup_page.title')}
      subtitle={t('signup_page.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signup_page.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 650 }}>
            {t('signup_page.login')}
          </Link>
        </Typography>
      }
    >
      <SocialButtons />
      <OrDivider />
      <Box component="form" noValidate onSubmit={submit} aria-label={t('signup_page.formLabel')}>
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
            autoComplete="new-password"
            error={errors.password ?? livePasswordError(password, passwordProblem)}
            helperText={
              passwordProblem ?? t('signup_page.passwordHint', { min: LIMITS.passwordMin })
            }
            inputRef={passwordRef}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={register.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('signup_page.submit')}
          </Button>
        </Stack>
      </Box>
      <AgreementText />
    </AuthLayout>
  );
}
