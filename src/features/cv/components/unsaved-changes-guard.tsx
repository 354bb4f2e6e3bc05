import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/** Asks before leaving with unsaved changes: in-app navigation gets a dialog, closing the tab the browser's prompt. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('cv');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
    >
      <DialogTitle id="unsaved-title">{t('editor.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('editor.unsavedBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed?.()} color="error">
          {t('editor.leave')}
        </Button>
        <Button variant="contained" onClick={() => blocker.reset?.()}>
          {t('editor.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
