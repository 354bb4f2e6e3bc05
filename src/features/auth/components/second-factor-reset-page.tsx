/**
 * The link mailed from the second sign-in screen ("Lost your phone and your recovery codes?"):
 * a button starts the seven-day wait, after which two-step sign-in turns off. A button, not the
 * opening itself, so a mail scanner that follows links starts nothing.
 */
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CardPage } from '@/components/card-page';
import { OnwardButton } from '@/components/onward-button';
import { paths } from '@/config/paths';
import { readFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStartSecondFactorReset } from '../api/second-factor';
import { authWords } from '../utils/failure-words';

export function SecondFactorResetPage() {
  const { t, i18n } = useTranslation('auth');
  const { uuid = '', token = '' } = useParams();
  const start = useStartSecondFactorReset();
  // A link a mail client cut short has no parts to send.
  const broken = !uuid || !token;
  const title = start.isSuccess
    ? t('secondFactorReset.startedTitle')
    : start.isError || broken
      ? t('secondFactorReset.failedTitle')
      : t('secondFactorReset.title');
  useDocumentTitle(title);

  // Signed in on this device: the account page, where the wait shows and can be cancelled.
  const toLogin = (
    <OnwardButton
      variant="outlined"
      signedInTo={paths.account.getHref()}
      labels={[t('secondFactorReset.toAccount'), t('secondFactorReset.toLogin')]}
    />
  );

  if (start.isSuccess) {
    const date = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(start.data.due_at));
    return (
      <CardPage icon={<PhonelinkLockIcon />} title={title}>
        <Alert severity="success" role="status">
          {t('secondFactorReset.started', { date })}
        </Alert>
        {toLogin}
      </CardPage>
    );
  }
  if (start.isError || broken) {
    const text = start.isError
      ? readFailure(start.error, authWords(t, start.error, t('secondFactorReset.failed'))).text
      : t('errors.link_invalid', { ns: 'common' });
    return (
      <CardPage icon={<ErrorIcon />} title={title}>
        <Alert severity="error">{text}</Alert>
        {toLogin}
      </CardPage>
    );
  }
  return (
    <CardPage icon={<PhonelinkLockIcon />} title={title}>
      <Typography color="text.secondary">{t('secondFactorReset.text')}</Typography>
      <Button
        variant="contained"
        fullWidth
        loading={start.isPending}
        onClick={() => start.mutate({ uuid, token })}
        sx={{ minHeight: 48 }}
      >
        {t('secondFactorReset.start')}
      </Button>
      {toLogin}
    </CardPage>
  );
}
