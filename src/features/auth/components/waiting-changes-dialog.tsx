/** Signing out while changes wait on this device to be sent: send them first, or sign out and lose them. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export function WaitingChangesDialog({
  count,
  busy,
  onSend,
  onSignOut,
  onCancel,
}: {
  count: number;
  busy: boolean;
  onSend: () => void;
  onSignOut: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby="waiting-title"
      aria-describedby="waiting-body"
    >
      <DialogTitle id="waiting-title">{t('signOutWaiting.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="waiting-body">
          {t('signOutWaiting.body', { count })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('signOutWaiting.cancel')}
        </Button>
        <Button color="error" onClick={onSignOut} disabled={busy}>
          {t('signOutWaiting.signOut')}
        </Button>
        <Button variant="contained" onClick={onSend} disabled={busy}>
          {busy ? t('signOutWaiting.sending') : t('signOutWaiting.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
