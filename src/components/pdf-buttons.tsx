import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';
import { useCvPdf } from './use-cv-pdf';

/** "Download PDF", and "Share PDF" where the phone can hand a file to its share sheet. */
export function PdfButtons({
  id,
  title,
  variant = 'text',
  version,
}: {
  id: string;
  title: string;
  variant?: ButtonProps['variant'];
  /** Which language version to print (the CV's own when none is named). */
  version?: Language | null;
}) {
  const { t } = useTranslation('cv');
  const pdf = useCvPdf(id, title, version);
  const buttons = [
    {
      kind: 'download',
      icon: <DownloadIcon />,
      text: pdf.busy === 'download' ? t('pdf.making') : t('editor.downloadPdf'),
      onClick: pdf.download,
    },
    // Only where the phone can hand a file to its share sheet.
    ...(pdf.shareable
      ? [{ kind: 'share', icon: <IosShareIcon />, text: t('pdf.share'), onClick: pdf.share }]
      : []),
  ] as const;
  return buttons.map(({ kind, icon, text, onClick }) => (
    <Button
      key={kind}
      variant={variant}
      startIcon={icon}
      loading={pdf.busy === kind}
      loadingPosition="start"
      onClick={onClick}
    >
      {text}
    </Button>
  ));
}
