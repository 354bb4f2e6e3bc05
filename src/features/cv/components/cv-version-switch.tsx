/**
 * Above the CV: which language version shows (and is edited), the CV's own language first, and how
 * much of the other version is still to translate or update.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useTranslationTodo } from '@/components/use-translation-todo';
import { VersionToggle } from '@/components/version-toggle';
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
  const versions = [main, ...LANGUAGES.filter((language) => language !== main)];
  // What the main version holds for both matters while editing; read, the CV comes first.
  const note =
    shown === main
      ? editing
        ? t('versions.mainHelp')
        : undefined
      : (todo(status, shown) ??
        (editing ? t(`versions.writeHere.${shown}`) : t(`versions.empty.${shown}`)));
  return (
    <Box className="no-print" sx={{ mb: 1.5 }}>
      <VersionToggle
        languages={versions}
        value={shown}
        main={main}
        onChange={onChange}
        note={note}
      />
    </Box>
  );
}
