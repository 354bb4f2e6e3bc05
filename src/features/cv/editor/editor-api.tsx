/** The editor's inputs for the template primitives: every field of any template becomes editable in place. */
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InPlaceChoiceInput,
  InPlaceTextInput,
  type InPlaceTextInputProps,
} from '@/components/fields';
import { MonthPicker } from '@/components/month-picker';
import { LIMITS } from '@/domain/limits';
import type { EditorApi, TextFieldSpec } from '@/templates/editable';
import type { ListName } from '@/templates/types';
import { listLimit, type CvEditorState } from './use-cv-editor';
import { LazyTooltip } from '@/components/lazy-tooltip';

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

/** A template's text as the editor's input: the shared field, in place. */
export function EditText({
  spec,
  problem,
  onChange,
  ...rest
}: {
  spec: TextFieldSpec;
  problem: string | undefined;
  onChange: (path: string, value: string) => void;
} & Pick<InPlaceTextInputProps, 'note' | 'lang'>) {
  return (
    <InPlaceTextInput
      name={spec.path}
      value={spec.value}
      label={spec.label}
      kind={spec.kind}
      max={spec.max}
      counter={spec.counter}
      placeholder={spec.placeholder}
      problem={problem}
      onValueChange={(value) => onChange(spec.path, value)}
      {...rest}
    />
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
        <InPlaceChoiceInput
          name={spec.path}
          label={spec.label}
          value={spec.value}
          options={spec.options}
          problem={invalid.get(spec.path)}
          onValueChange={(value) => change(spec.path, value)}
        />
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
