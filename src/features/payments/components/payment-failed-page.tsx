import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CardPage } from '@/components/card-page';

/** Where Stripe Checkout returns when the payment was cancelled or did not go through. */
export function PaymentFailedPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('failed.title'));
  return (
    <CardPage maxWidth={480} title={t('failed.title')} icon={<ErrorIcon />} tone="error">
      <Typography sx={{ textAlign: 'center' }}>{t('failed.message')}</Typography>
      <Box sx={{ bgcolor: 'background.default', borderRadius: 2, px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('failed.note')}
        </Typography>
      </Box>
      <Button variant="contained" size="large" href={paths.dashboard.getHref()}>
        {t('failed.retry')}
      </Button>
    </CardPage>
  );
}
