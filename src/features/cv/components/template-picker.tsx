import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TemplateThumbnail } from '@/components/template-thumbnail';
import { THEMES, resolveTheme } from '@/domain/cv';
import { SHOWS_PHOTO } from '@/templates/registry';
import { TEMPLATE_PICKER_HEIGHT } from './template-picker-height';

/** Edit mode's row of template cards, each saying if it shows no photo; choosing one sets the CV's theme. */
export function TemplatePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (theme: string) => void;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('cv');
  const selected = resolveTheme(value);
  return (
    <Box
      role="radiogroup"
      aria-label={tc('editor.templatePicker')}
      className="no-print"
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        pb: 1,
        minHeight: TEMPLATE_PICKER_HEIGHT,
      }}
    >
      {THEMES.map((theme) => (
        <ButtonBase
          key={theme}
          role="radio"
          aria-checked={selected === theme}
          aria-label={
            SHOWS_PHOTO[theme]
              ? t(`templates.${theme}.name`)
              : `${t(`templates.${theme}.name`)} (${t('templates.noPhoto')})`
          }
          onClick={() => onChange(theme)}
          sx={{
            flex: '0 0 96px',
            flexDirection: 'column',
            borderRadius: 2,
            overflow: 'hidden',
            border: 2,
            borderColor: selected === theme ? 'primary.main' : 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <TemplateThumbnail theme={theme} />
          {/* The space keeps name and "No photo" two words when read as one text (WCAG 2.5.3). */}
          <Typography variant="caption" sx={{ pt: 0.5, fontWeight: 700 }}>
            {t(`templates.${theme}.name`)}
          </Typography>{' '}
          <Typography variant="caption" color="text.secondary" sx={{ pb: 0.5, lineHeight: 1.2 }}>
            {SHOWS_PHOTO[theme] ? '\u00a0' : t('templates.noPhoto')}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
