/** Edit mode's Save and Cancel, kept at the bottom of the screen while the CV scrolls, with whether anything is unsaved. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function SaveBar({
  dirty,
  busy,
  onSave,
  onCancel,
}: {
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cv');
  return (
    <Paper
      component="section"
      elevation={8}
      aria-label={t('editor.saveBar')}
      className="no-print"
      sx={{
        position: 'sticky',
        bottom: { xs: 0, md: 16 },
        zIndex: 'appBar',
        mt: 2,
        mx: { xs: -2, sm: 0 },
        px: 2,
        pt: 1.25,
        // Clear of the phone's home bar.
        pb: 'calc(10px + env(safe-area-inset-bottom, 0px))',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderRadius: { xs: 0, sm: 2 },
      }}
    >
      <Typography
        role="status"
        variant="body2"
        sx={{ flex: 1, minWidth: 0, fontWeight: dirty ? 700 : 400 }}
        color={dirty ? 'text.primary' : 'text.secondary'}
      >
        {dirty ? t('editor.unsaved') : t('editor.noChanges')}
      </Typography>
      <Button onClick={onCancel} disabled={busy}>
        {t('editor.cancel')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={busy}>
        {busy ? t('editor.saving') : t('editor.save')}
      </Button>
    </Paper>
  );
}
