/** Shown when a save meets a newer version of the CV (saved on another device or tab meanwhile). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { CvContentKey } from '@/domain/cv';

export function VersionConflictDialog({
  conflicts,
  busy,
  onLoadNewer,
  onKeepMine,
}: {
  /** Fields that both this editor and the other save changed. */
  conflicts: CvContentKey[];
  busy: boolean;
  onLoadNewer: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useTranslation('cv');
  const fields = conflicts.map((key) => t(`editor.fieldNames.${key}`)).join(', ');
  return (
    <Dialog open aria-labelledby="conflict-title" aria-describedby="conflict-body">
      <DialogTitle id="conflict-title">{t('editor.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-body">{t('editor.conflict.body')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>
          {conflicts.length
            ? t('editor.conflict.both', { fields, count: conflicts.length })
            : t('editor.conflict.none')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLoadNewer} disabled={busy}>
          {t('editor.conflict.loadNewer')}
        </Button>
        <Button variant="contained" onClick={onKeepMine} disabled={busy}>
          {t('editor.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
