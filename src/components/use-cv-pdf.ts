/**
 * "Download PDF" and "Share PDF": the file the server makes from the template. Where it cannot
 * (offline, no Chromium on the server, a failure) the browser's print sheet opens instead, with a
 * note on how to save a PDF from it.
 */
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Language } from '@/domain/languages';
import { useCvFile } from './use-cv-file';

/** `version`: the language version to print (the CV's own language when none is named). */
export function useCvPdf(id: string, title: string, version?: Language | null) {
  const { t } = useTranslation('cv');
  return useCvFile('pdf', { id, title, version }, () => {
    toast.info(t('pdf.printInstead'), { duration: 8000 });
    window.print();
  });
}
