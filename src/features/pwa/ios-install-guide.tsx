import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@/components/dialog-props';

/** Add-to-Home-Screen steps, where the browser (iOS Safari) offers no install prompt of its own. */
export function IosInstallGuide({ open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const steps = t('pwa.iosSteps', { returnObjects: true });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ios-install-title">
      <DialogTitle id="ios-install-title">{t('pwa.iosTitle')}</DialogTitle>
      <DialogContent>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pwa.iosClose')}</Button>
      </DialogActions>
    </Dialog>
  );
}
