/** The ten recovery codes, shown once: as a list, to download as a .txt file or to copy. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { copyText } from '@/lib/clipboard';

export function RecoveryCodesView({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const asText = [t('twoStep.fileHeading', { email }), '', ...codes, ''].join('\n');

  const download = () => {
    const href = URL.createObjectURL(new Blob([asText], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = 'cv-builder-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 0);
  };
  const copy = async () => {
    if (await copyText(asText)) toast.success(t('twoStep.copied'));
    else toast.error(t('twoStep.copyFailed'));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('twoStep.codesTitle')}
      </Typography>
      <Alert severity="warning">{t('twoStep.codesText')}</Alert>
      <Box
        component="ol"
        aria-label={t('twoStep.codesLabel')}
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 1.5,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          listStyle: 'none',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('twoStep.download')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('twoStep.copyCodes')}
        </Button>
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {t('twoStep.done')}
      </Button>
    </Stack>
  );
}
