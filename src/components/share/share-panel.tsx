import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import IosShareIcon from '@mui/icons-material/IosShare';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { copyText } from '@/lib/clipboard';
import { sharedLink, shareTargets } from './share-url';
import { LazyTooltip } from '@/components/lazy-tooltip';

// The QR code and its library load when a panel first shows: the pages that hold one start no larger.
const ShareQrCode = lazy(() =>
  import('./share-qr-code').then((module) => ({ default: module.ShareQrCode })),
);

const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const buttonSx = (color: string) => ({
  color,
  borderColor: 'divider',
  justifyContent: 'flex-start',
});

/**
 * LinkedIn, Facebook, WhatsApp, Instagram, the phone's own share sheet, the link to copy and its QR
 * code. Each shares the link with its channel (`?via=`); the field shows the canonical address.
 */
export function SharePanel({
  url,
  title,
  owner,
  urlLabel,
}: {
  url: string;
  title: string;
  /** Whose CV: the QR code's files are named after them. */
  owner?: { first_name: string; last_name: string };
  /** The link field's label, when the link is not the CV's own (a version's). */
  urlLabel?: string;
}) {
  const { t } = useTranslation('cv');
  const instagramNoteId = useId();
  const targets = shareTargets(url, title);
  const copy = async () => {
    if (await copyText(sharedLink(url, 'copy'))) toast.success(t('share.copiedToClipboard'));
    else toast.error(t('share.copyFailed'));
  };
  // Instagram takes no link to share: the link goes to the clipboard, for a bio or a story.
  const copyForInstagram = async () => {
    if (!(await copyText(sharedLink(url, 'instagram')))) return toast.error(t('share.copyFailed'));
    toast.success(t('share.copiedForInstagram'), {
      description: t('share.instagramNote'),
      action: {
        label: t('share.openInstagram'),
        onClick: () => window.open(targets.instagram, '_blank', 'noopener,noreferrer'),
      },
    });
  };
  const items = [
    { id: 'linkedin', href: targets.linkedin, icon: <LinkedInIcon />, color: '#0a66c2' },
    // Darker than the brands' blue and green (4.2:1 and 4.3:1 on white, under AA's 4.5:1).
    { id: 'facebook', href: targets.facebook, icon: <FacebookIcon />, color: '#1565c0' },
    { id: 'whatsapp', href: targets.whatsapp, icon: <WhatsAppIcon />, color: '#0f7a41' },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {canShareNatively() ? (
        <Button
          variant="contained"
          startIcon={<IosShareIcon />}
          onClick={() =>
            void navigator.share({ title, url: sharedLink(url, 'share') }).catch(() => undefined)
          }
        >
          {t('share.native')}
        </Button>
      ) : null}
      {/* One column on a phone: two left "Kopioi Instagramiin" wider than its button. */}
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 1 }}
      >
        {items.map((item) => (
          <Button
            key={item.id}
            component="a"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={item.icon}
            sx={buttonSx(item.color)}
          >
            {t(`share.${item.id}`)}
          </Button>
        ))}
        <Button
          variant="outlined"
          startIcon={<InstagramIcon />}
          onClick={() => void copyForInstagram()}
          aria-describedby={instagramNoteId}
          sx={buttonSx('#c13584')}
        >
          {t('share.instagram')}
        </Button>
      </Box>
      <Typography id={instagramNoteId} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {t('share.instagramNote')}
      </Typography>
      <TextField
        label={urlLabel ?? t('share.urlLabel')}
        value={url}
        // The whole address, wrapped: a long username and slug stay readable on a phone.
        multiline
        slotProps={{
          htmlInput: { readOnly: true, style: { overflowWrap: 'anywhere' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LazyTooltip title={t('share.copy')}>
                  <IconButton aria-label={t('share.copy')} onClick={() => void copy()} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </LazyTooltip>
              </InputAdornment>
            ),
          },
        }}
        onFocus={(e) => e.target.select()}
      />
      <Suspense fallback={null}>
        <ShareQrCode url={url} owner={owner} />
      </Suspense>
    </Box>
  );
}
