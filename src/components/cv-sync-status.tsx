/** Where the CV on screen stands: on the server, waiting on this device (how many changes), or the owner's to settle. */
import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { RecordStatus } from '@/lib/cv-store/record-store';

/** `dense`: a line in a list's card, not under a screen's toolbar. */
export function CvSyncStatus({ status, dense = false }: { status: RecordStatus; dense?: boolean }) {
  const { t } = useTranslation('cv');
  const [Icon, text, colour] =
    status.state === 'saved'
      ? [CloudDoneIcon, t('sync.saved'), 'text.secondary']
      : status.state === 'waiting'
        ? [CloudUploadIcon, t('sync.waiting', { count: status.changes }), 'warning.dark']
        : status.state === 'refused'
          ? [ErrorIcon, t('sync.refused', { reason: status.refusal.message }), 'error.main']
          : [ErrorIcon, t(status.state === 'asks' ? 'sync.asks' : 'sync.gone'), 'error.main'];
  return (
    <Box
      role="status"
      className="no-print"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: dense ? 0 : 1.5, color: colour }}
    >
      <Icon fontSize="small" aria-hidden />
      <Box component="span" sx={{ typography: 'body2' }}>
        {text}
      </Box>
    </Box>
  );
}
