import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../domain/limits';
import { cropToSquare, loadImage } from './crop-image';

export interface PhotoCropperProps {
  /** The photo the user chose; it is read through an object URL made while the dialog is open. */
  file: Blob;
  open: boolean;
  onCancel: () => void;
  /** A square WebP (or JPEG) image of at most LIMITS.photoMaxSide pixels a side. */
  onDone: (square: Blob) => void;
  /** The file is not an image the browser can decode; the parent should close the dialog. */
  onError: (reason: 'unreadable') => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.05;
const ZOOM_BUTTON_STEP = 0.5;

/** A dialog (full screen on a phone) where the user frames a photo as a square for the CV. */
export function PhotoCropper({ open, ...photo }: PhotoCropperProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) photo.onCancel();
      }}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      {/* Mounted only while the dialog is shown, so the photo's object URL lives no longer. */}
      <CropperBody {...photo} titleId={titleId} phone={phone} busy={busy} setBusy={setBusy} />
    </Dialog>
  );
}

interface CropperBodyProps extends Omit<PhotoCropperProps, 'open'> {
  titleId: string;
  phone: boolean;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

interface LoadedPhoto {
  file: Blob;
  url: string;
}

function CropperBody({
  file,
  titleId,
  phone,
  busy,
  setBusy,
  onCancel,
  onDone,
  onError,
}: CropperBodyProps) {
  const { t } = useTranslation('widgets');
  const hintId = useId();
  const [loaded, setLoaded] = useState<LoadedPhoto | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const reportUnreadable = useEffectEvent(() => onError('unreadable'));

  useEffect(() => {
    const url = URL.createObjectURL(file);
    let active = true;
    loadImage(url).then(
      () => {
        if (!active) return;
        setCrop({ x: 0, y: 0 });
        setZoom(MIN_ZOOM);
        setArea(null);
        setLoaded({ file, url });
      },
      () => {
        if (active) reportUnreadable();
      },
    );
    return () => {
      active = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  // A URL from an earlier file has been revoked already; wait for the new one.
  const src = loaded?.file === file ? loaded.url : null;

  const confirmPhoto = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      const square = await cropToSquare(src, area, LIMITS.photoMaxSide);
      onDone(square);
    } catch {
      onError('unreadable');
    } finally {
      setBusy(false);
    }
  };

  const changeZoom = (next: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next)));

  return (
    <>
      <DialogTitle id={titleId}>{t('photoCropper.title')}</DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, px: { xs: 2, sm: 3 }, pb: 1 }}
      >
        <Box
          sx={{
            position: 'relative',
            flex: phone ? '1 1 auto' : 'none',
            minHeight: 280,
            height: phone ? 'auto' : 380,
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: 'grey.900',
            '& .reactEasyCrop_CropArea:focus-visible': {
              outline: '3px solid',
              outlineColor: 'secondary.light',
              outlineOffset: 2,
            },
          }}
        >
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              cropperProps={{
                role: 'group',
                'aria-label': t('photoCropper.area'),
                'aria-describedby': hintId,
              }}
            />
          ) : (
            <Stack
              role="status"
              sx={{
                position: 'absolute',
                inset: 0,
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1.5,
                color: 'grey.100',
              }}
            >
              <CircularProgress color="inherit" size={32} aria-hidden="true" />
              <Typography variant="body2">{t('photoCropper.loading')}</Typography>
            </Stack>
          )}
        </Box>
        <Typography
          id={hintId}
          variant="body2"
          sx={{ color: 'text.secondary', textAlign: 'center' }}
        >
          {t('photoCropper.hint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label={t('photoCropper.zoomOut')}
            onClick={() => changeZoom(zoom - ZOOM_BUTTON_STEP)}
            disabled={!src || zoom <= MIN_ZOOM}
          >
            <ZoomOutIcon />
          </IconButton>
          <Slider
            aria-label={t('photoCropper.zoom')}
            value={zoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            shiftStep={ZOOM_BUTTON_STEP}
            disabled={!src}
            getAriaValueText={(value) =>
              t('photoCropper.zoomValue', { percent: Math.round(value * 100) })
            }
            onChange={(_, value) => changeZoom(value)}
            sx={{ mx: 1 }}
          />
          <IconButton
            aria-label={t('photoCropper.zoomIn')}
            onClick={() => changeZoom(zoom + ZOOM_BUTTON_STEP)}
            disabled={!src || zoom >= MAX_ZOOM}
          >
            <ZoomInIcon />
          </IconButton>
        </Stack>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{
          px: { xs: 2, sm: 3 },
          pt: 1,
          // Clear of the home indicator on phones that have one.
          pb: 'max(16px, env(safe-area-inset-bottom))',
          gap: 1,
          '& > *': { flex: { xs: 1, sm: 'none' } },
        }}
      >
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {t('photoCropper.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirmPhoto()}
          disabled={!src || !area}
          loading={busy}
        >
          {t('photoCropper.use')}
        </Button>
      </DialogActions>
    </>
  );
}
