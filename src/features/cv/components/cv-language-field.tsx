import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage, type Language } from '@/domain/languages';

/** The CV's own language (its headings and dates), apart from the language of the app. */
export function CvLanguageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation('cv');
  return (
    <TextField
      select
      size="small"
      label={t('editor.languageLabel')}
      helperText={t('editor.languageHelp')}
      value={toLanguage(value)}
      onChange={(e) => onChange(toLanguage(e.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 200, bgcolor: 'background.paper' }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`editor.languages.${language}`)}
        </option>
      ))}
    </TextField>
  );
}
