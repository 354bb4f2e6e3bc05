import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CardPage } from '@/components/card-page';
import { useResendLink } from '../hooks/use-resend-link';
import { readState, type EmailState } from '../utils/nav-state';

/** After sign-up: where the link went, what to do if it does not arrive. */
export function CheckEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('checkEmail.title'));
  const { email } = readState<EmailState>(useLocation().state);
  const resend = useResendLink();

  return (
    <CardPage
      icon={<MarkEmailReadIcon />}
      title={t('checkEmail.title')}
      footer={
        <Link href={paths.login.getHref()} sx={{ fontWeight: 650 }}>
          {t('checkEmail.backToLogin')}
        </Link>
      }
    >
      <Typography sx={{ textAlign: 'center' }}>
        {email ? (
          <Trans
            t={t}
            i18nKey="checkEmail.message"
            values={{ email }}
            components={{ strong: <Box component="strong" sx={{ wordBreak: 'break-all' }} /> }}
          />
        ) : (
          t('checkEmail.messageNoEmail')
        )}
      </Typography>
      <Box
        sx={{
          bgcolor: 'background.default',
          borderRadius: 2,
          px: 2,
          py: 1.5,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('checkEmail.note')}
        </Typography>
      </Box>
      {email ? (
        <Button
          variant="outlined"
          loading={resend.pending}
          onClick={() => resend.resendLink(email)}
        >
          {t('verification.resend')}
        </Button>
      ) : null}
    </CardPage>
  );
}
