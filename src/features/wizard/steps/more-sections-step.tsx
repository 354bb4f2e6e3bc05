/**
 * The optional step after links: projects, certificates, languages and sections of the user's own.
 * It starts empty; the user adds the sections they want, each drawn from the section model.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/domain/limits';
import {
  emptyCustomEntry,
  emptyMoreRow,
  type CustomEntry,
  type CustomSection,
} from '@/domain/section-rows';
import {
  CUSTOM_ENTRY_FIELDS,
  MORE_SECTIONS,
  SECTION_TYPES,
  type MoreSectionKey,
} from '@/domain/sections';
import { runtimeKeys } from '@/lib/translate';
import { EntryList } from '../components/entry-list';
import { LimitedTextField } from '../components/fields';
import { ListEditor, listTexts } from '../components/list-step';
import { RowFields, sectionRowFields, type RowChange } from '../components/row-fields';
import { PLAIN_LOOK, useRowLook } from '../components/row-looks';
import { WizardStep } from '../components/wizard-step';
import { useDraft } from '../state/draft-state';

function BlockHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** One list's block: its heading and its cards, drawn from the section model's fields. */
function ListBlock({ list, onEmptied }: { list: MoreSectionKey; onEmptied: () => void }) {
  const { t } = useTranslation('wizard');
  const look = useRowLook(list);
  const texts = listTexts(list);
  const { fields } = SECTION_TYPES[list];
  const dense = list === 'language_skills';
  return (
    <Stack component="section" aria-label={runtimeKeys(t)(`${texts}.heading`)} spacing={1.5}>
      <BlockHeading>{runtimeKeys(t)(`${texts}.heading`)}</BlockHeading>
      <ListEditor
        list={list}
        texts={texts}
        dense={dense}
        mayEmpty
        onEmptied={onEmptied}
        headingLevel="h3"
        heading={dense ? (_, n) => t('moreSections.language_skills.language', { n }) : undefined}
        fields={(row) => sectionRowFields(row, fields, look(row))}
      />
    </Stack>
  );
}

/**
 * A section of the user's own: a heading of its place ("Your own section 1"), its title's field and
 * its entries. The heading is not the typed title, which the field right under it already shows.
 */
export function OwnSection({
  section,
  index,
  onRemoved,
}: {
  section: CustomSection;
  index: number;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('wizard');
  const { update } = useDraft();
  const n = index + 1;
  const field = `custom_sections.${index}`;
  const change = (patch: (section: CustomSection) => Partial<CustomSection>) =>
    update((d) => ({
      custom_sections: d.custom_sections.map((s, i) => (i === index ? { ...s, ...patch(s) } : s)),
    }));
  const setEntries = (entries: (rows: CustomEntry[]) => CustomEntry[]) =>
    change((s) => ({ entries: entries(s.entries) }));
  const changeEntry = (at: number, patch: RowChange) =>
    setEntries((rows) => rows.map((row, i) => (i === at ? { ...row, ...patch } : row)));
  const name = t('moreSections.own.entry', { n });
  return (
    <Stack component="section" aria-label={name} spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <BlockHeading>{name}</BlockHeading>
        </Box>
        <IconButton
          aria-label={t('moreSections.own.remove', { n })}
          onClick={() => {
            onRemoved();
            update((d) => ({ custom_sections: d.custom_sections.filter((_, i) => i !== index) }));
          }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      <LimitedTextField
        label={t('moreSections.own.title')}
        helperText={t('moreSections.own.titleHint')}
        value={section.title}
        max={LIMITS.shortText}
        field={`${field}.title`}
        onValueChange={(title) => change(() => ({ title }))}
      />
      <EntryList
        items={section.entries}
        max={LIMITS.customEntries}
        minItems={0}
        headingLevel="h3"
        heading={(i) => t('moreSections.ownEntry.entry', { n: i + 1 })}
        addLabel={t('moreSections.ownEntry.add')}
        removeLabel={(i) => t('moreSections.ownEntry.remove', { n: i + 1 })}
        maxLabel={t('moreSections.ownEntry.max', { max: LIMITS.customEntries })}
        onAdd={() => setEntries((rows) => [...rows, emptyCustomEntry()])}
        onRemove={(at) => setEntries((rows) => rows.filter((_, i) => i !== at))}
        renderItem={(entry, at) => (
          <RowFields
            row={entry}
            texts="moreSections.ownEntry"
            n={at + 1}
            field={`${field}.entries.${at}`}
            fields={sectionRowFields(entry, CUSTOM_ENTRY_FIELDS, PLAIN_LOOK)}
            onChange={(patch) => changeEntry(at, patch)}
          />
        )}
      />
    </Stack>
  );
}

/** The "Add" buttons below the blocks: one per closed list, and the own sections' one. */
type AddButton = MoreSectionKey | 'own';

/**
 * Nothing is added for the user: a list's block shows while it has rows, and the buttons below add
 * what is not there yet. Removing a block's last row closes it back to its button, which then has
 * the focus (the removed row's button is gone); so does removing a section of the user's own.
 */
export function MoreSectionsStep() {
  const { t } = useTranslation('wizard');
  const text = runtimeKeys(t);
  const { draft, update } = useDraft();
  // A block just closed: its "Add" button, drawn in its place, takes the focus.
  const [focusAdd, setFocusAdd] = useState<{ button: AddButton } | null>(null);
  const addButtons = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusAdd) return;
    const selector = `[data-add="${focusAdd.button}"]`;
    addButtons.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusAdd]);
  if (!draft) return null;

  const shown = MORE_SECTIONS.filter((list) => draft[list].length > 0);
  const closed = MORE_SECTIONS.filter((list) => !shown.includes(list));
  const open = (list: MoreSectionKey) =>
    update((d) => ({ [list]: [...d[list], emptyMoreRow[list]()] }));
  const focusLater = (button: AddButton) => () => setFocusAdd({ button });
  const addOwn = () =>
    update((d) => ({
      custom_sections: [
        ...d.custom_sections,
        { uuid: crypto.randomUUID(), title: '', entries: [emptyCustomEntry()] },
      ],
    }));
  const blocks = [
    ...shown.map((list) => <ListBlock key={list} list={list} onEmptied={focusLater(list)} />),
    ...draft.custom_sections.map((section, index) => (
      <OwnSection
        key={section.uuid}
        section={section}
        index={index}
        onRemoved={focusLater('own')}
      />
    )),
  ];

  return (
    <WizardStep step="more-sections">
      <Stack spacing={3}>
        {blocks.flatMap((block, i) => (i ? [<Divider key={`divider-${i}`} />, block] : [block]))}
        <Stack ref={addButtons} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {closed.map((list) => (
            <Button
              key={list}
              data-add={list}
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => open(list)}
            >
              {text(`${listTexts(list)}.open`)}
            </Button>
          ))}
          {draft.custom_sections.length < LIMITS.custom_sections ? (
            <Button data-add="own" variant="outlined" startIcon={<AddIcon />} onClick={addOwn}>
              {t('moreSections.addOwn')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('moreSections.ownMax', { max: LIMITS.custom_sections })}
            </Typography>
          )}
        </Stack>
      </Stack>
    </WizardStep>
  );
}
