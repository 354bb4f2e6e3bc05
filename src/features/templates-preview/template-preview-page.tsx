/** /cv-template-preview: the five templates with sample data, read-only, with the switcher. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { THEMES, resolveTheme, type Theme } from '@/domain/cv';
import { toLanguage } from '@/domain/languages';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { isSignedInAtom, useAtomValue } from '@/lib/state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { runtimeKeys } from '@/lib/translate';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView } from '@/templates/registry';
import { sampleCv } from '@/templates/sample-cv';

export function TemplatePreviewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const { t, i18n } = useTranslation();
  const cv = useMemo(() => sampleCv(toLanguage(i18n.resolvedLanguage)), [i18n.resolvedLanguage]);
  // The template's headings and months follow the CV's own language, as on a public page.
  const { t: tTemplates } = useTranslation('templates', { lng: cv.language });
  const initial = (location.state as { templateId?: string } | null)?.templateId;
  const [theme, setTheme] = useState<Theme>(() => resolveTheme(initial));
  const labels = useMemo(() => buildTemplateLabels(runtimeKeys(tTemplates)), [tTemplates]);
  useDocumentTitle(t(`templates.${theme}.name`));

  /** Into the wizard with this template chosen; signed out, through sign-up, keeping the choice. */
  const chooseTemplate = () => {
    deviceStrings.setItem(STORAGE_KEYS.templateChoice, theme);
    void navigate(signedIn ? paths.wizard.getHref('template') : paths.register.getHref());
  };

  return (
    <Box sx={{ bgcolor: 'grey.100', flex: 1, py: { xs: 2, md: 4 } }}>
      <Container maxWidth="md">
        <Stack
          direction="row"
          sx={{ mb: 1.5, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Button href={paths.wizard.getHref('template')} startIcon={<ArrowBackIcon />}>
            {t('templatesPreview.back')}
          </Button>
          <Button variant="contained" onClick={chooseTemplate}>
            {t('templatesPreview.use')}
          </Button>
        </Stack>
        <ToggleButtonGroup
          exclusive
          value={theme}
          onChange={(_e, value: Theme | null) => value && setTheme(value)}
          aria-label={t('templatesPreview.switcher')}
          sx={{ display: 'flex', flexWrap: 'wrap', mb: 2, bgcolor: 'background.paper' }}
        >
          {THEMES.map((id) => (
            <ToggleButton key={id} value={id} sx={{ flex: '1 1 auto' }}>
              {t(`templates.${id}.name`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box
          sx={{ bgcolor: 'background.paper', borderRadius: 2, overflow: 'hidden', boxShadow: 1 }}
        >
          <TemplateView theme={theme} cv={cv} labels={labels} audience="public" />
        </Box>
      </Container>
    </Box>
  );
}
