/** One text of the version, as the version words it: its own, or the CV's, which it then follows. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { multilineText, text } from '@/domain/cv-fields';
import type { TranslationPath } from '@/domain/cv-translations';
import type { VersionOverrides, VersionSource } from '@/domain/cv-version';
import type { Language } from '@/domain/languages';
import { CommittedText } from './committed-field';

/** What the version's parts need: the texts in the language on screen, and a way to change it. */
export interface VersionView {
  cv: VersionSource;
  overrides: VersionOverrides;
  language: Language;
  /** The text at a path as the version shows it in `language` (the main text where none). */
  shownText: (path: TranslationPath) => string;
  /** The CV's own text at a path in `language` ('' where it has none). */
  cvText: (path: TranslationPath) => string;
  own: ReadonlySet<string>;
  save: (change: (overrides: VersionOverrides) => VersionOverrides) => void;
  setText: (path: TranslationPath, value: string) => void;
}

/** One text as this version words it: its own, or the CV's (which it then keeps following). */
export function OwnText({
  view,
  path,
  label,
  max,
  multiline = false,
}: {
  view: VersionView;
  path: TranslationPath;
  label: string;
  max: number;
  multiline?: boolean;
}) {
  const { t } = useTranslation('applications');
  const own = view.own.has(path);
  return (
    <Stack spacing={0.5}>
      <CommittedText
        key={`${view.language}:${path}`}
        label={label}
        value={view.shownText(path)}
        rule={multiline ? multilineText(max) : text(max)}
        onCommit={(value) => view.setText(path, value)}
        max={max}
        kind={multiline ? 'multiline' : 'text'}
        minRows={multiline ? 3 : undefined}
        helperText={own ? t('version.own') : t('version.follows')}
      />
      {own ? (
        <Button
          size="small"
          onClick={() => view.setText(path, view.cvText(path))}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('version.useCv')}
        </Button>
      ) : null}
    </Stack>
  );
}
