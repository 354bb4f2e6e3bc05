import KeyIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EmailField, showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { emailOnlySchema } from '@/domain/account';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CardPage } from '@/components/card-page';
import { useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';
import { authWords } from '../utils/failure-words';
import { readState, type EmailState, type LoginState } from '../utils/nav-state';
import { AuthForm } from './auth-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgotPasswordPage.title'));
  const { email: typedOnLogin } = readState<EmailState>(useLocation().state);
  const form = useZodForm(emailOnlySchema, { defaultValues: { email: typedOnLogin ?? '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = (values: ForgotPasswordInput) =>
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) =>
        showFailure(form, error, authWords(t, error, t('forgotPasswordPage.errorDefault'))),
    });

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
      <Link href={paths.home.getHref()}>{t('forgotPasswordPage.home')}</Link>
    </Stack>
  );

  if (sentTo) {
    return (
      <CardPage icon={<KeyIcon />} title={t('forgotPasswordPage.successTitle')} footer={footer}>
        <Alert severity="success">
          <AlertTitle>{t('forgotPasswordPage.successHeading')}</AlertTitle>
          {t('forgotPasswordPage.success', { email: sentTo })}
        </Alert>
      </CardPage>
    );
  }

  return (
    <CardPage
      icon={<KeyIcon />}
      title={t('forgotPasswordPage.title')}
      subtitle={t('forgotPasswordPage.subtitle')}
      footer={footer}
    >
      <AuthForm form={form} onSubmit={submit} screen="forgot" pending={forgot.isPending} alert>
        <EmailField control={form.control} name="email" label={t('fields.email')} autoFocus />
      </AuthForm>
    </CardPage>
  );
}
