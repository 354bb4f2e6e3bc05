/**
 * The CV's link as a QR code (channel `qr`) to hold up at a fair or print, and its PNG and SVG
 * files. This module and `qrcode` load when a share panel opens (share-panel.tsx), so the
 * dashboard's first JavaScript stays as it was; it draws in the browser, so it works offline too.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { QR_OPTIONS, QR_PNG_WIDTH } from '@/domain/qr-code';
import { loadQrCode, QrImage, useQrSvg } from '@/components/qr/qr-image';
import { qrFileName, sharedLink } from './share-url';

/** Shown at 240 CSS px: a phone's camera reads it from an arm's length at a stand. */
const SHOWN_PX = 240;

function saveAs(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

export function ShareQrCode({
  url,
  owner,
}: {
  /** The CV's canonical link (a language version's keeps its `?lang=`). */
  url: string;
  /** Whose CV: the files are named after them, as the PDF is. */
  owner?: { first_name: string; last_name: string };
}) {
  const { t } = useTranslation('cv');
  const headingId = useId();
  const link = sharedLink(url, 'qr');
  const { svg, failed } = useQrSvg(link, QR_OPTIONS);
  const downloadPng = async () => {
    try {
      const qr = await loadQrCode();
      const png = await qr.toDataURL(link, { ...QR_OPTIONS, width: QR_PNG_WIDTH });
      saveAs(png, qrFileName(owner, url, 'png'));
    } catch {
      toast.error(t('share.qrFailed'));
    }
  };
  const downloadSvg = () => {
    if (!svg) return;
    const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    saveAs(href, qrFileName(owner, url, 'svg'));
    // The click has handed the file over; the address is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  };

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      spacing={1}
      sx={{ alignItems: 'center' }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ alignSelf: 'stretch' }}>
        {t('share.qrTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'stretch' }}>
        {t('share.qrHint')}
      </Typography>
      <QrImage svg={svg} size={SHOWN_PX} alt={t('share.qrAlt', { url: link })} testId="share-qr">
        <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} role="status">
          {failed ? t('share.qrFailed') : t('share.qrDrawing')}
        </Typography>
      </QrImage>
      {/* One under the other on a phone, where "Download PNG" beside its twin would wrap. */}
      <Box
        sx={{
          alignSelf: 'stretch',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!svg}
          onClick={() => void downloadPng()}
          aria-describedby={headingId}
        >
          {t('share.qrDownloadPng')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!svg}
          onClick={downloadSvg}
          aria-describedby={headingId}
        >
          {t('share.qrDownloadSvg')}
        </Button>
      </Box>
    </Stack>
  );
}
