import InstallIcon from '@mui/icons-material/InstallMobileOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOpened } from '@/components/lazy-when-opened';
import { useInstallPrompt } from './use-install-prompt';

const IosInstallGuide = lazyWhenOpened(
  async () => (await import('./ios-install-guide')).IosInstallGuide,
);

/** "Install app": the browser's own prompt where it offers one, Add-to-Home-Screen steps on iOS. */
export function InstallButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const [guide, setGuide] = useState(false);
  if (!install.canPrompt && !install.needsIosGuide) return null;
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
      <IosInstallGuide
        open={guide}
        onClose={() => {
          setGuide(false);
          onDone?.();
        }}
      />
    </>
  );
}
