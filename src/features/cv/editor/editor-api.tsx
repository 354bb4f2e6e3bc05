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
import type { EditorApi, Entries, TextFieldSpec } from '@/templates/editable';
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

/**
 * How many entries there are (none while the CV loads or once the own section is gone), how many
 * may be, and their name in the add and remove buttons' texts.
 */
function sizeOf(working: CvEditorState['working'], entries: Entries) {
  return 'list' in entries
    ? { count: working?.[entries.list].length, limit: listLimit(entries.list), name: entries.list }
    : {
        count: working?.custom_sections[entries.section]?.entries.length,
        limit: LIMITS.customEntries,
        name: 'custom_entry' as const,
      };
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
      add: (entries) => {
        const { count, limit, name } = sizeOf(working, entries);
        return count !== undefined && count < limit ? (
          <AddButton
            onClick={() =>
              'list' in entries ? add(entries.list) : addCustomEntry(entries.section)
            }
          >
            {t(`editor.add.${name}`)}
          </AddButton>
        ) : null;
      },
      remove: (entries, index) => {
        const { count, name } = sizeOf(working, entries);
        return count !== undefined && count > 1 ? (
          <RemoveButton
            label={t(`editor.remove.${name}`, { n: index + 1 })}
            onClick={() =>
              'list' in entries
                ? remove(entries.list, index)
                : removeCustomEntry(entries.section, index)
            }
          />
        ) : null;
      },
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
