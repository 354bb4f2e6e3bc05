import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PasswordIcon from '@mui/icons-material/PasswordRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CardPage } from '@/components/card-page';
import { OnwardButton } from '@/components/onward-button';
import { useVerifyEmail } from '../api/verify-email';
import { TokenFormatError, type AuthAnswer } from '../session';
import { afterSignInPath } from '../utils/after-sign-in';
import { failureText } from '../utils/failure-words';
import { VerifyPasswordForm } from './verify-password-form';

const LINK_FIELDS = new Set(['uuid', 'token']);

interface Problem {
  field: string;
  message: string;
}

/** Opens the link from the sign-up mail: verifies once, signs the user in, asks for a username. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { uuid, token } = useParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  // The link is single-use, so StrictMode's second effect run must not send it again.
  const sent = useRef(false);
  const linkComplete = Boolean(uuid && token);

  const verified = useCallback(
    (data: AuthAnswer['data']) => {
      toast.success(t('emailCheck.emailVerifiedSuccess'));
      void navigate(afterSignInPath(data.user), { replace: true });
    },
    [navigate, t],
  );
  useEffect(() => {
    if (sent.current || !uuid || !token) return;
    sent.current = true;
    verify.mutate({ uuid, token }, { onSuccess: verified });
  }, [uuid, token, verify, verified]);

  const failure = verify.isError ? toApiFailure(verify.error) : null;
  const errorCode = failure?.kind === 'http' ? failure.parsed.errorCode : undefined;
  // A used link opened again by its verified owner: nothing failed, the address is verified.
  const alreadyVerified = errorCode === 'already_verified';
  // Opened away from the sign-up's browser: the link waits for its opener's password.
  const asksPassword = errorCode === 'password_required';

  let problem: Problem | null = null;
  if (alreadyVerified || asksPassword) {
    problem = null;
  } else if (!linkComplete) {
    problem = { field: t('emailCheck.linkErrorField'), message: t('emailCheck.linkErrorMessage') };
  } else if (verify.isError && failure) {
    const error = verify.error;
    if (error instanceof TokenFormatError) {
      problem = {
        field: t('emailCheck.tokensErrorField'),
        message: t('emailCheck.tokensErrorMessage'),
      };
    } else if (failure.kind === 'http' && failure.parsed.field) {
      // The link's own parts get a readable name; any other field is shown as the server named it.
      const field = LINK_FIELDS.has(failure.parsed.field)
        ? t('emailCheck.linkErrorField')
        : failure.parsed.field;
      problem = { field, message: failure.parsed.message };
    } else {
      problem = { field: t('emailCheck.failedField'), message: failureText(error, t) };
    }
  }

  useDocumentTitle(
    asksPassword
      ? t('emailCheck.passwordTitle')
      : alreadyVerified
        ? t('emailCheck.alreadyVerifiedTitle')
        : problem
          ? t('emailCheck.failedTitle')
          : t('emailCheck.verifying'),
  );

  if (asksPassword && uuid && token) {
    return (
      <CardPage
        icon={<PasswordIcon />}
        title={t('emailCheck.passwordTitle')}
        subtitle={t('emailCheck.passwordText')}
      >
        <VerifyPasswordForm uuid={uuid} token={token} onVerified={verified} />
      </CardPage>
    );
  }

  if (alreadyVerified) {
    return (
      <CardPage icon={<VerifiedIcon />} title={t('emailCheck.alreadyVerifiedTitle')}>
        <Alert severity="success">{t('emailCheck.alreadyVerifiedMessage')}</Alert>
        <OnwardButton
          signedInTo={paths.dashboard.getHref()}
          labels={[t('emailCheck.toDashboard'), t('emailCheck.toLogin')]}
        />
      </CardPage>
    );
  }

  if (!problem) {
    return (
      <CardPage icon={<MarkEmailUnreadIcon />} title={t('emailCheck.verifying')}>
        <Stack role="status" spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CircularProgress size={40} aria-label={t('emailCheck.verifying')} />
          <Typography color="text.secondary">{t('emailCheck.verifyingNote')}</Typography>
        </Stack>
      </CardPage>
    );
  }

  return (
    <CardPage icon={<ErrorIcon />} title={t('emailCheck.failedTitle')}>
      <Alert severity="error">
        <AlertTitle>{problem.field}</AlertTitle>
        {problem.message}
      </Alert>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('emailCheck.failedHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" fullWidth href={paths.login.getHref()}>
          {t('emailCheck.toLogin')}
        </Button>
        <Button variant="outlined" fullWidth href={paths.register.getHref()}>
          {t('emailCheck.toRegister')}
        </Button>
      </Stack>
    </CardPage>
  );
}
