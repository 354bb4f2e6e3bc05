/**
 * The editor of a CV's other language version, in the same template: its texts are inputs (empty
 * ones show the main text, dimmed, with a prompt to translate it); what both versions share (names,
 * contact details, dates, links, levels, the rows themselves) reads as it is, edited in the main one.
 */
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPlaceName,
  translatedTexts,
  translationPathOf,
  type TranslationStatus,
} from '@/domain/cv-translations';
import { DEFAULT_BIO_TITLES, isDefaultBioTitle, type Language } from '@/domain/languages';
import type { EditorApi, TextFieldSpec } from '@/templates/editable';
import { fieldNoteSx } from '@/components/fields';
import { EditText } from './editor-api';
import type { CvEditorState } from './use-cv-editor';

const noteSx = {
  ...fieldNoteSx,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 0.5,
  bgcolor: '#fff7e0',
  color: '#5c4400',
} as const;

interface TranslationFieldProps {
  spec: TextFieldSpec;
  editor: CvEditorState;
  language: Language;
  mainLanguage: Language;
  /** The translated texts whose main text changed since (by their stored path). */
  outdated: ReadonlySet<string>;
}

function TranslationField({
  spec,
  editor,
  language,
  mainLanguage,
  outdated,
}: TranslationFieldProps) {
  const { t } = useTranslation('cv');
  const noteId = useId();
  const path = editor.working && translationPathOf(editor.working, spec.path);
  const value = editor.translation(language, spec.path);
  const saved = path ? translatedTexts(editor.base?.translations?.[language]).get(path) : '';
  const confirmed = Boolean(path && editor.confirmed[language]?.includes(path));
  const stale = Boolean(path && outdated.has(path) && !confirmed && value && value === saved);
  const label = t('versions.fieldLabel', {
    label: spec.label,
    inLanguage: t(`versions.inLanguage.${language}`),
  });
  // A default heading needs no translation: the version shows its own language's default.
  const defaultHeading = spec.path === 'bio_title' && isDefaultBioTitle(spec.value);
  const placeholder = defaultHeading ? DEFAULT_BIO_TITLES[language] : spec.value || label;
  const note =
    !value && spec.value && !isPlaceName(spec.path) && !defaultHeading ? (
      <Box component="span" id={noteId} sx={noteSx}>
        {t('versions.translate')}
      </Box>
    ) : stale ? (
      <Box component="span" id={noteId} sx={noteSx}>
        {t('versions.needsUpdate')}
        <Button
          size="small"
          startIcon={<CheckIcon />}
          onClick={() => editor.confirm(language, spec.path)}
          sx={{ minHeight: 0, py: 0, font: 'inherit', textTransform: 'none' }}
        >
          {t('versions.confirm')}
        </Button>
      </Box>
    ) : null;
  return (
    <EditText
      spec={{ ...spec, value, label, placeholder }}
      problem={undefined}
      onChange={(at, next) => editor.translate(language, at, next)}
      note={note ? { id: noteId, content: note } : undefined}
      lang={language === mainLanguage ? undefined : language}
    />
  );
}

/** The editor's inputs for the `language` version of the CV being edited. */
export function useTranslationEditorApi(
  editor: CvEditorState,
  language: Language,
  mainLanguage: Language,
  status: TranslationStatus,
): EditorApi {
  const outdated = useMemo(() => new Set(status[language]?.outdated ?? []), [status, language]);
  return useMemo<EditorApi>(
    () => ({
      text: (spec) =>
        editor.working && translationPathOf(editor.working, spec.path) ? (
          <TranslationField
            spec={spec}
            editor={editor}
            language={language}
            mainLanguage={mainLanguage}
            outdated={outdated}
          />
        ) : (
          // Shared by both versions: as it reads, in the language it was written in.
          <span lang={mainLanguage}>{spec.value}</span>
        ),
      month: ({ value, format, className }) =>
        value ? (
          <time className={className} dateTime={value.slice(0, 7)}>
            {format(value)}
          </time>
        ) : null,
      choice: ({ value, options, className }) => {
        const label = options.find((o) => o.value === value)?.label;
        return label ? <span className={className}>{label}</span> : null;
      },
      add: () => null,
      remove: () => null,
      photo: () => null,
    }),
    [editor, language, mainLanguage, outdated],
  );
}
