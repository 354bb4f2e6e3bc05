/**
 * A file the server makes of the CV (PDF or Word), to download or to hand to the phone's share
 * sheet where it takes files. A copy kept on the device from earlier says when it was made; a
 * failure is the caller's to word (the PDF opens the print sheet instead, Word says why).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCvDocx, fetchCvPdf } from '@/api/cv-queries';
import type { Language } from '@/domain/languages';
import { saveFile } from '@/lib/download';
import { noticeKeptCopy } from './kept-copy-notice';

const FORMATS = {
  pdf: { fetch: fetchCvPdf, type: 'application/pdf', kept: 'pdf.kept' },
  docx: {
    fetch: fetchCvDocx,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kept: 'word.kept',
  },
} as const;

type Format = keyof typeof FORMATS;

/** Whether this browser can hand a file of the format to the system's share sheet. */
function canShare(format: Format): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({
      files: [new File([], `cv.${format}`, { type: FORMATS[format].type })],
    });
  } catch {
    return false;
  }
}

/** `version`: the language version made (the CV's own language when none is named). */
export function useCvFile(
  format: Format,
  { id, title, version }: { id: string; title: string; version?: Language | null },
  onFailure: (error: unknown) => void,
) {
  const { t, i18n } = useTranslation('cv');
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const { fetch, kept } = FORMATS[format];

  const run = async (kind: 'download' | 'share') => {
    setBusy(kind);
    try {
      const { file, keptFrom } = await fetch(id, version);
      noticeKeptCopy(keptFrom, i18n.language, (date) => t(kept, { date }));
      if (kind === 'download') saveFile(file, file.name);
      else await navigator.share({ files: [file], title });
    } catch (error) {
      // The person closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      onFailure(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    shareable: canShare(format),
    download: () => void run('download'),
    share: () => void run('share'),
  };
}
