import KeyIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { emailOnlySchema } from '@/domain/account';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { useFieldErrors } from '../hooks/use-field-errors';
import { failureText } from '../utils/failure-text';
import { readState, type EmailState, type LoginState } from '../utils/nav-state';
import { validate } from '../utils/validate';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgotPasswordPage.title'));
  const { email: typedOnLogin } = readState<EmailState>(useLocation().state);
  const [email, setEmail] = useState(typedOnLogin ?? '');
  const { errors, setErrors, edited } = useFieldErrors();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(emailOnlySchema, { email }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      emailRef.current?.focus();
      return;
    }
    setErrors({});
    forgot.mutate(checked.data, {
      onSuccess: () => setSentTo(checked.data.email),
      onError: (error) => console.error('Forgot password failed', error),
    });
  };

  const footer = (
    <Stack
      direction="row"
      spacing={3}
      sx={{ justifyContent: 'center', flexWrap: 'wrap', fontWeight: 650 }}
    >
      <Link
        component={RouterLink}
        to={paths.login.getHref()}
        state={{ email: sentTo ?? email } satisfies LoginState}
      >
        {t('forgotPasswordPage.backToLogin')}
      </Link>
      <Link component={RouterLink} to={paths.home.getHref()}>
        {t('forgotPasswordPage.home')}
      </Link>
    </Stack>
  );

  if (sentTo) {
    return (
      <AuthLayout icon={<KeyIcon />} title={t('forgotPasswordPage.successTitle')} footer={footer}>
        <Alert severity="success">
          <AlertTitle>{t('forgotPasswordPage.successHeading')}</AlertTitle>
          {t('forgotPasswordPage.success', { email: sentTo })}
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<KeyIcon />}
      title={t('forgotPasswordPage.title')}
      subtitle={t('forgotPasswordPage.subtitle')}
      footer={footer}
    >
      {forgot.isError ? (
        <Alert severity="error">
          {failureText(forgot.error, t, t('forgotPasswordPage.errorDefault'))}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} aria-label={t('forgotPasswordPage.title')}>
        <Stack spacing={2}>
          <EmailField
            value={email}
            onChange={(value) => {
              setEmail(value);
              edited('email');
            }}
            error={errors.email}
            inputRef={emailRef}
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={forgot.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('forgotPasswordPage.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
