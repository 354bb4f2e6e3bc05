import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import IosShareIcon from '@mui/icons-material/IosShare';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useCvPdf } from './use-cv-pdf';

/** "Download PDF", and "Share PDF" where the phone can hand a file to its share sheet. */
export function PdfButtons({
  id,
  title,
  variant = 'text',
}: {
  id: string;
  title: string;
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation('cv');
  const pdf = useCvPdf(id, title);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<DownloadIcon />}
        loading={pdf.busy === 'download'}
        loadingPosition="start"
        onClick={pdf.download}
      >
        {pdf.busy === 'download' ? t('pdf.making') : t('editor.downloadPdf')}
      </Button>
      {pdf.shareable ? (
        <Button
          variant={variant}
          startIcon={<IosShareIcon />}
          loading={pdf.busy === 'share'}
          loadingPosition="start"
          onClick={pdf.share}
        >
          {t('pdf.share')}
        </Button>
      ) : null}
    </>
  );
}
