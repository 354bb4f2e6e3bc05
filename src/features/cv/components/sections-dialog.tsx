/**
 * Edit mode's "Sections": the CV's sections in their order, each moved by dragging its handle (by
 * mouse, touch or keyboard) or by its Move up / Move down buttons, shown or hidden, and the owner's
 * own removed. Every change goes into the editor state and is saved (or cancelled) with the rest;
 * each is said aloud in a live region.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@/components/dialog-props';
import { isDefaultBioTitle } from '@/domain/languages';
import { customUuidOf, type SectionKey } from '@/domain/sections';
import {
  customSectionOf,
  movableSections,
  moveSection,
  removeCustomSection,
  setSectionHidden,
} from '../editor/section-editing';
import type { CvEditorState } from '../editor/use-cv-editor';

/** A section's name in the user's language; the owner's own (and a bio with its own heading) by its title. */
export function useSectionName(editor: CvEditorState) {
  const { t } = useTranslation('cv');
  return (key: SectionKey) => {
    if (!editor.working) return '';
    // The bio by the heading the owner gave it, if not the default one.
    const bioTitle = editor.working.bio_title.trim();
    if (key === 'bio' && bioTitle && !isDefaultBioTitle(bioTitle)) return bioTitle;
    const custom = customSectionOf(editor.working, key);
    if (custom) return custom.title.trim() || t('editor.sections.untitled');
    return t(`editor.sections.names.${key}`, { defaultValue: key });
  };
}

/** An icon button's width (the theme's touch target) and the row's gap, in theme spacing. */
const TOUCH = 44;
const GAP = 0.5;

/** Sections move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface RowProps {
  sectionKey: SectionKey;
  name: string;
  hidden: boolean;
  /** Its place among the movable sections, or null for the bio. */
  place: number | null;
  count: number;
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onHidden: (hidden: boolean) => void;
  onRemove?: () => void;
}

function SectionRow(props: RowProps) {
  const { sectionKey, name, hidden, place, count, idPrefix, onMove, onHidden, onRemove } = props;
  const { t } = useTranslation('cv');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sectionKey, disabled: place === null });
  const moveButton = (direction: 'up' | 'down') => {
    const to = place === null ? null : direction === 'up' ? place - 1 : place + 1;
    const Icon = direction === 'up' ? ArrowUpIcon : ArrowDownIcon;
    return (
      <IconButton
        id={`${idPrefix}-${sectionKey}-${direction}`}
        aria-label={t(direction === 'up' ? 'editor.sections.moveUp' : 'editor.sections.moveDown', {
          name,
        })}
        disabled={place === null || to === null || to < 0 || to >= count}
        onClick={() => place !== null && to !== null && onMove(place, to)}
      >
        <Icon />
      </IconButton>
    );
  };
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: GAP,
        py: 0.5,
        pl: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 'none',
      }}
    >
      {place === null ? (
        // The bio stays first: a blank of the handle's width keeps the names in line.
        <Box sx={{ width: TOUCH, flex: 'none' }} />
      ) : (
        <IconButton
          ref={setActivatorNodeRef}
          aria-label={t('editor.sections.drag', { name })}
          {...attributes}
          {...listeners}
          // The handle takes the touch itself, so dragging it does not scroll the list.
          sx={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
        >
          <DragIcon />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            color: hidden ? 'text.secondary' : 'text.primary',
            textDecoration: hidden ? 'line-through' : 'none',
          }}
        >
          {name}
        </Typography>
        {hidden || place === null ? (
          <Typography variant="caption" color="text.secondary">
            {[
              place === null ? t('editor.sections.first') : null,
              hidden ? t('editor.sections.hidden') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ) : null}
      </Box>
      <Switch
        checked={!hidden}
        onChange={(event) => onHidden(!event.target.checked)}
        slotProps={{ input: { 'aria-label': t('editor.sections.show', { name }) } }}
      />
      {place === null ? (
        // Two buttons and the gap between them: the switches stay in line.
        <Box sx={{ width: `calc(${TOUCH * 2}px + ${GAP * 8}px)`, flex: 'none' }} />
      ) : (
        <>
          {moveButton('up')}
          {moveButton('down')}
        </>
      )}
      {onRemove ? (
        <IconButton aria-label={t('editor.sections.remove', { name })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      ) : null}
    </Box>
  );
}

export function SectionsDialog({ editor, open, onClose }: DialogProps & { editor: CvEditorState }) {
  const { t } = useTranslation('cv');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const nameOf = useSectionName(editor);
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const working = editor.working;
  if (!working) return null;
  const keys = movableSections(working);
  const count = keys.length;
  const hidden = new Set<string>(working.hidden_sections);
  const savedOrder = editor.base?.content.section_order;

  const move = (from: number, to: number, focus = true) => {
    const key = keys[from];
    if (key === undefined) return;
    editor.editSections((w) => moveSection(w, from, to, savedOrder));
    setSaid(t('editor.sections.moved', { name: nameOf(key), place: to + 1, count }));
    // A button that became disabled at the top or bottom would drop the focus: the other takes it.
    if (focus && (to === 0 || to === count - 1))
      requestAnimationFrame(() =>
        document.getElementById(`${idPrefix}-${key}-${to === 0 ? 'down' : 'up'}`)?.focus(),
      );
  };
  const keyOf = (id: UniqueIdentifier) => keys.find((key) => key === id) ?? 'bio';
  const placeOf = (id: UniqueIdentifier | undefined) => keys.findIndex((key) => key === id) + 1;
  // What a screen reader hears of a drag: the section's name, and its place among them all.
  const where = (active: { id: UniqueIdentifier }, at: UniqueIdentifier) => ({
    name: nameOf(keyOf(active.id)),
    place: placeOf(at),
    count,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.sections.pickedUp', where(active, active.id)),
    onDragOver: ({ active, over }) =>
      over ? t('editor.sections.over', where(active, over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('editor.sections.dropped', where(active, over.id)) : undefined,
    onDragCancel: ({ active }) =>
      t('editor.sections.cancelled', { name: nameOf(keyOf(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = placeOf(active.id) - 1;
    const to = over ? placeOf(over.id) - 1 : -1;
    if (from >= 0 && to >= 0 && from !== to) {
      editor.editSections((w) => moveSection(w, from, to, savedOrder));
      setSaid(
        t('editor.sections.moved', { name: nameOf(keys[from] ?? 'bio'), place: to + 1, count }),
      );
    }
  };
  const row = (key: SectionKey, place: number | null) => {
    const name = nameOf(key);
    const uuid = customUuidOf(key);
    return (
      <SectionRow
        key={key}
        sectionKey={key}
        name={name}
        hidden={hidden.has(key)}
        place={place}
        count={count}
        idPrefix={idPrefix}
        onMove={move}
        onHidden={(next) => {
          editor.editSections((w) => setSectionHidden(w, key, next));
          setSaid(t(next ? 'editor.sections.nowHidden' : 'editor.sections.nowShown', { name }));
        }}
        onRemove={
          uuid === null
            ? undefined
            : () => {
                editor.editSections((w) => removeCustomSection(w, uuid), true);
                setSaid(t('editor.sections.removed', { name }));
              }
        }
      />
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('editor.sections.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
          {t('editor.sections.intro')}
        </Typography>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('editor.sections.instructions') },
          }}
        >
          <Box component="ol" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {row('bio', null)}
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              {keys.map((key, place) => row(key, place))}
            </SortableContext>
          </Box>
        </DndContext>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {said}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('editor.sections.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
