/** "Language version": a CV's language versions to pick from (the editor's switch, the share dialog). */
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/languages';

export function VersionToggle({
  languages,
  value,
  main,
  onChange,
  note,
}: {
  languages: readonly Language[];
  value: Language | undefined;
  /** The CV's own language, named as the main version (when the choice is between versions). */
  main?: Language;
  onChange: (language: Language) => void;
  /** Said under the choice, and read with it. */
  note?: ReactNode;
}) {
  const { t } = useTranslation('cv');
  const id = useId();
  const name = (language: Language) => t(`versions.names.${language}`);
  return (
    <Box>
      {/* The name beside the choice where the line has room (a phone too), above it where not. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
        }}
      >
        <Typography id={`${id}-label`} variant="body2" sx={{ fontWeight: 700 }}>
          {t('versions.label')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value}
          aria-labelledby={`${id}-label`}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(_, next: Language | null) => next && onChange(next)}
          sx={{ bgcolor: 'background.paper' }}
        >
          {languages.map((language) => (
            <ToggleButton
              key={language}
              value={language}
              sx={{ px: { xs: 1.25, sm: 2 }, textTransform: 'none' }}
            >
              {language === main
                ? t('versions.main', { language: name(language) })
                : name(language)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {note ? (
        <Typography id={`${id}-note`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
