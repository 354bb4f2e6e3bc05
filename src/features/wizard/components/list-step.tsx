/** A wizard step that edits one list of the draft (experiences, educations, skills, links). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyRow, type Education, type Experience, type Link, type Skill } from '@/domain/cv-rows';
import { LIMITS } from '@/domain/limits';
import { runtimeKeys } from '@/lib/translate';
import type { StepId } from '../model/steps';
import { useDraft } from '../state/draft-state';
import { EntryList } from './entry-list';
import { RowFields, type RowChange, type RowField } from './row-fields';
import { WizardStep } from './wizard-step';

interface RowTypes {
  experiences: Experience;
  educations: Education;
  skills: Skill;
  links: Link;
}
/** The lists the wizard has a step of its own for. */
type StepList = keyof RowTypes;
export type Row<L extends StepList> = RowTypes[L];
type Rows = { [L in StepList]: Array<Row<L>> };
/** The domain's new rows, typed per list so that a list's name gives its row's type. */
const newRow: { [L in StepList]: () => Row<L> } = emptyRow;

/** One list of the draft (typed by the list's name, which `DraftCv[L]` cannot be). */
function rowsOf<L extends StepList>(draft: Rows, list: L): Array<Row<L>> {
  return draft[list];
}

/** Each list's step, and its section of the wizard texts (add, remove, max, empty, entry, labels). */
const LIST_STEPS = {
  experiences: { step: 'work-experience', texts: 'workExperience' },
  educations: { step: 'education', texts: 'education' },
  skills: { step: 'skills', texts: 'skills' },
  links: { step: 'links', texts: 'links' },
} as const satisfies Record<StepList, { step: StepId; texts: string }>;

interface ListStepProps<L extends StepList> {
  list: L;
  /** Smaller cards with the inputs side by side on wider screens. */
  dense?: boolean;
  /** The card's heading; `{texts}.entry` with the entry's number unless given. */
  heading?: (row: Row<L>, n: number) => string;
  fields: (row: Row<L>) => Array<RowField<Row<L>>>;
}

/** Starts with one empty row (spec); rows are added up to the list's limit and removed while more than one. */
export function ListStep<L extends StepList>(props: ListStepProps<L>) {
  const { t } = useTranslation('wizard');
  const text = runtimeKeys(t);
  const { draft, update } = useDraft();
  const { list } = props;
  const { step, texts } = LIST_STEPS[list];
  const count = draft?.[list].length ?? 0;
  useEffect(() => {
    if (count === 0) update({ [list]: [newRow[list]()] });
  }, [count, list, update]);
  if (!draft) return null;

  const setRows = (change: (rows: Array<Row<L>>) => Array<Row<L>>) =>
    update((d) => ({ [list]: change(rowsOf(d, list)) }));
  const changeRow = (index: number, patch: RowChange) =>
    setRows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const max = LIMITS[list];
  const rows = rowsOf(draft, list);

  return (
    <WizardStep step={step}>
      <EntryList
        dense={props.dense}
        items={rows}
        max={max}
        heading={(i) => props.heading?.(rows[i]!, i + 1) ?? text(`${texts}.entry`, { n: i + 1 })}
        addLabel={t(`${texts}.add`)}
        removeLabel={(i) => t(`${texts}.remove`, { n: i + 1 })}
        maxLabel={t(`${texts}.max`, { max })}
        emptyLabel={t(`${texts}.empty`)}
        onAdd={() => setRows((rows) => [...rows, newRow[list]()])}
        onRemove={(index) => setRows((rows) => rows.filter((_, i) => i !== index))}
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
    </WizardStep>
  );
}
