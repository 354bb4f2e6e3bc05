import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Shown to a free user who already has a CV: paid plans are coming soon. */
export function SubscriptionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cv');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="subscription-title">
      <DialogTitle id="subscription-title">{t('dashboard.modal.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dashboard.modal.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.modal.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
