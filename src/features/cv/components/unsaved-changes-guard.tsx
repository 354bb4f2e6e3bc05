import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving the editor for another screen with unsaved changes; leaving drops them
 * (`onLeave`). A reload or a closed app asks nothing: the edit is kept on the device as typed.
 */
export function UnsavedChangesGuard({ when, onLeave }: { when: boolean; onLeave: () => void }) {
  const { t } = useTranslation('cv');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

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
        <Button
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
          color="error"
        >
          {t('editor.leave')}
        </Button>
        <Button variant="contained" onClick={() => blocker.reset?.()}>
          {t('editor.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
