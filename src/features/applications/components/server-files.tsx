/**
 * A PDF and a Word file the server makes from what it has (a version's, a letter's): online only,
 * said so when changes made here are still on their way, and why not when there is nothing to make.
 */
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useBrowserOnline } from '@/lib/use-browser-online';
import type { FileFormat } from '../api/applications-api';

export interface ServerFilesWords {
  pdf: string;
  word: string;
  offline: string;
  waiting: string;
  failed: string;
}

export function ServerFiles({
  download,
  waiting,
  notReady = null,
  words,
}: {
  /** Fetches and saves the file; null while the server does not have the record yet. */
  download: ((format: FileFormat) => Promise<void>) | null;
  /** Changes made here are still on their way: the files would not show them yet. */
  waiting: boolean;
  /** Why there is nothing to make yet (a letter not written), or null. */
  notReady?: string | null;
  words: ServerFilesWords;
}) {
  const online = useBrowserOnline();
  const [busy, setBusy] = useState<FileFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchFile = async (format: FileFormat) => {
    if (!download) return;
    setBusy(format);
    setFailed(false);
    try {
      await download(format);
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
            disabled={!online || !download || notReady !== null || busy !== null}
            onClick={() => void fetchFile(format)}
          >
            {format === 'pdf' ? words.pdf : words.word}
          </Button>
        ))}
      </Stack>
      {notReady !== null ? (
        <Alert severity="info">{notReady}</Alert>
      ) : !online ? (
        <Alert severity="info">{words.offline}</Alert>
      ) : waiting || !download ? (
        <Alert severity="info">{words.waiting}</Alert>
      ) : null}
      {failed ? <Alert severity="error">{words.failed}</Alert> : null}
    </Stack>
  );
}
