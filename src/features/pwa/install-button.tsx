import InstallIcon from '@mui/icons-material/InstallMobileOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from './use-install-prompt';

/** "Install app": the browser's own prompt where it offers one, Add-to-Home-Screen steps on iOS. */
export function InstallButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const [guide, setGuide] = useState(false);
  if (!install.canPrompt && !install.needsIosGuide) return null;
  const steps = t('pwa.iosSteps', { returnObjects: true });
  return (
    <>
      <Button
        color="inherit"
        startIcon={<InstallIcon />}
        onClick={() => {
          if (install.canPrompt) void install.prompt().then(onDone);
          else setGuide(true);
        }}
      >
        {t('pwa.install')}
      </Button>
      <Dialog open={guide} onClose={() => setGuide(false)} aria-labelledby="ios-install-title">
        <DialogTitle id="ios-install-title">{t('pwa.iosTitle')}</DialogTitle>
        <DialogContent>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setGuide(false);
              onDone?.();
            }}
          >
            {t('pwa.iosClose')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
