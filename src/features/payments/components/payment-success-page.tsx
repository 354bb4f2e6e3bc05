import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassIcon from '@mui/icons-material/HourglassTopOutlined';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isPremiumAtom, useAtomValue, userIdAtom, useSetAtom } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getPremiumStatus, premiumStatusKey } from '@/api/premium-status';
import { CardPage } from '@/components/card-page';
import { pollPremiumStatus } from '../poll-premium';

type View = 'verifying' | 'confirmed' | 'not_premium' | 'network_error';

/**
 * Where Stripe Checkout returns after a payment: the webhook may land a moment later, so the page
 * asks for the premium flag a few times before it says anything final.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const setPremium = useSetAtom(isPremiumAtom);
  const queryClient = useQueryClient();
  const userId = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  const [view, setView] = useState<View>('verifying');
  const [round, setRound] = useState(0);
  useDocumentTitle(t('success.pageTitle'));

  useEffect(() => {
    const controller = new AbortController();
    void pollPremiumStatus({ check: getPremiumStatus, signal: controller.signal }).then(
      (outcome) => {
        if (outcome === 'aborted') return;
        if (outcome === 'premium') {
          setPremium(true);
          queryClient.setQueryData(premiumStatusKey(userId), true);
          setView('confirmed');
        } else {
          setView(outcome);
        }
      },
    );
    return () => controller.abort();
  }, [round, sessionId, setPremium, queryClient, userId]);

  const checkAgain = () => {
    setView('verifying');
    setRound((n) => n + 1);
  };

  const confirmed = view === 'confirmed';
  const failed = view === 'not_premium' || view === 'network_error';
  const title = confirmed
    ? t('success.confirmedTitle')
    : failed
      ? t('success.failedTitle')
      : t('success.verifyingTitle');
  const icon = confirmed ? <CheckCircleIcon /> : failed ? <ReportIcon /> : <HourglassIcon />;

  return (
    <CardPage
      maxWidth={480}
      title={title}
      icon={icon}
      tone={confirmed ? 'success' : failed ? 'error' : 'primary'}
    >
      {view === 'verifying' ? (
        <Stack spacing={1.5} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CircularProgress size={32} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{t('success.verifying')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('success.verifyingHint')}
          </Typography>
        </Stack>
      ) : null}
      {confirmed ? (
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {t('success.confirmed')}
        </Typography>
      ) : null}
      {failed ? (
        <>
          <Alert severity="error">
            <Typography sx={{ fontWeight: 600 }}>
              {view === 'network_error' ? t('success.networkError') : t('success.failed')}
            </Typography>
            <Typography variant="body2">
              {view === 'network_error' ? t('success.networkHint') : t('success.failedHint')}
            </Typography>
          </Alert>
          <Button variant="outlined" size="large" onClick={checkAgain}>
            {t('success.checkAgain')}
          </Button>
        </>
      ) : null}
      <Button
        variant="contained"
        size="large"
        disabled={!confirmed}
        onClick={() => void navigate(paths.dashboard.getHref())}
      >
        {t('success.goToDashboard')}
      </Button>
    </CardPage>
  );
}
