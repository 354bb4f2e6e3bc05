import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../domain/limits';
import type { Translate } from '../domain/validation-messages';
import { runtimeKeys } from '../lib/translate';
import { templateMonthNames, templateYearMonth, TEMPLATE_NAMESPACE } from '../templates/labels';
import type { MonthStyle } from '../templates/types';
import { buildYears, composeMonth, parseMonth } from './month-picker-utils';

export interface MonthPickerProps {
  label: string;
  /** 'YYYY-MM-01', or null for no month. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  /** 'short' ('Aug 2017', 'elo 2017') where space is tight, as in the CV editor. */
  monthStyle?: MonthStyle;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** A path or name for finding the field (the editor focuses the first one with a problem). */
  name?: string;
}

interface Draft {
  year: number | null;
  month: number | null;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** 'March 2021', 'maaliskuu 2021' ('Mar 2021', 'maalis 2021' where space is tight); empty for no (or an unreadable) value. */
function shownMonth(words: Translate, value: string | null, style: MonthStyle) {
  const parsed = parseMonth(value);
  return parsed ? templateYearMonth(words, parsed.year, parsed.month, style) : '';
}

/** A read-only outlined field showing a month; it opens a dialog to pick the year and the month. */
export function MonthPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled = false,
  required = false,
  id,
  monthStyle = 'long',
  size = 'medium',
  fullWidth = false,
  name,
}: MonthPickerProps) {
  // The months' names are the CV's words for them (its templates' texts), in the screen's language.
  const { t } = useTranslation(['widgets', TEMPLATE_NAMESPACE]);
  const words = runtimeKeys(t);
  const ownId = useId();
  const fieldId = id ?? ownId;
  const dialogId = `${fieldId}-dialog`;
  const titleId = `${fieldId}-dialog-title`;
  const yearId = `${fieldId}-year`;
  const monthLabelId = `${fieldId}-month-label`;

  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ year: null, month: null });
  const [currentYear] = useState(() => new Date().getFullYear());

  const months = useMemo(() => templateMonthNames(words), [words]);
  const years = useMemo(
    () => buildYears(currentYear, LIMITS.datePickerYears, draft.year),
    [currentYear, draft.year],
  );

  const openDialog = () => {
    if (disabled) return;
    const parsed = parseMonth(value);
    setDraft({ year: parsed?.year ?? null, month: parsed?.month ?? null });
    setOpen(true);
  };
  const close = () => setOpen(false);
  const clear = () => {
    onChange(null);
    close();
  };
  const confirm = () => {
    if (draft.year == null || draft.month == null) return;
    onChange(composeMonth(draft.year, draft.month));
    close();
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPEN_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    openDialog();
  };

  return (
    <>
      <TextField
        id={fieldId}
        label={label}
        value={shownMonth(words, value, monthStyle)}
        name={name}
        size={size}
        fullWidth={fullWidth}
        error={Boolean(error)}
        helperText={error ?? helperText}
        disabled={disabled}
        required={required}
        // On the whole field: focusing moves the label, so a click's end may land beside the input.
        onClick={openDialog}
        slotProps={{
          // The ARIA date-picker pattern: a read-only combobox whose popup is a dialog.
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            'aria-controls': open ? dialogId : undefined,
            onKeyDown: onFieldKeyDown,
          },
          input: {
            sx: { cursor: disabled ? 'default' : 'pointer', '& input': { cursor: 'inherit' } },
            endAdornment: (
              <InputAdornment position="end">
                <CalendarIcon color={disabled ? 'disabled' : 'action'} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
        slotProps={{ paper: { id: dialogId, sx: { mx: 2, width: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          <TextField
            id={yearId}
            select
            label={t('monthPicker.year')}
            value={draft.year == null ? '' : String(draft.year)}
            onChange={(event) => {
              const year = Number(event.target.value);
              setDraft((current) => ({ ...current, year: year > 0 ? year : null }));
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t('monthPicker.chooseYear')}
            </option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </TextField>
          <Typography
            id={monthLabelId}
            variant="subtitle2"
            component="p"
            sx={{ mt: 2.5, mb: 1, color: 'text.secondary' }}
          >
            {t('monthPicker.month')}
          </Typography>
          <Box
            role="group"
            aria-labelledby={monthLabelId}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
          >
            {months.map(({ month, long, short }) => (
              <ToggleButton
                key={month}
                value={month}
                selected={draft.month === month}
                color="primary"
                aria-label={long}
                onChange={() => setDraft((current) => ({ ...current, month }))}
                sx={{
                  minHeight: 44,
                  px: 0.5,
                  borderRadius: 2.5,
                  fontWeight: 600,
                  color: 'text.primary',
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: 'primary.main',
                    borderColor: 'primary.main',
                    color: 'primary.contrastText',
                  },
                }}
              >
                {short}
              </ToggleButton>
            ))}
          </Box>
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" onClick={clear} sx={{ mr: 'auto' }}>
            {t('monthPicker.clear')}
          </Button>
          <Button onClick={close}>{t('monthPicker.cancel')}</Button>
          <Button
            variant="contained"
            onClick={confirm}
            disabled={draft.year == null || draft.month == null}
          >
            {t('monthPicker.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
