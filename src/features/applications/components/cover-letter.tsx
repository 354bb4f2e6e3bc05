/**
 * The application's cover letter on its page: a heading and one button, until the owner opens or
 * starts the letter; only then does its editor and guide load (the keyword matching with it), so
 * the page's first load carries none of it.
 */
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLetterWritten, wordCount } from '@/domain/cover-letter';
import type { LocalApplication } from '@/lib/cv-store/use-local-applications';

const LetterEditor = lazy(async () => ({
  default: (await import('./letter-editor')).LetterEditor,
}));

export function CoverLetter({ application }: { application: LocalApplication }) {
  const { t } = useTranslation('applications');
  const [open, setOpen] = useState(false);
  const letter = application.doc.letter;
  const written = isLetterWritten(letter);
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="letter-title">
      <Typography id="letter-title" variant="h2" sx={{ typography: 'h6' }}>
        {t('letter.title')}
      </Typography>
      {open ? (
        <Suspense
          fallback={
            <Skeleton
              variant="rounded"
              height={320}
              role="status"
              aria-label={t('letter.loading')}
            />
          }
        >
          <LetterEditor application={application} />
        </Suspense>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {written ? t('letter.written', { count: wordCount(letter.body) }) : t('letter.intro')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<EditNoteIcon />}
            onClick={() => setOpen(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t(written ? 'letter.open' : 'letter.start')}
          </Button>
        </>
      )}
    </Stack>
  );
}
