/**
 * A sign-in's second step: the code from the authenticator app, or a recovery code instead. The
 * first step's token lives five minutes; when it is gone, back to the sign-in with a word why.
 */
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toast, toastFailure } from '@/lib/toast';
import { z } from 'zod';
import { CardPage } from '@/components/card-page';
import { showFailure, useZodForm } from '@/components/form';
import { paths } from '@/config/paths';
import { secondFactorCodeSchema } from '@/domain/two-step';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readFailure } from '@/lib/api-errors';
import { useAskSecondFactorReset, useSecondFactor } from '../api/second-factor';
import { afterSignInPath } from '../utils/after-sign-in';
import { authWords } from '../utils/failure-words';
import { readState, type LoginState, type SecondStepState } from '../utils/nav-state';
import { AuthForm } from './auth-form';
import { CodeKindSwitch, SecondFactorCodeField } from './second-factor-code-field';

const codeFormSchema = z.object({ code: secondFactorCodeSchema });
/** The token is no longer good: the sign-in starts again. */
const TOKEN_GONE = ['second_factor_expired', 'second_factor_invalid'];

export function SecondStepPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('secondStep.title'));
  const navigate = useNavigate();
  const { token } = readState<SecondStepState>(useLocation().state);
  const [recovery, setRecovery] = useState(false);
  const form = useZodForm(codeFormSchema, { defaultValues: { code: '' } });
  const second = useSecondFactor();
  const reset = useAskSecondFactorReset();
  if (!token) return <Navigate to={paths.login.getHref()} replace />;

  const submit = ({ code }: { code: string }) =>
    second.mutate(
      { token, code },
      {
        onSuccess: (data) => {
          toast.success(t('auth.logged_in'));
          void navigate(afterSignInPath(data.user), { replace: true });
        },
        onError: (error) => {
          const failure = showFailure(form, error, authWords(t, error));
          if (failure.errorCode && TOKEN_GONE.includes(failure.errorCode))
            void navigate(paths.login.getHref(), {
              replace: true,
              state: { notice: 'secondStepExpired' } satisfies LoginState,
            });
        },
      },
    );

  const switchKind = () => {
    form.reset({ code: '' });
    setRecovery((was) => !was);
  };

  return (
    <CardPage
      icon={<PhonelinkLockIcon />}
      title={t('secondStep.title')}
      subtitle={recovery ? t('secondStep.recoveryText') : t('secondStep.codeText')}
      footer={
        <Typography sx={{ textAlign: 'center', fontWeight: 650 }}>
          <Link component={RouterLink} to={paths.login.getHref()}>
            {t('secondStep.back')}
          </Link>
        </Typography>
      }
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        screen="secondStep"
        pending={second.isPending}
        alert
        extra={<CodeKindSwitch recovery={recovery} onSwitch={switchKind} />}
      >
        <SecondFactorCodeField form={form} name="code" recovery={recovery} autoFocus />
      </AuthForm>
      <Stack spacing={1} component="section" aria-label={t('secondStep.lostTitle')} sx={{ mt: 3 }}>
        <Typography variant="subtitle2" component="h2">
          {t('secondStep.lostTitle')}
        </Typography>
        {reset.isSuccess ? (
          <Alert severity="info" role="status">
            {t('secondStep.resetMailed')}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('secondStep.lostText')}
            </Typography>
            <Button
              variant="outlined"
              loading={reset.isPending}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                reset.mutate(token, {
                  onError: (error) =>
                    toastFailure(
                      t('secondStep.resetFailed'),
                      readFailure(error, authWords(t, error)),
                    ),
                })
              }
            >
              {t('secondStep.resetButton')}
            </Button>
          </>
        )}
      </Stack>
    </CardPage>
  );
}
