/**
 * Above the CV: which language version shows (and is edited), the CV's own language first, and how
 * much of the other version is still to translate or update.
 */
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslationTodo } from '@/components/use-translation-todo';
import type { TranslationStatus } from '@/domain/cv-translations';
import { LANGUAGES, type Language } from '@/domain/languages';

export function CvVersionSwitch({
  main,
  shown,
  status,
  editing,
  onChange,
}: {
  main: Language;
  shown: Language;
  status: TranslationStatus;
  editing: boolean;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation('cv');
  const todo = useTranslationTodo();
  const id = useId();
  const versions = [main, ...LANGUAGES.filter((language) => language !== main)];
  const note =
    shown === main
      ? t('versions.mainHelp')
      : (todo(status, shown) ??
        (editing ? t(`versions.writeHere.${shown}`) : t(`versions.empty.${shown}`)));
  return (
    <Box className="no-print" sx={{ mb: 1.5 }}>
      <Typography id={`${id}-label`} variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('versions.label')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={shown}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        onChange={(_, next: Language | null) => next && onChange(next)}
        sx={{ bgcolor: 'background.paper' }}
      >
        {versions.map((language) => (
          <ToggleButton key={language} value={language} sx={{ px: 2, textTransform: 'none' }}>
            {language === main
              ? t('versions.main', { language: t(`versions.names.${language}`) })
              : t(`versions.names.${language}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography id={`${id}-note`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {note}
      </Typography>
    </Box>
  );
}
