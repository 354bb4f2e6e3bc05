/**
 * A list of the draft edited as cards of fields: a wizard step of its own (experiences, educations,
 * skills, links) or one block of the "More sections" step (projects, certificates, languages).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyRow, type ListName, type RowLists } from '@/domain/cv-rows';
import { LIMITS } from '@/domain/limits';
import { SECTION_TYPES } from '@/domain/sections';
import { runtimeKeys } from '@/lib/translate';
import type { StepId } from '../model/steps';
import { useDraft } from '../state/draft-state';
import { EntryList } from './entry-list';
import { RowFields, sectionRowFields, type RowChange, type RowField } from './row-fields';
import { useRowLook } from './row-looks';
import { WizardStep } from './wizard-step';

export type Row<L extends ListName> = RowLists[L][number];
type Rows = { [L in ListName]: Array<Row<L>> };
/** The domain's new rows, typed per list so that a list's name gives its row's type. */
const newRow: { [L in ListName]: () => Row<L> } = emptyRow;

/** One list of the draft (typed by the list's name, which `DraftCv[L]` cannot be). */
function rowsOf<L extends ListName>(draft: Rows, list: L): Array<Row<L>> {
  return draft[list];
}

/** The lists the wizard has a step of its own for. */
type StepList = 'experiences' | 'educations' | 'skills' | 'links';

/** Each list's step, and its section of the wizard texts (add, remove, max, empty, entry, labels). */
const LIST_STEPS = {
  experiences: { step: 'work-experience', texts: 'workExperience' },
  educations: { step: 'education', texts: 'education' },
  skills: { step: 'skills', texts: 'skills' },
  links: { step: 'links', texts: 'links' },
} as const satisfies Record<StepList, { step: StepId; texts: string }>;

/** A list's section of the wizard texts: its step's, or its block's in "More sections". */
export const listTexts = (list: ListName): string =>
  isStepList(list) ? LIST_STEPS[list].texts : `moreSections.${list}`;
const isStepList = (list: ListName): list is StepList => list in LIST_STEPS;

interface ListEditorProps<L extends ListName> {
  list: L;
  /** The list's section of the wizard texts: add, remove, max, empty, entry and each field's label. */
  texts: string;
  /** Smaller cards with the inputs side by side on wider screens. */
  dense?: boolean;
  /** The card's heading; `{texts}.entry` with the entry's number unless given. */
  heading?: (row: Row<L>, n: number) => string;
  /** The cards' headings' level: h3 under a heading of the step's own. */
  headingLevel?: 'h2' | 'h3';
  /** Rows may all be removed (an optional section); otherwise one always stays (spec). */
  mayEmpty?: boolean;
  /** The user removed the last row (only when `mayEmpty`): the block may close. */
  onEmptied?: () => void;
  fields: (row: Row<L>) => Array<RowField<Row<L>>>;
}

/** The cards of one list: rows are added up to the list's limit and removed. */
export function ListEditor<L extends ListName>(props: ListEditorProps<L>) {
  const { t } = useTranslation('wizard');
  const text = runtimeKeys(t);
  const { draft, update } = useDraft();
  const { list, texts } = props;
  if (!draft) return null;

  const setRows = (change: (rows: Array<Row<L>>) => Array<Row<L>>) =>
    update((d) => ({ [list]: change(rowsOf(d, list)) }));
  const changeRow = (index: number, patch: RowChange) =>
    setRows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const max = LIMITS[list];
  const rows = rowsOf(draft, list);

  return (
    <EntryList
      dense={props.dense}
      items={rows}
      max={max}
      minItems={props.mayEmpty ? 0 : 1}
      headingLevel={props.headingLevel}
      heading={(i) => props.heading?.(rows[i]!, i + 1) ?? text(`${texts}.entry`, { n: i + 1 })}
      addLabel={text(`${texts}.add`)}
      removeLabel={(i) => text(`${texts}.remove`, { n: i + 1 })}
      maxLabel={text(`${texts}.max`, { max })}
      emptyLabel={text(`${texts}.empty`)}
      onAdd={() => setRows((rows) => [...rows, newRow[list]()])}
      onRemove={(index) => setRows((rows) => rows.filter((_, i) => i !== index))}
      onEmptied={props.onEmptied}
      renderItem={(row, index) => (
        <RowFields
          row={row}
          texts={texts}
          n={index + 1}
          field={`${list}.${index}`}
          dense={props.dense}
          fields={props.fields(row)}
          onChange={(patch) => changeRow(index, patch)}
        />
      )}
    />
  );
}

type ListStepProps<L extends StepList> = Omit<
  ListEditorProps<L>,
  'texts' | 'mayEmpty' | 'onEmptied' | 'fields'
>;

/**
 * A step of one list, its fields as its section declares them: starts with one empty row (spec);
 * rows are removed while more than one.
 */
export function ListStep<L extends StepList>(props: ListStepProps<L>) {
  const { draft, update } = useDraft();
  const { list } = props;
  const look = useRowLook(list);
  const { step, texts } = LIST_STEPS[list];
  const count = draft?.[list].length ?? 0;
  useEffect(() => {
    if (count === 0) update({ [list]: [newRow[list]()] });
  }, [count, list, update]);
  if (!draft) return null;
  return (
    <WizardStep step={step}>
      <ListEditor
        {...props}
        texts={texts}
        fields={(row) => sectionRowFields(row, SECTION_TYPES[list].fields, look(row))}
      />
    </WizardStep>
  );
}
