import AddAPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoCropper } from '@/components/lazy-photo-cropper';
import { LIMITS } from '@/domain/limits';
import { useObjectUrl } from '@/lib/use-object-url';
import { WizardStep } from '../components/wizard-step';
import { useDraft } from '../state/draft-state';

/**
 * The photo is cropped to a square and scaled to at most 800x800 here, so a large phone photo is
 * fine; the 2 MB rule applies to what would be sent and to files the browser cannot read.
 */
export function UploadImageStep() {
  const { t } = useTranslation('wizard');
  const { draft, photo, setPhoto } = useDraft();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(photo);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t(file.size > LIMITS.photoBytes ? 'uploadImage.tooLarge' : 'uploadImage.notImage'));
      clearInput();
      return;
    }
    setPicked(file);
  };

  if (!draft) return null;
  return (
    <WizardStep step="upload-image">
      <Stack spacing={2.5} sx={{ alignItems: 'center', py: 2 }}>
        {preview ? (
          <Avatar
            src={preview}
            alt={t('uploadImage.previewAlt')}
            sx={{ width: 168, height: 168, boxShadow: 3 }}
          />
        ) : (
          <>
            <Avatar sx={{ width: 168, height: 168, bgcolor: 'grey.200', color: 'grey.500' }}>
              <AddAPhotoIcon sx={{ fontSize: 56 }} />
            </Avatar>
            <Typography color="text.secondary">{t('uploadImage.noPhoto')}</Typography>
          </>
        )}
        {error ? (
          <Alert severity="error" sx={{ width: '100%' }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component="label" startIcon={<AddAPhotoIcon />}>
            {preview ? t('uploadImage.change') : t('uploadImage.choose')}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/*"
              aria-label={preview ? t('uploadImage.change') : t('uploadImage.choose')}
              onChange={(e) => choose(e.target.files?.[0])}
            />
          </Button>
          {preview ? (
            <Button color="inherit" onClick={() => setPhoto(null)}>
              {t('uploadImage.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {picked ? (
        <PhotoCropper
          file={picked}
          open
          onCancel={() => {
            setPicked(null);
            clearInput();
          }}
          onError={() => {
            setError(
              t(
                picked.size > LIMITS.photoBytes ? 'uploadImage.tooLarge' : 'uploadImage.unreadable',
              ),
            );
            setPicked(null);
            clearInput();
          }}
          onDone={(square) => {
            setPicked(null);
            clearInput();
            if (square.size > LIMITS.photoBytes) return setError(t('uploadImage.tooLarge'));
            setPhoto(square);
          }}
        />
      ) : null}
    </WizardStep>
  );
}
