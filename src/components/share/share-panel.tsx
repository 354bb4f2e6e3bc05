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
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { shareTargets } from './share-url';

const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** LinkedIn, Facebook, WhatsApp, Instagram, the phone's own share sheet, and the link to copy. */
export function SharePanel({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('cv');
  const targets = shareTargets(url, title);
  const copy = async () => {
    if (await copyText(url)) toast.success(t('share.copiedToClipboard'));
    else toast.error(t('share.copyFailed'));
  };
  const items = [
    { id: 'linkedin', href: targets.linkedin, icon: <LinkedInIcon />, color: '#0a66c2' },
    { id: 'facebook', href: targets.facebook, icon: <FacebookIcon />, color: '#1877f2' },
    { id: 'whatsapp', href: targets.whatsapp, icon: <WhatsAppIcon />, color: '#128c4b' },
    { id: 'instagram', href: targets.instagram, icon: <InstagramIcon />, color: '#c13584' },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {canShareNatively() ? (
        <Button
          variant="contained"
          startIcon={<IosShareIcon />}
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          {t('share.native')}
        </Button>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
        {items.map((item) => (
          <Button
            key={item.id}
            component="a"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={item.icon}
            sx={{ color: item.color, borderColor: 'divider', justifyContent: 'flex-start' }}
          >
            {t(`share.${item.id}`)}
          </Button>
        ))}
      </Box>
      <TextField
        label={t('share.urlLabel')}
        value={url}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('share.copy')}>
                  <IconButton aria-label={t('share.copy')} onClick={() => void copy()} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
        onFocus={(e) => e.target.select()}
      />
    </Box>
  );
}
