/** /cv-template-preview: the five templates with sample data, read-only, with the switcher. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { THEMES, resolveTheme, type Theme } from '@/domain/cv';
import { toLanguage } from '@/domain/languages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { runtimeKeys } from '@/lib/translate';
import { buildTemplateLabels } from '@/templates/labels';
import { TemplateView } from '@/templates/registry';
import { sampleCv } from '@/templates/sample-cv';

export function TemplatePreviewPage() {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const { t: tTemplates } = useTranslation('templates');
  const language = toLanguage(i18n.resolvedLanguage);
  const initial = (location.state as { templateId?: string } | null)?.templateId;
  const [theme, setTheme] = useState<Theme>(() => resolveTheme(initial));
  const labels = useMemo(
    () => buildTemplateLabels(runtimeKeys(tTemplates), language),
    [tTemplates, language],
  );
  const cv = useMemo(() => sampleCv(language), [language]);
  useDocumentTitle(t(`templates.${theme}.name`));
  return (
    <Box sx={{ bgcolor: 'grey.100', flex: 1, py: { xs: 2, md: 4 } }}>
      <Container maxWidth="md">
        <Button
          component={RouterLink}
          to={paths.wizard.getHref('template')}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1.5 }}
        >
          {t('templatesPreview.back')}
        </Button>
        <ToggleButtonGroup
          exclusive
          value={theme}
          onChange={(_e, value: Theme | null) => value && setTheme(value)}
          aria-label={t('templatesPreview.switcher')}
          sx={{ display: 'flex', flexWrap: 'wrap', mb: 2, bgcolor: 'background.paper' }}
        >
          {THEMES.map((id, index) => (
            <ToggleButton key={id} value={id} sx={{ flex: '1 1 auto' }}>
              {t('templatesPreview.button', { letter: String.fromCharCode(65 + index) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box
          sx={{ bgcolor: 'background.paper', borderRadius: 2, overflow: 'hidden', boxShadow: 1 }}
        >
          <TemplateView theme={theme} cv={cv} labels={labels} />
        </Box>
      </Container>
    </Box>
  );
}
