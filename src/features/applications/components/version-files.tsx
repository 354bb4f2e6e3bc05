/**
 * The version's PDF and Word file, made on the server from what it has: online only, and said so
 * when changes made here are still on their way.
 */
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';
import { useBrowserOnline } from '@/lib/use-browser-online';
import { downloadVersionFile, type VersionFormat } from '../api/applications-api';

export function VersionFiles({
  application,
  language,
}: {
  application: LocalApplication;
  language: Language;
}) {
  const { t } = useTranslation('applications');
  const online = useBrowserOnline();
  const [busy, setBusy] = useState<VersionFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const serverId = application.record.serverId;
  const waiting = application.status.state !== 'saved' || serverId === null;
  const download = async (format: VersionFormat) => {
    if (!serverId) return;
    setBusy(format);
    setFailed(false);
    try {
      await downloadVersionFile(serverId, format, language);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {(['pdf', 'docx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!online || !serverId || busy !== null}
            onClick={() => void download(format)}
          >
            {t(format === 'pdf' ? 'version.pdf' : 'version.word')}
          </Button>
        ))}
      </Stack>
      {!online ? (
        <Alert severity="info">{t('version.filesOffline')}</Alert>
      ) : waiting ? (
        <Alert severity="info">{t('version.filesWaiting')}</Alert>
      ) : null}
      {failed ? <Alert severity="error">{t('version.fileFailed')}</Alert> : null}
    </Stack>
  );
}
