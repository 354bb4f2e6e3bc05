import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TemplateThumbnail } from '@/components/template-thumbnail';
import { THEMES, resolveTheme } from '@/domain/cv';

/** Edit mode's row of template cards; choosing one sets the CV's theme. */
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
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}
    >
      {THEMES.map((theme) => (
        <ButtonBase
          key={theme}
          role="radio"
          aria-checked={selected === theme}
          aria-label={t(`templates.${theme}.name`)}
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
          <Typography variant="caption" sx={{ py: 0.5, fontWeight: 700 }}>
            {t(`templates.${theme}.name`)}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
