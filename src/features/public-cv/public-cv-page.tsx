/** /{username} and /{username}/{slug} inside the app (the server renders the same page for visitors). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PublicCvDto } from '@/domain/cv';
import { VERSION_PARAM, isLanguage, type Language } from '@/domain/languages';
import { isValidUsernameFormat } from '@/domain/username';
import { api } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { runtimeKeys } from '@/lib/translate';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView, renderTheme } from '@/templates/registry';
import { fallbacksOf } from '@/templates/render-options';

async function getPublicCv(
  username: string,
  slug: string | undefined,
  version: Language | null,
): Promise<PublicCvDto> {
  const path = slug
    ? `/cv/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/`
    : `/cv/${encodeURIComponent(username)}/`;
  const params = version ? { [VERSION_PARAM]: version } : {};
  return (await api.get<{ data: PublicCvDto }>(path, { params })).data.data;
}

export function PublicCvPage() {
  const { username = '', slug } = useParams();
  const [search] = useSearchParams();
  const asked = search.get(VERSION_PARAM);
  const version = isLanguage(asked) ? asked : null;
  const valid = isValidUsernameFormat(username);
  const { t } = useTranslation('publicCv');
  const cv = useQuery({
    queryKey: ['public-cv', username.toLowerCase(), slug ?? '', version ?? ''],
    queryFn: () => getPublicCv(username, slug, version),
    enabled: valid && Boolean(username),
    retry: false,
  });
  const language = cv.data?.language ?? 'en';
  const { t: tTemplates } = useTranslation('templates', { lng: language });
  const labels = useMemo(() => buildTemplateLabels(runtimeKeys(tTemplates)), [tTemplates]);
  useDocumentTitle(cv.data ? `${cv.data.first_name} ${cv.data.last_name}` : null);
  const missing = cv.data && renderTheme(cv.data.theme) === null;
  useEffect(() => {
    if (missing) console.error(`Invalid or missing theme: ${cv.data?.theme}`);
  }, [missing, cv.data?.theme]);

  if (!valid) return <Navigate to={paths.notFound.getHref()} replace />;
  if (cv.isPending) {
    return (
      <Box
        role="status"
        aria-label={t('loading')}
        sx={{ display: 'grid', placeItems: 'center', py: 10 }}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (cv.isError || !cv.data) return <CvNotFound />;
  return (
    <Box sx={{ bgcolor: 'grey.100', py: { xs: 0, md: 3 }, flex: 1 }}>
      <Container maxWidth="md" disableGutters>
        {missing ? (
          <Typography role="alert" sx={{ p: 3 }}>
            {t('missingTheme', { theme: cv.data.theme })}
          </Typography>
        ) : (
          <>
            <OtherVersions cv={cv.data} />
            <TemplateView
              theme={cv.data.theme}
              cv={cv.data}
              labels={labels}
              audience="public"
              fallbacks={fallbacksOf(cv.data)}
            />
          </>
        )}
      </Container>
    </Box>
  );
}

/** The CV's other language version, offered in its own language (as the server's page does). */
function OtherVersions({ cv }: { cv: PublicCvDto }) {
  const [main] = cv.languages;
  const other = cv.languages.find((language) => language !== cv.language);
  const { t } = useTranslation('publicCv', { lng: other ?? cv.language });
  const { t: tHere } = useTranslation('publicCv');
  if (!other || !main) return null;
  const search = other === main ? '' : `?${VERSION_PARAM}=${other}`;
  return (
    <Box component="nav" aria-label={tHere('versions')} sx={{ px: 2, py: 1.5 }}>
      <Button
        component={RouterLink}
        to={{ search }}
        variant="outlined"
        size="small"
        lang={other}
        hrefLang={other}
      >
        {t('readIn')}
      </Button>
    </Box>
  );
}

/** No CV at this address (as the server's page says it): why, and the way home or to a CV of one's own. */
function CvNotFound() {
  const { t } = useTranslation('publicCv');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {t('notFound')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFoundText')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        <Button href={paths.home.getHref()} variant="outlined">
          {t('home')}
        </Button>
        <Button href={paths.register.getHref()} variant="contained">
          {t('cta')}
        </Button>
      </Box>
    </Container>
  );
}
