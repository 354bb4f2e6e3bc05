import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import type { ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';
import { ActionButton } from './action-button';
import type { MenuAction } from './actions-menu';
import { useCvPdf } from './use-cv-pdf';

/**
 * "Download PDF", and "Share PDF" where the phone can hand a file to its share sheet: as the
 * items of a menu (with `busy` while the file is made).
 */
export function usePdfActions(
  id: string,
  title: string,
  /** Which language version to print (the CV's own when none is named). */
  version?: Language | null,
): (MenuAction & { kind: 'download' | 'share' })[] {
  const { t } = useTranslation('cv');
  const pdf = useCvPdf(id, title, version);
  return [
    {
      kind: 'download',
      icon: <DownloadIcon />,
      label: pdf.busy === 'download' ? t('pdf.making') : t('editor.downloadPdf'),
      onClick: pdf.download,
      busy: pdf.busy === 'download',
    },
    // Only where the phone can hand a file to its share sheet.
    ...(pdf.shareable
      ? [
          {
            kind: 'share' as const,
            icon: <IosShareIcon />,
            label: t('pdf.share'),
            onClick: pdf.share,
            busy: pdf.busy === 'share',
          },
        ]
      : []),
  ];
}

/** The PDF's actions (see usePdfActions) as buttons. */
export function PdfButtons({
  id,
  title,
  variant = 'text',
  version,
}: {
  id: string;
  title: string;
  variant?: ButtonProps['variant'];
  version?: Language | null;
}) {
  return usePdfActions(id, title, version).map((action) => (
    <ActionButton key={action.kind} action={action} variant={variant} />
  ));
}
