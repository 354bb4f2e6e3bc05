/**
 * /cv/{id}/ats: the owner's CV as a hiring system reads it, per language version (`?lang=`), in
 * the CV's own template. Coming back after an edit reads the new version.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { VersionToggle } from '@/components/version-toggle';
import { cvLanguages } from '@/domain/cv-translations';
import { isLanguage, VERSION_PARAM, type Language } from '@/domain/languages';
import { useCv } from '@/api/cv-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CvSubpageHeading } from '@/components/cv-subpage-heading';
import { compareJobAd, useAtsReading } from '../api/ats-queries';
import { AtsReport } from './ats-report';
import { useKeepScreen } from '@/lib/kept-screen';

export function OwnAtsPage() {
  const { t } = useTranslation(['ats', 'common']);
  const { cvId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const cv = useCv(cvId);
  const asked = search.get(VERSION_PARAM);
  const main = cv.data?.language ?? 'en';
  // The versions there are: one not written yet prints as the CV's own, so it is no choice here.
  const versions = cv.data ? cvLanguages(cv.data) : [main];
  const language: Language = isLanguage(asked) && versions.includes(asked) ? asked : main;
  const reading = useAtsReading(cvId, language, cv.data?.version);
  useDocumentTitle(t('title'));
  useKeepScreen(Boolean(reading.data));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2.5}>
        <CvSubpageHeading cvId={cvId} back={t('back')} title={t('title')} />
        <Typography color="text.secondary">{t('intro')}</Typography>
        {versions.length > 1 ? (
          <VersionToggle
            languages={versions}
            value={language}
            main={main}
            onChange={(next) =>
              setSearch(next === main ? {} : { [VERSION_PARAM]: next }, { replace: true })
            }
          />
        ) : null}
        {reading.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('template', { name: t(`templates.${reading.data.theme}.name`, { ns: 'common' }) })}
          </Typography>
        ) : null}
        {cv.isError || reading.isError ? (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                onClick={() => void (cv.isError ? cv.refetch() : reading.refetch())}
              >
                {t('retry')}
              </Button>
            }
          >
            {t('failed')}
          </Alert>
        ) : reading.data ? (
          <AtsReport
            key={`${language}:${cv.data?.version ?? 0}`}
            reading={reading.data}
            compare={(ad) => compareJobAd(cvId, language, ad)}
          />
        ) : (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('reading')}</Typography>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
