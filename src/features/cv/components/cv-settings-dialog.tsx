import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { DialogProps } from '@/components/dialog-props';
import type { CvDto } from '@/domain/cv';
import { saveCvChange } from '@/lib/cv-store/cv-store';
import { useAtomValue, userIdAtom } from '@/lib/state';

/**
 * The owner changes the CV's address ending (slug), whether it is public, and whether its PDF ends
 * with a QR code of that address.
 */
export function CvSettingsDialog({ cv, open, onClose }: DialogProps & { cv: CvDto }) {
  const { t } = useTranslation('cv');
  const [slug, setSlug] = useState(cv.slug ?? '');
  const [isPublic, setIsPublic] = useState(cv.is_public);
  const [pdfQrCode, setPdfQrCode] = useState(cv.pdf_qr_code);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const userId = useAtomValue(userIdAtom);
  const base = `${window.location.host}/${cv.username ?? ''}`;
  const qrHelpId = useId();
  // The QR code shows the public address: without one, the setting waits and says why.
  const qrHelp = !cv.username
    ? 'editor.pdfQrNeedsUsername'
    : isPublic
      ? 'editor.pdfQrHelp'
      : 'editor.pdfQrNeedsPublic';

  // Through the CV store like every change: kept on the device, sent when there is a network.
  const save = async () => {
    if (!userId) return;
    setError(null);
    setSaving(true);
    try {
      const { status } = await saveCvChange(userId, cv.uuid, (doc) => ({
        ...doc,
        slug: slug.trim().toLowerCase() || null,
        is_public: isPublic,
        pdf_qr_code: pdfQrCode,
      }));
      // Refused (an address someone else has): said here, the change kept to mend.
      if (status.state === 'refused') return setError(status.refusal.message);
      toast.success(
        t(status.state === 'waiting' ? 'editor.savedOnDevice' : 'editor.settingsSaved'),
      );
      onClose();
    } catch (failure) {
      console.error('The settings could not be kept on this device', failure);
      setError(t('editor.keepFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cv-settings-title"
    >
      <DialogTitle id="cv-settings-title">{t('editor.settingsTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('editor.slugLabel')}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            error={Boolean(error)}
            helperText={
              error ??
              `${t('editor.slugPreview', { address: slug.trim() ? `${base}/${slug.trim().toLowerCase()}` : base })} ${t('editor.slugHelp', { address: base })}`
            }
            slotProps={{
              htmlInput: { maxLength: 60, autoCapitalize: 'none', spellCheck: false },
              // Only the slash: the whole address would leave no room to type on a phone.
              input: { startAdornment: <InputAdornment position="start">/</InputAdornment> },
              formHelperText: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
          <FormControlLabel
            control={<Switch checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
            label={t('editor.publicLabel')}
          />
          <span>{isPublic ? t('editor.publicHelp') : t('editor.privateHelp')}</span>
          <FormControlLabel
            control={
              <Switch
                checked={pdfQrCode}
                onChange={(e) => setPdfQrCode(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': qrHelpId } }}
              />
            }
            label={t('editor.pdfQrLabel')}
          />
          <span id={qrHelpId}>{t(qrHelp)}</span>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editor.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
