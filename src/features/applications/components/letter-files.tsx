/**
 * The letter's PDF and Word file, made on the server from the letter it has: online only, and
 * said so when the letter's changes made here are still on their way.
 */
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLetterWritten } from '@/domain/cover-letter';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { downloadLetterFile, type LetterFormat } from '../api/letter-api';
import { letterOnServer } from './letter-sync';

export function LetterFiles({
  application,
  typing,
}: {
  application: LocalApplication;
  /** Whether the body has typing not yet kept on the phone. */
  typing: boolean;
}) {
  const { t } = useTranslation('letter');
  const online = useBrowserOnline();
  const [busy, setBusy] = useState<LetterFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const serverId = application.record.serverId;
  const written = isLetterWritten(application.doc.letter);
  const waiting = typing || !letterOnServer(application);
  const download = async (format: LetterFormat) => {
    if (!serverId) return;
    setBusy(format);
    setFailed(false);
    try {
      await downloadLetterFile(serverId, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(['pdf', 'docx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!online || !serverId || !written || busy !== null}
            onClick={() => void download(format)}
          >
            {t(format === 'pdf' ? 'files.pdf' : 'files.word')}
          </Button>
        ))}
      </Stack>
      {!written ? (
        <Alert severity="info">{t('files.notWritten')}</Alert>
      ) : !online ? (
        <Alert severity="info">{t('files.offline')}</Alert>
      ) : waiting ? (
        <Alert severity="info">{t('files.waiting')}</Alert>
      ) : null}
      {failed ? <Alert severity="error">{t('files.failed')}</Alert> : null}
    </Stack>
  );
}
