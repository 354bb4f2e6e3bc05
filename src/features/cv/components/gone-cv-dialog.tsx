/** The CV was deleted on another device while changes of it waited here: kept as a new CV, or let go. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export function GoneCvDialog({
  busy,
  onKeep,
  onDiscard,
}: {
  busy: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('cv');
  return (
    <Dialog open aria-labelledby="gone-title" aria-describedby="gone-body">
      <DialogTitle id="gone-title">{t('sync.goneDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="gone-body">{t('sync.goneDialog.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onDiscard} disabled={busy}>
          {t('sync.goneDialog.discard')}
        </Button>
        <Button variant="contained" onClick={onKeep} disabled={busy}>
          {t('sync.goneDialog.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
