import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';
import { PlanChooser } from '@/features/payments/components/plan-chooser';

const TITLE_ID = 'subscription-title';

/**
 * Shown to a free user who already has a CV. While paid plans are not on sale (or the server has no
 * payment keys) it says they are coming soon; once on sale it offers them through Stripe Checkout.
 */
export function SubscriptionModal({
  open,
  onClose,
  alternative,
}: {
  open: boolean;
  onClose: () => void;
  /** Something useful to do meanwhile (the dashboard offers to edit the CV the user has). */
  alternative?: { label: string; onClick: () => void };
}) {
  const { t } = useTranslation('cv');
  const config = useAppConfig();
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const onSale = config.data?.payments_on_sale === true && !unavailable;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullWidth={onSale}
      maxWidth={onSale ? 'sm' : 'xs'}
    >
      {onSale ? (
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress size={28} />
            </Box>
          }
        >
          <PlanChooser titleId={TITLE_ID} onClose={onClose} onUnavailable={markUnavailable} />
        </Suspense>
      ) : (
        <>
          <DialogTitle id={TITLE_ID}>{t('dashboard.modal.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('dashboard.modal.body')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('dashboard.modal.cancel')}</Button>
            {alternative ? (
              <Button variant="contained" onClick={alternative.onClick}>
                {alternative.label}
              </Button>
            ) : null}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
