/**
 * Experience and education: one section of dated entries, each a heading, its dates, the place and
 * (for experience) a description. What differs between the two is the fields, named in ENTRIES.
 */
import { Fragment, type ReactNode } from 'react';
import type { CvView } from '@/domain/cv';

type Experience = CvView['experiences'][number];
type Education = CvView['educations'][number];
import { LIMITS } from '@/domain/limits';
import { Month, Text, useEditing } from './editable';
import { useMonthStyle } from './render-options';
import { ListSection } from './section';
import type { TemplateLabels, TemplateProps } from './types';

type Fields = TemplateLabels['fields'];
/** A text field of an entry, as the templates show it. */
interface Field<Entry> {
  key: keyof Entry & keyof Fields;
  max: number;
  className?: string;
  multiline?: true;
}
type Dated = { start_date: string | null; end_date: string | null; uuid?: string };

interface EntryKind<Entry> {
  list: 'experiences' | 'educations';
  /** Side by side in the entry's <h3>, joined by ", ". */
  heading: Array<Field<Entry>>;
  /** Where: joined by " · " on the cv-org line. */
  place: Array<Field<Entry>>;
  description?: Field<Entry>;
}

const EXPERIENCE: EntryKind<Experience> = {
  list: 'experiences',
  heading: [{ key: 'role', max: LIMITS.shortText }],
  place: [
    { key: 'company_name', max: LIMITS.shortText, className: 'cv-company' },
    { key: 'location', max: LIMITS.shortText, className: 'cv-loc' },
  ],
  description: {
    key: 'description',
    max: LIMITS.experienceDescription,
    className: 'cv-desc',
    multiline: true,
  },
};

const EDUCATION: EntryKind<Education> = {
  list: 'educations',
  heading: [
    { key: 'degree', max: LIMITS.shortText },
    { key: 'field_of_study', max: LIMITS.fieldOfStudy, className: 'cv-field' },
  ],
  place: [{ key: 'institution', max: LIMITS.shortText, className: 'cv-org' }],
};

export function ExperienceSection({ cv, labels }: TemplateProps) {
  return <EntrySection kind={EXPERIENCE} entries={cv.experiences} labels={labels} />;
}

export function EducationSection({ cv, labels }: TemplateProps) {
  return <EntrySection kind={EDUCATION} entries={cv.educations} labels={labels} />;
}

function EntrySection<Entry extends Dated>({
  kind,
  entries,
  labels,
}: {
  kind: EntryKind<Entry>;
  entries: Entry[];
  labels: TemplateLabels;
}) {
  const editing = useEditing();
  return (
    <ListSection list={kind.list} rows={entries} labels={labels}>
      {(entry, i) => {
        const base = `${kind.list}.${i}`;
        const field = (spec: Field<Entry>, as?: 'p') => (
          <Text
            key={spec.key}
            as={as}
            className={spec.className}
            path={`${base}.${spec.key}`}
            value={valueOf(entry, spec)}
            label={labels.fields[spec.key]}
            max={spec.max}
            multiline={spec.multiline}
          />
        );
        // A lone place field is the cv-org line itself; several share one.
        const place =
          kind.place.length === 1 ? (
            kind.place.map((spec) => field(spec, 'p'))
          ) : editing || shows(entry, kind.place) ? (
            <p className="cv-org">{joined(entry, kind.place, <Dot />, field, editing)}</p>
          ) : null;
        return (
          <>
            <div className="cv-entry-head">
              {editing || shows(entry, kind.heading) ? (
                <h3 className="cv-entry-title">
                  {joined(entry, kind.heading, ', ', field, editing)}
                </h3>
              ) : null}
              <DateRange
                base={base}
                start={entry.start_date}
                end={entry.end_date}
                labels={labels}
              />
            </div>
            {place}
            {kind.description ? field(kind.description, 'p') : null}
          </>
        );
      }}
    </ListSection>
  );
}

const valueOf = <Entry,>(entry: Entry, spec: Field<Entry>) => String(entry[spec.key] ?? '');
const shows = <Entry,>(entry: Entry, fields: Array<Field<Entry>>) =>
  fields.some((spec) => valueOf(entry, spec).trim());

/** Fields in a row, with `between` where both neighbours show (always while editing). */
function joined<Entry>(
  entry: Entry,
  fields: Array<Field<Entry>>,
  between: ReactNode,
  field: (spec: Field<Entry>) => ReactNode,
  editing: boolean,
): ReactNode[] {
  return fields.map((spec, i) => {
    const previous = fields[i - 1];
    const join = previous && (editing || (shows(entry, [previous]) && shows(entry, [spec])));
    return (
      <Fragment key={spec.key}>
        {join ? between : null}
        {field(spec)}
      </Fragment>
    );
  });
}

/** " · " between the place's parts. */
function Dot() {
  return (
    <>
      {' '}
      <span className="cv-sep" aria-hidden="true">
        ·
      </span>{' '}
    </>
  );
}

/** "Mar 2021 – Present" (or "March 2021 – Present"): an open end reads as present; both pickers while editing. */
function DateRange({
  base,
  start,
  end,
  labels,
}: {
  base: string;
  start: string | null;
  end: string | null;
  labels: TemplateLabels;
}) {
  const editing = useEditing();
  const style = useMonthStyle();
  const month = (key: 'start_date' | 'end_date', value: string | null) => (
    <Month
      path={`${base}.${key}`}
      value={value}
      label={labels.fields[key]}
      format={(date) => labels.formatMonth(date, style)}
    />
  );
  if (!editing && !start && !end) return null;
  return (
    <p className="cv-dates">
      {editing || start ? month('start_date', start) : null}
      {editing || start ? <span className="cv-dash"> – </span> : null}
      {editing || end ? month('end_date', end) : labels.present}
    </p>
  );
}
