/**
 * /ats-check: anyone's PDF read as a hiring system reads it, in the browser. The server draws the
 * page (a visitor page); the code that reads PDFs loads only when a file is chosen, and the file
 * is never uploaded.
 */
import LockIcon from '@mui/icons-material/LockOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { paths } from '@/config/paths';
import { LIMITS } from '@/domain/limits';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PdfCheck } from '../pdf/check-in-browser';

const PublicReport = lazy(() => import('./public-report'));

type Chosen =
  | { state: 'reading'; name: string }
  | { state: 'read'; name: string; check: PdfCheck }
  | { state: 'refused'; message: string };

const MEGABYTE = 1024 * 1024;

export function PublicAtsPage() {
  const { t } = useTranslation(['ats', 'common']);
  useDocumentTitle(t('public.title'));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const read = async (file: File) => {
    if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name))
      return setChosen({ state: 'refused', message: t('public.notPdf') });
    if (file.size > LIMITS.atsPdfBytes)
      return setChosen({
        state: 'refused',
        message: t('public.tooLarge', { size: LIMITS.atsPdfBytes / MEGABYTE }),
      });
    setChosen({ state: 'reading', name: file.name });
    const { checkPdf } = await import('../pdf/check-in-browser');
    setChosen({ state: 'read', name: file.name, check: await checkPdf(file) });
  };

  // A file chosen before the app took over this server-drawn page is in the field already.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) void read(early);
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {t('public.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
          {t('public.intro')}
        </Typography>
        <Box
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.light',
            borderRadius: 3,
            p: { xs: 2.5, sm: 4 },
            display: 'grid',
            justifyItems: 'center',
            gap: 1.5,
            textAlign: 'center',
          }}
        >
          <Button
            variant="contained"
            size="large"
            startIcon={<UploadIcon />}
            onClick={() => input.current?.click()}
            sx={{ minHeight: 48 }}
          >
            {chosen?.state === 'read' ? t('public.another') : t('public.choose')}
          </Button>
          <HiddenFileInput
            ref={input}
            accept="application/pdf,.pdf"
            label={t('public.choose')}
            onFile={(file) => void read(file)}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LockIcon fontSize="small" color="action" />
            <Typography variant="body2" color="text.secondary">
              {t('public.private')}
            </Typography>
          </Stack>
        </Box>
        <Box aria-live="polite">
          {chosen?.state === 'refused' ? <Alert severity="error">{chosen.message}</Alert> : null}
          {chosen?.state === 'reading' ? <Reading /> : null}
          {chosen?.state === 'read' ? (
            <Suspense fallback={<Reading />}>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mb: 2, overflowWrap: 'anywhere' }}
              >
                {t('public.fileName', { name: chosen.name })}
              </Typography>
              {'unreadable' in chosen.check ? (
                <Alert severity="error">{t('public.unreadable')}</Alert>
              ) : (
                <PublicReport reading={chosen.check.reading} />
              )}
            </Suspense>
          ) : null}
        </Box>
        <Button href={paths.register.getHref()} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('public.cta')}
        </Button>
      </Stack>
    </Container>
  );
}

function Reading() {
  const { t } = useTranslation('ats');
  return (
    <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 3 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{t('reading')}</Typography>
    </Stack>
  );
}
