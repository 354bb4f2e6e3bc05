import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';
import { VersionToggle } from '../version-toggle';
import { SharePanel } from './share-panel';

/** The share dialog of the spec: title, description, the four networks, the link and its copy button. */
export function ShareDialog({
  open,
  onClose,
  url,
  title,
  versions = [],
  owner,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
  /** A CV in two languages: the link of each version, to choose from (`url` is the first shown). */
  versions?: Array<{ language: Language; url: string }>;
  /** Whose CV: the QR code's files are named after them. */
  owner?: { first_name: string; last_name: string };
}) {
  const { t } = useTranslation('cv');
  const [chosen, setChosen] = useState<Language | null>(null);
  const link = versions.find((v) => v.language === chosen)?.url ?? url;
  const shown = versions.find((v) => v.url === link)?.language;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // Each opening starts from the version on screen.
      slotProps={{ transition: { onExited: () => setChosen(null) } }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="share-title"
    >
      <DialogTitle id="share-title" sx={{ pr: 6 }}>
        {t('share.title')}
        <IconButton
          aria-label={t('editor.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('share.description')}</DialogContentText>
        {versions.length > 1 ? (
          <Box sx={{ mb: 2 }}>
            <VersionToggle
              languages={versions.map((v) => v.language)}
              value={shown}
              onChange={setChosen}
            />
          </Box>
        ) : null}
        <SharePanel url={link} title={title} owner={owner} />
      </DialogContent>
    </Dialog>
  );
}
