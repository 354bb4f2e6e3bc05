/** The editor's inputs for the template primitives: every field of any template becomes editable in place. */
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CharCounter } from '@/components/char-counter';
import { MonthPicker } from '@/components/month-picker';
import type { EditorApi } from '@/templates/editable';
import type { ListName } from '@/templates/types';
import { LIST_LIMITS, type CvEditorState } from './use-cv-editor';

const fieldSx = {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'inherit',
  borderRadius: '6px',
  outline: '1px dashed rgba(120,130,150,0.8)',
  outlineOffset: '2px',
  backgroundColor: 'rgba(255,255,255,0.12)',
  '&.Mui-focused': { outline: '2px solid #e07a5f' },
  '&.Mui-error': { outline: '2px solid #c62828' },
  '& input, & textarea': {
    font: 'inherit',
    color: 'inherit',
    padding: 0,
    textAlign: 'inherit',
    fieldSizing: 'content',
    minWidth: '3ch',
  },
  maxWidth: '100%',
  verticalAlign: 'baseline',
} as const;

export function useEditorApi(state: CvEditorState, onPhoto: () => void): EditorApi {
  const { t } = useTranslation('cv');
  const { change, add, remove, working, invalid } = state;
  return useMemo<EditorApi>(
    () => ({
      text: ({ path, value, label, multiline, max }) => (
        <span style={{ display: multiline ? 'block' : 'inline-block', maxWidth: '100%' }}>
          <InputBase
            value={value}
            multiline={multiline}
            fullWidth={multiline}
            minRows={multiline ? 2 : undefined}
            placeholder={label}
            error={invalid.has(path)}
            onChange={(e) => change(path, max ? e.target.value.slice(0, max) : e.target.value)}
            inputProps={{ 'aria-label': label, maxLength: max }}
            sx={fieldSx}
          />
          {max && multiline ? <CharCounter count={value.length} max={max} /> : null}
        </span>
      ),
      month: ({ path, value, label }) => (
        <span
          style={{
            display: 'inline-block',
            width: 'min(100%, 168px)',
            verticalAlign: 'middle',
            margin: '4px 0',
            ...(invalid.has(path) && { outline: '2px solid #c62828', borderRadius: 4 }),
          }}
        >
          <MonthPicker label={label} value={value} onChange={(next) => change(path, next)} />
        </span>
      ),
      choice: ({ path, value, label, options }) => (
        <NativeSelect
          value={value}
          error={invalid.has(path)}
          onChange={(e) => change(path, e.target.value)}
          inputProps={{ 'aria-label': label }}
          sx={{ ...fieldSx, px: 0.5, '& select': { py: '2px', lineHeight: 1.5, height: 'auto' } }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      ),
      add: (list: ListName) =>
        working && working[list].length < LIST_LIMITS[list] ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => add(list)}
            className="no-print"
            sx={{ my: 0.5 }}
          >
            {t(`editor.add.${list}`)}
          </Button>
        ) : null,
      remove: (list: ListName, index: number) =>
        working && working[list].length > 1 ? (
          <IconButton
            size="small"
            aria-label={t(`editor.remove.${list}`, { n: index + 1 })}
            onClick={() => remove(list, index)}
            className="no-print"
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null,
      photo: () => (
        <Button
          size="small"
          variant="contained"
          startIcon={<PhotoCameraIcon />}
          onClick={onPhoto}
          className="no-print"
        >
          {t('editor.changePhoto')}
        </Button>
      ),
    }),
    [add, change, invalid, onPhoto, remove, t, working],
  );
}
