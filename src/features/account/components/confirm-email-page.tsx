import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CardPage } from '@/components/card-page';
import { OnwardButton } from '@/components/onward-button';
import { paths } from '@/config/paths';
import { readFailure } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmEmailChange } from '../api/account-changes';
import { accountWords } from './account-words';

/** Opens the link mailed to a new address: the account moves to it once, here. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { uuid = '', token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  // The link is single-use, so StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !uuid || !token) return;
    sent.current = true;
    confirm.mutate({ uuid, token });
  }, [uuid, token, confirm]);

  const title = confirm.isSuccess
    ? t('confirmEmail.doneTitle')
    : confirm.isError
      ? t('confirmEmail.failedTitle')
      : t('confirmEmail.working');
  useDocumentTitle(title);

  const next = (
    <OnwardButton
      signedInTo={paths.account.getHref()}
      labels={[t('confirmEmail.toAccount'), t('confirmEmail.toLogin')]}
    />
  );

  if (confirm.isSuccess) {
    return (
      <CardPage icon={<MarkEmailReadIcon />} title={title}>
        <Alert severity="success" role="status">
          {t('confirmEmail.done', { email: confirm.data.email })}
        </Alert>
        {next}
      </CardPage>
    );
  }
  if (confirm.isError) {
    const failure = readFailure(confirm.error, accountWords(t, t('confirmEmail.failed')));
    return (
      <CardPage icon={<ErrorIcon />} title={title}>
        <Alert severity="error">{failure.text}</Alert>
        {next}
      </CardPage>
    );
  }
  return (
    <CardPage icon={<MarkEmailReadIcon />} title={title}>
      <Stack role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={40} aria-label={title} />
      </Stack>
    </CardPage>
  );
}
