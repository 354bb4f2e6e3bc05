import PasswordIcon from '@mui/icons-material/PasswordRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { CardPage } from '@/components/card-page';
import { showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { resetPasswordSchema, type ResetLinkDto } from '@/domain/account';
import { readFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetLink, useResetPassword } from '../api/reset-password';
import { usePasswordProblem } from '../hooks/use-password-problem';
import { authWords } from '../utils/failure-words';
import type { LoginState } from '../utils/nav-state';
import { AuthForm } from './auth-form';
import { PasskeySignIn } from './passkey-sign-in';
import { NewPasswordField, PasswordField } from './password-field';
import { CodeKindSwitch, SecondFactorCodeField } from './second-factor-code-field';

type Values = {
  new_password: string;
  confirm_password: string;
  code: string;
  without_second_factor: boolean;
};

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.title'));
  const { uuid = '', token = '' } = useParams();
  const link = useResetLink(uuid, token);
  const footer = (
    <Link href={paths.login.getHref()} sx={{ fontWeight: 650 }}>
      {t('forgotPasswordPage.backToLogin')}
    </Link>
  );
  const newLink = (
    <Button variant="contained" href={paths.forgotPassword.getHref()}>
      {t('resetPassword.newLink')}
    </Button>
  );

  const broken = !uuid || !token || link.isError;
  const problem = link.isError
    ? readFailure(link.error, authWords(t, link.error, t('resetPassword.errorDefault'))).text
    : t('resetPassword.linkIncomplete');
  return (
    <CardPage
      icon={<PasswordIcon />}
      title={t('resetPassword.title')}
      subtitle={broken ? undefined : t('resetPassword.subtitle')}
      footer={footer}
    >
      {broken ? (
        <Stack spacing={2}>
          <Alert severity="error">{problem}</Alert>
          {newLink}
        </Stack>
      ) : (
        <ResetForm uuid={uuid} token={token} asks={link.data?.second_factor ?? null} />
      )}
    </CardPage>
  );
}

/** The new password, and with two-step sign-in on a code (or the owner's word that they have none). */
function ResetForm({
  uuid,
  token,
  asks,
}: {
  uuid: string;
  token: string;
  asks: ResetLinkDto['second_factor'];
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: {
      new_password: '',
      confirm_password: '',
      code: '',
      without_second_factor: false,
    } satisfies Values,
    check: (values) => ({
      new_password: passwordProblem,
      // Said even while the new password is refused, which keeps the schema's own check from running.
      confirm_password:
        values.confirm_password && values.new_password !== values.confirm_password
          ? t('resetPassword.errorMismatch')
          : undefined,
      code:
        asks && !values.without_second_factor && !values.code?.trim()
          ? t('resetPassword.codeNeeded')
          : undefined,
    }),
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const without = useWatch({ control: form.control, name: 'without_second_factor' });
  const passwordProblem = usePasswordProblem(newPassword);
  const reset = useResetPassword();

  const submit = (values: { new_password: string; confirm_password: string; code?: string }) =>
    reset.mutate(
      {
        uuid,
        token,
        new_password: values.new_password,
        confirm_password: values.confirm_password,
        ...(asks && (without ? { without_second_factor: true } : { code: values.code })),
      },
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

  // Beside a refusal above the fields: an old link is mended by asking for a new one.
  const newLink = (
    <Button
      color="inherit"
      size="small"
      href={paths.forgotPassword.getHref()}
      sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
    >
      {t('resetPassword.newLink')}
    </Button>
  );
  return (
    <Stack spacing={3}>
      <AuthForm
        form={form}
        onSubmit={submit}
        screen="reset"
        pending={reset.isPending}
        alert={newLink}
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
        {asks ? (
          <Stack
            spacing={1.5}
            component="section"
            aria-labelledby="reset-second-factor"
            sx={{ pt: 1 }}
          >
            <Typography variant="subtitle1" component="h2" id="reset-second-factor">
              {t('resetPassword.secondFactorTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {without
                ? t('resetPassword.neitherText')
                : recovery
                  ? t('secondStep.recoveryText')
                  : t('resetPassword.secondFactorText')}
            </Typography>
            {without ? null : (
              <>
                <SecondFactorCodeField form={form} name="code" recovery={recovery} />
                <CodeKindSwitch
                  recovery={recovery}
                  onSwitch={() => {
                    form.setValue('code', '');
                    setRecovery((was) => !was);
                  }}
                />
              </>
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={without}
                  onChange={(event) => {
                    form.setValue('without_second_factor', event.target.checked);
                    form.clearErrors('code');
                  }}
                />
              }
              label={t('resetPassword.neither')}
            />
          </Stack>
        ) : null}
      </AuthForm>
      {asks?.passkey ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('resetPassword.passkeyText')}
          </Typography>
          <PasskeySignIn then={paths.account.getHref()} />
        </Stack>
      ) : null}
    </Stack>
  );
}
