/**
 * Edit mode's "Add a section": projects, certificates or language skills (those the CV has no row
 * of yet), or a section of the owner's own after asking its title. The section gets a first empty
 * row, and its first field takes the focus in the template so it is filled in place.
 */
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { DialogProps } from '@/components/dialog-props';
import { LIMITS } from '@/domain/limits';
import type { MoreSectionKey } from '@/domain/sections';
import {
  addCustomSection,
  addSection,
  canAddCustomSection,
  sectionsToAdd,
} from '../editor/section-editing';
import type { CvEditorState } from '../editor/use-cv-editor';

/** The first field of the row just added, once the template draws it (by the input's name). */
function useFocusWhenDrawn(editor: CvEditorState) {
  const pending = useRef<string | null>(null);
  const { working } = editor;
  useEffect(() => {
    const name = pending.current;
    if (!name || !working) return;
    const field = document.querySelector<HTMLElement>(
      `textarea[name^="${name}"], select[name^="${name}"], input[name^="${name}"]`,
    );
    if (!field) return;
    pending.current = null;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [working]);
  return (name: string) => {
    pending.current = name;
  };
}

function CustomTitleDialog({
  open,
  onClose,
  onAdd,
}: DialogProps & { onAdd: (title: string) => void }) {
  const { t } = useTranslation('cv');
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setMissing(true);
    onAdd(title);
    setTitle('');
    setMissing(false);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('editor.addSection.customTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('editor.addSection.titleLabel')}
            value={title}
            error={missing}
            helperText={
              missing ? t('editor.addSection.titleMissing') : t('editor.addSection.titleHelp')
            }
            onChange={(event) => {
              setTitle(event.target.value.slice(0, LIMITS.shortText));
              setMissing(false);
            }}
            slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('editor.addSection.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.addSection.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function AddSectionMenu({ editor }: { editor: CvEditorState }) {
  const { t } = useTranslation('cv');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState(false);
  const focusField = useFocusWhenDrawn(editor);
  const working = editor.working;
  if (!working) return null;
  const offered = sectionsToAdd(working);
  const custom = canAddCustomSection(working);
  if (offered.length === 0 && !custom) return null;

  const add = (key: MoreSectionKey) => {
    setAnchor(null);
    editor.editSections((w) => addSection(w, key));
    toast.success(t('editor.addSection.added', { name: t(`editor.sections.names.${key}`) }));
    focusField(`${key}.0.`);
  };
  const addCustom = (title: string) => {
    setAsking(false);
    editor.editSections((w) => addCustomSection(w, title));
    toast.success(t('editor.addSection.added', { name: title.trim() }));
    focusField(`custom_sections.${working.custom_sections.length}.entries.0.`);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('editor.addSection.open')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered.map((key) => (
          <MenuItem key={key} onClick={() => add(key)}>
            {t(`editor.sections.names.${key}`)}
          </MenuItem>
        ))}
        {custom ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setAsking(true);
            }}
          >
            {t('editor.addSection.custom')}
          </MenuItem>
        ) : null}
      </Menu>
      <CustomTitleDialog open={asking} onClose={() => setAsking(false)} onAdd={addCustom} />
    </>
  );
}
