/** "Download Word" and, where the phone's share sheet takes files, "Share Word file". */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCvDocx } from '@/api/cv-queries';
import { toastFailure } from '@/components/form';
import type { Language } from '@/domain/languages';
import { readFailure } from '@/lib/api-errors';
import { saveFile } from '@/lib/download';
import { failureWords } from '@/lib/failure-words';
import { noticeKeptCopy } from './kept-copy-notice';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function canShareWord(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'cv.docx', { type: DOCX_TYPE })] });
  } catch {
    return false;
  }
}

export function useCvWord(id: string, title: string, version?: Language | null) {
  const { t, i18n } = useTranslation('cv');
  const [busy, setBusy] = useState(false);
  const run = async (kind: 'download' | 'share') => {
    setBusy(true);
    try {
      const { file, keptFrom } = await fetchCvDocx(id, version);
      noticeKeptCopy(keptFrom, i18n.language, (date) => t('word.kept', { date }));
      if (kind === 'download') saveFile(file, file.name);
      else await navigator.share({ files: [file], title });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toastFailure(t('editor.wordFailed'), readFailure(error, failureWords()));
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    shareable: canShareWord(),
    download: () => void run('download'),
    share: () => void run('share'),
  };
}
