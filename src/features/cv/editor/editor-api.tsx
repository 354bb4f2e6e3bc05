// Over 300 lines: one input per template primitive, the whole contract the templates render against.
/** The editor's inputs for the template primitives: every field of any template becomes editable in place. */
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId, useMemo, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { MonthPicker } from '@/components/month-picker';
import { LIMITS } from '@/domain/limits';
import type { ChoiceSpec, EditorApi, TextFieldSpec } from '@/templates/editable';
import type { ListName } from '@/templates/types';
import { listLimit, type CvEditorState } from './use-cv-editor';
import { LazyTooltip } from '@/components/lazy-tooltip';

/**
 * Inputs take the template's own font and colour on a see-through background, so every template
 * keeps the contrast it has when read; only a dashed outline in the text's colour marks them.
 */
const inputLook = {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  textAlign: 'inherit',
  lineHeight: 'inherit',
  background: 'transparent',
  border: 0,
  margin: 0,
  borderRadius: '4px',
  outline: '1px dashed color-mix(in srgb, currentColor 60%, transparent)',
  outlineOffset: '1px',
  '&:focus': { outline: '2px solid currentColor' },
  '&[aria-invalid="true"]': { outline: '2px solid #d32f2f' },
  // A text still to translate shows the main text here, dimmed.
  '&::placeholder': { color: 'inherit', opacity: 0.55, fontStyle: 'italic' },
} as const;

/**
 * A text field that grows with its text, in width up to its column and then in height, so no text
 * is ever cut: a hidden copy of the value sizes the grid cell the textarea fills (works without
 * `field-sizing`, which not every phone browser has).
 */
const growSx = {
  display: 'inline-grid',
  maxWidth: '100%',
  verticalAlign: 'top',
  '&::after, & > textarea': {
    gridArea: '1 / 1 / 2 / 2',
    font: 'inherit',
    letterSpacing: 'inherit',
    textTransform: 'inherit',
    lineHeight: 'inherit',
    padding: '0 3px',
    minWidth: '3ch',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  '&::after': { content: 'attr(data-value) " "', visibility: 'hidden' },
  '& > textarea': { ...inputLook, resize: 'none', overflow: 'hidden', width: '100%' },
} as const;

/**
 * What the editor says under a field (its problem, a translation's state) sits on its own light
 * background in the app's font, whatever the template's, so it reads everywhere.
 */
export const fieldNoteSx = {
  width: 'fit-content',
  maxWidth: '100%',
  mt: 0.5,
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  font: '600 12.5px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  letterSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'left',
  fontStyle: 'normal',
} as const;

const problemSx = { ...fieldNoteSx, display: 'block', bgcolor: '#fff', color: '#b3261e' } as const;

const INPUT_MODES: Array<[RegExp, 'email' | 'tel' | 'url']> = [
  [/^email$/, 'email'],
  [/^phone$/, 'tel'],
  [/\.url$/, 'url'],
];

/** The counter shows under long texts and education's field of study, as in the wizard. */
const COUNTED = /\.field_of_study$/;

/** One field the editor draws in place of a template's text or choice. */
interface EditProps<Spec> {
  spec: Spec;
  /** What is wrong with the value, said under it. */
  problem: string | undefined;
  onChange: (path: string, value: string) => void;
}

/** A text field of the editor, with what to say under it besides its problem (a translation's state). */
type EditTextProps = EditProps<TextFieldSpec> & {
  note?: { id: string; content: ReactNode };
  /** The language the text is written in, when not the page's. */
  lang?: string;
};

/** A field's problem under it, named by `id` for its `aria-describedby`. */
function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <Box component="span" id={id} sx={problemSx}>
      {text}
    </Box>
  ) : null;
}

export function EditText({ spec, problem, onChange, note, lang }: EditTextProps) {
  const id = useId();
  const { path, value, label, multiline = false, max, placeholder } = spec;
  const counted = Boolean(max) && (multiline || COUNTED.test(path));
  const described =
    [problem ? `${id}-problem` : null, counted ? `${id}-count` : null, note?.id ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // One line stays one line, even when pasted.
    const text = multiline ? event.target.value : event.target.value.replace(/[\r\n]+/g, ' ');
    onChange(path, max ? text.slice(0, max) : text);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!multiline && event.key === 'Enter') event.preventDefault();
  };
  return (
    <Box
      component="span"
      sx={{
        display: multiline ? 'block' : 'inline-block',
        maxWidth: '100%',
        verticalAlign: 'top',
      }}
    >
      <Box
        component="span"
        data-value={value || placeholder || label}
        sx={{ ...growSx, ...(multiline && { display: 'grid', width: '100%' }) }}
      >
        <textarea
          name={path}
          lang={lang}
          value={value}
          rows={multiline ? 2 : 1}
          // The hidden copy sets the width; a textarea's own (20 columns) would widen the cell.
          cols={1}
          aria-label={label}
          placeholder={placeholder ?? label}
          maxLength={max}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          inputMode={INPUT_MODES.find(([pattern]) => pattern.test(path))?.[1]}
          spellCheck={!INPUT_MODES.some(([pattern]) => pattern.test(path))}
          onChange={change}
          onKeyDown={keyDown}
        />
      </Box>
      <Problem id={`${id}-problem`} text={problem} />
      {note?.content}
      {counted && max ? (
        <Box component="span" sx={{ display: 'block' }}>
          <CharCounter id={`${id}-count`} count={value.length} max={max} />
        </Box>
      ) : null}
    </Box>
  );
}

function EditChoice({ spec, problem, onChange }: EditProps<ChoiceSpec>) {
  const id = useId();
  return (
    <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
      <Box
        component="select"
        name={spec.path}
        value={spec.value}
        aria-label={spec.label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(spec.path, e.target.value)}
        sx={{
          ...inputLook,
          maxWidth: '100%',
          padding: '1px 2px',
          cursor: 'pointer',
          // The open list is drawn by the system, on its own (light) background.
          '& option': { color: '#1f2937', background: '#fff' },
        }}
      >
        {spec.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Box>
      <Problem id={`${id}-problem`} text={problem} />
    </Box>
  );
}

/** A list's add button: printed never, in the template's colour. */
function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<AddIcon />}
      onClick={onClick}
      className="no-print"
      sx={{ my: 0.5, fontWeight: 700 }}
    >
      {children}
    </Button>
  );
}

/** A row's remove button, named by the row it removes. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={label}
      onClick={onClick}
      className="no-print"
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function useEditorApi(state: CvEditorState, onPhoto: () => void): EditorApi {
  const { t } = useTranslation('cv');
  const { change, add, remove, addCustomEntry, removeCustomEntry, working, invalid } = state;
  return useMemo<EditorApi>(
    () => ({
      text: (spec) => <EditText spec={spec} problem={invalid.get(spec.path)} onChange={change} />,
      month: ({ path, value, label }) => (
        <Box
          component="span"
          className="cv-edit-month"
          sx={{
            display: 'inline-block',
            // Wide enough for the longest label ("Lopetuskuukausi") and a short month ("syys 2020").
            flex: '1 1 10rem',
            width: '10rem',
            maxWidth: '100%',
            verticalAlign: 'middle',
            my: 0.5,
            borderRadius: 1,
            bgcolor: '#fff',
            color: 'text.primary',
            font: '400 16px/1.4 system-ui, sans-serif',
            letterSpacing: 'normal',
            textTransform: 'none',
            textAlign: 'left',
            whiteSpace: 'normal',
          }}
        >
          <MonthPicker
            label={label}
            name={path}
            value={value}
            size="small"
            fullWidth
            monthStyle="short"
            error={invalid.get(path)}
            onChange={(next) => change(path, next)}
          />
        </Box>
      ),
      choice: (spec) => (
        <EditChoice spec={spec} problem={invalid.get(spec.path)} onChange={change} />
      ),
      add: (list: ListName) =>
        working && working[list].length < listLimit(list) ? (
          <AddButton onClick={() => add(list)}>{t(`editor.add.${list}`)}</AddButton>
        ) : null,
      remove: (list: ListName, index: number) =>
        working && working[list].length > 1 ? (
          <RemoveButton
            label={t(`editor.remove.${list}`, { n: index + 1 })}
            onClick={() => remove(list, index)}
          />
        ) : null,
      addCustomEntry: (section: number) => {
        const entries = working?.custom_sections[section]?.entries;
        return entries && entries.length < LIMITS.customEntries ? (
          <AddButton onClick={() => addCustomEntry(section)}>
            {t('editor.add.custom_entry')}
          </AddButton>
        ) : null;
      },
      removeCustomEntry: (section: number, index: number) =>
        (working?.custom_sections[section]?.entries.length ?? 0) > 1 ? (
          <RemoveButton
            label={t('editor.remove.custom_entry', { n: index + 1 })}
            onClick={() => removeCustomEntry(section, index)}
          />
        ) : null,
      photo: () => (
        <Box
          component="span"
          className="no-print"
          sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}
        >
          <LazyTooltip title={t('editor.changePhoto')}>
            <IconButton
              aria-label={t('editor.changePhoto')}
              onClick={onPhoto}
              sx={{
                bgcolor: '#1f2937',
                color: '#fff',
                border: '2px solid #fff',
                boxShadow: 2,
                '&:hover': { bgcolor: '#111827' },
              }}
            >
              <PhotoCameraIcon />
            </IconButton>
          </LazyTooltip>
        </Box>
      ),
    }),
    [add, addCustomEntry, change, invalid, onPhoto, remove, removeCustomEntry, t, working],
  );
}
