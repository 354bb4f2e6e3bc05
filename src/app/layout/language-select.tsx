import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@/domain/languages';

/** EN / FI switch; i18next remembers the choice and sets <html lang>. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={t('nav.language')}
      onChange={(_event, value: string | null) => {
        if (value) void i18n.changeLanguage(value);
      }}
      sx={{ '& .MuiToggleButton-root': { px: 1.25, py: 0.5, fontWeight: 700, minHeight: 36 } }}
    >
      {LANGUAGES.map((lng) => (
        <ToggleButton
          key={lng}
          value={lng}
          lang={lng}
          // The code shown first, then the language's name: a voice user says what they see.
          aria-label={t('nav.languageOption', {
            code: lng.toUpperCase(),
            name: t(`nav.languages.${lng}`),
          })}
        >
          {lng.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
