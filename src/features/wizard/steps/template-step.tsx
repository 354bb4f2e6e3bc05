import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { THEMES, resolveTheme } from '@/domain/cv';
import { DesignChoices } from '@/components/design-choices';
import { TemplateThumbnail } from '@/components/template-thumbnail';
import { deviceStrings } from '@/lib/local-data/web-storage';
import { SHOWS_PHOTO } from '@/templates/registry';
import { WizardStep } from '../components/wizard-step';
import { useDraft } from '../state/draft-state';

export function TemplateStep() {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const { t: td } = useTranslation('design');
  const designId = useId();
  const { draft, update } = useDraft();
  const navigate = useNavigate();
  const ready = draft !== null;
  // "Use this template" on the preview page (maybe before signing up): chosen here once.
  useEffect(() => {
    if (!ready) return;
    const chosen = deviceStrings.getItem(STORAGE_KEYS.templateChoice);
    if (chosen === null) return;
    deviceStrings.removeItem(STORAGE_KEYS.templateChoice);
    if (resolveTheme(chosen) === chosen) update({ theme: chosen });
  }, [ready, update]);
  if (!draft) return null;
  const selected = resolveTheme(draft.theme);
  return (
    <WizardStep step="template">
      <Box
        role="radiogroup"
        aria-label={t('template.title')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 1.5,
        }}
      >
        {THEMES.map((theme) => {
          const name = tc(`templates.${theme}.name`);
          const isSelected = selected === theme;
          return (
            <Card
              key={theme}
              sx={{ borderColor: isSelected ? 'primary.main' : undefined, borderWidth: 2 }}
            >
              <CardActionArea
                role="radio"
                aria-checked={isSelected}
                aria-label={SHOWS_PHOTO[theme] ? name : `${name} (${tc('templates.noPhoto')})`}
                onClick={() => update({ theme })}
              >
                <TemplateThumbnail theme={theme} />
                {/* The space keeps name and "No photo" two words when read as one text. */}
                <Typography variant="subtitle1" sx={{ px: 1.25, pt: 1 }}>
                  {name}
                </Typography>{' '}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ px: 1.25, minHeight: '1.43em' }}
                >
                  {SHOWS_PHOTO[theme] ? null : tc('templates.noPhoto')}
                </Typography>
              </CardActionArea>
              {/* Not in the radio: its label names the template only (WCAG 2.5.3). */}
              <Stack
                direction="row"
                sx={{ px: 0.5, pb: 0.5, alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Button
                  size="small"
                  aria-label={t('template.preview', { name })}
                  onClick={() =>
                    void navigate(paths.templatePreview.getHref(), { state: { templateId: theme } })
                  }
                >
                  {tc('common.preview')}
                </Button>
                {isSelected ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={t('template.selected')}
                    sx={{ mr: 0.75 }}
                  />
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </Box>
      <Box component="section" aria-labelledby={designId} sx={{ mt: 3 }}>
        <Typography id={designId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {td('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('template.designHint')}
        </Typography>
        <DesignChoices
          theme={selected}
          design={draft.design}
          onChange={(design) => update({ design })}
        />
      </Box>
    </WizardStep>
  );
}
