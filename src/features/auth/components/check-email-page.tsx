import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResendVerification } from '../api/resend-verification';
import { failureText } from '../utils/failure-text';
import { readState, type EmailState } from '../utils/nav-state';
import { AuthLayout } from './auth-layout';

/** After sign-up: where the link went, what to do if it does not arrive. */
export function CheckEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('checkEmail.title'));
  const { email } = readState<EmailState>(useLocation().state);
  const resend = useResendVerification();

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
      icon={<MarkEmailReadIcon />}
      title={t('checkEmail.title')}
      footer={
        <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 650 }}>
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
        <Button variant="outlined" loading={resend.isPending} onClick={() => resendLink(email)}>
          {t('verification.resend')}
        </Button>
      ) : null}
    </AuthLayout>
  );
}
