/**
 * "Download PDF" and "Share PDF": the file the server makes from the template. Where it cannot
 * (offline, no Chromium on the server, a failure) the browser's print sheet opens instead, with a
 * note on how to save a PDF from it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fetchCvPdf } from '@/api/cv-queries';
import type { Language } from '@/domain/languages';
import { saveFile } from '@/lib/download';
import { noticeKeptCopy } from './kept-copy-notice';

/** Whether this browser can hand a PDF file to the system's share sheet. */
function canSharePdf(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'cv.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/** `version`: the language version to print (the CV's own language when none is named). */
export function useCvPdf(id: string, title: string, version?: Language | null) {
  const { t, i18n } = useTranslation('cv');
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);

  const printInstead = () => {
    toast.info(t('pdf.printInstead'), { duration: 8000 });
    window.print();
  };

  const run = async (kind: 'download' | 'share') => {
    setBusy(kind);
    try {
      const { file, keptFrom } = await fetchCvPdf(id, version);
      noticeKeptCopy(keptFrom, i18n.language, (date) => t('pdf.kept', { date }));
      if (kind === 'download') saveFile(file, file.name);
      else await navigator.share({ files: [file], title });
    } catch (error) {
      // The person closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      printInstead();
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    shareable: canSharePdf(),
    download: () => void run('download'),
    share: () => void run('share'),
  };
}
