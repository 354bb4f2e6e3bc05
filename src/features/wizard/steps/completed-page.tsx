import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cvLanguages } from '@/domain/cv-translations';
import { LANGUAGES, type Language } from '@/domain/languages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCv } from '@/api/cv-queries';
import { PdfButtons } from '@/components/pdf-buttons';
import { SharePanel } from '@/components/share/share-panel';
import { shareUrl } from '@/components/share/share-url';
import { TemplatePreview } from '../components/cv-preview';

/** The template's wide layout, zoomed to the column on a wide screen (a phone shows it as it is). */
const PREVIEW_LAYOUT_WIDTH = 760;

/**
 * 'CV ready', where "Create my CV" ends: the public address to copy or share, the CV as visitors
 * see it, "Edit my CV" one tap away (the editor opens in edit mode) and the way to the dashboard.
 */
export function CompletedPage() {
  const { cvId = '' } = useParams();
  const { t } = useTranslation('wizard');
  const { t: te } = useTranslation('wizardEnds');
  const { t: tCv } = useTranslation('cv');
  const cv = useCv(cvId);
  // Offered until the CV has a version in the other language.
  const otherVersion =
    cv.data && cvLanguages(cv.data).length === 1
      ? LANGUAGES.find((language) => language !== cv.data.language)
      : undefined;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  useDocumentTitle(t('cvReady.title'));
  const headingSx = { fontSize: '1.15rem', mb: 1.5 };
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h1">{t('cvReady.title')}</Typography>
        <Typography color="text.secondary">{t('cvReady.subtitle')}</Typography>
      </Stack>
      {cv.isPending ? (
        <Stack role="status" aria-label={t('cvReady.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : cv.isError ? (
        <Typography color="error" role="alert" sx={{ textAlign: 'center' }}>
          {t('cvReady.cvnotfound')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 440px) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <Card component="section" aria-labelledby="cv-ready-share">
              <CardContent>
                <Typography id="cv-ready-share" variant="h2" sx={headingSx}>
                  {te('ready.shareTitle')}
                </Typography>
                <SharePanel
                  url={shareUrl(window.location.origin, cv.data.username, cv.data.slug)}
                  title={cv.data.title}
                  owner={cv.data}
                />
              </CardContent>
            </Card>
            <EditorButton id={cvId} icon={<EditIcon />}>
              {te('ready.edit')}
            </EditorButton>
            {otherVersion ? (
              // The same CV in the other language: one CV, on any plan.
              <EditorButton id={cvId} icon={<TranslateIcon />} version={otherVersion}>
                {tCv(`versions.add.${otherVersion}`)}
              </EditorButton>
            ) : null}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              <PdfButtons id={cvId} title={cv.data.title} variant="outlined" />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              {cv.data.username ? (
                <Button
                  endIcon={<OpenInNewIcon />}
                  href={paths.publicCv.getHref(cv.data.username, cv.data.slug)}
                  target="_blank"
                  rel="noopener"
                >
                  {te('ready.openPublic')}
                </Button>
              ) : null}
              <Button href={paths.dashboard.getHref()}>{t('cvReady.goToDashboard')}</Button>
            </Stack>
          </Stack>
          <Box component="section" aria-labelledby="cv-ready-preview">
            <Typography id="cv-ready-preview" variant="h2" sx={headingSx}>
              {te('ready.previewTitle')}
            </Typography>
            <Box
              sx={{
                bgcolor: 'background.paper',
                borderRadius: 2,
                boxShadow: 2,
                overflow: 'hidden',
              }}
            >
              <TemplatePreview
                theme={cv.data.theme}
                cv={cv.data}
                layoutWidth={wide ? PREVIEW_LAYOUT_WIDTH : undefined}
                audience="public"
              />
            </Box>
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/** Opens the CV in its editor, in the other language version when given (then as a second choice). */
function EditorButton(props: {
  id: string;
  icon: ReactNode;
  version?: Language;
  children: ReactNode;
}) {
  return (
    <Button
      variant={props.version ? 'outlined' : 'contained'}
      size="large"
      startIcon={props.icon}
      component={RouterLink}
      to={paths.cv.getHref(props.id)}
      state={{ startEditing: true, ...(props.version && { version: props.version }) }}
    >
      {props.children}
    </Button>
  );
}
