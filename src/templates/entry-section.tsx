/**
 * Sections of dated entries (experience, education, projects, certificates, the entries of an own
 * section), drawn from the section model: each field's role says where it goes. Titles make the
 * heading, places the line under it, start and end (or a single date) the dates, then the
 * description and the link.
 */
import { Fragment, type ReactNode } from 'react';
import {
  countsCharacters,
  CUSTOM_ENTRY_FIELDS,
  CUSTOM_SECTION_TITLE,
  SECTION_TYPES,
  textKindOf,
  type ListSectionKey,
  type SectionField,
} from '@/domain/sections';
import { BreakableAddress } from './breakable';
import { AddEntry, Month, RemoveEntry, Text, useEditing } from './editable';
import { useMonthStyle } from './render-options';
import { ListSection, RowsSection } from './section';
import type { CvView, TemplateLabels, TemplateProps } from './types';
import { displayUrl, isWebUrl } from './urls';

/** A row as the fields read it: each field's value by its name. */
type Row = Readonly<Record<string, unknown>> & { readonly uuid?: string };
type FieldName = keyof TemplateLabels['fields'];
/** The lists drawn as entries: every list but those with a look of their own (parts.tsx). */
type EntryList = Exclude<ListSectionKey, 'skills' | 'links' | 'language_skills'>;

const valueOf = (entry: Row, field: SectionField) => {
  const value = entry[field.name];
  return typeof value === 'string' ? value : '';
};
const shows = (entry: Row, fields: readonly SectionField[]) =>
  fields.some((field) => valueOf(entry, field).trim());
const withRole = (fields: readonly SectionField[], ...roles: Array<SectionField['role']>) =>
  fields.filter((field) => roles.includes(field.role));
const isFieldName = (labels: TemplateLabels, name: string): name is FieldName =>
  Object.hasOwn(labels.fields, name);
const labelOf = (labels: TemplateLabels, field: SectionField) =>
  isFieldName(labels, field.name) ? labels.fields[field.name] : field.name;

/** A list of the section model (experience, education, projects, certificates) as entries. */
export function EntryListSection({ cv, labels, list }: TemplateProps & { list: EntryList }) {
  // Each list's rows are rows of its own shape; the fields are read by name.
  const rows: Row[] = cv[list];
  return (
    <ListSection list={list} rows={rows} labels={labels}>
      {(entry, i) => (
        <EntryFields
          fields={SECTION_TYPES[list].fields}
          base={`${list}.${i}`}
          entry={entry}
          labels={labels}
        />
      )}
    </ListSection>
  );
}

/**
 * A list drawn as short items (the model's `look: 'items'`): the title field as the name, the other
 * texts after it as a language's level is.
 */
export function ItemsSection({ cv, labels, list }: TemplateProps & { list: EntryList }) {
  const editing = useEditing();
  const rows: Row[] = cv[list];
  return (
    <ListSection list={list} rows={rows} labels={labels}>
      {(item, i) =>
        SECTION_TYPES[list].fields.map((spec) => {
          if (!editing && !valueOf(item, spec).trim()) return null;
          const text = (
            <Text
              key={spec.name}
              path={`${list}.${i}.${spec.name}`}
              value={valueOf(item, spec)}
              label={labelOf(labels, spec)}
              max={spec.max}
              className={spec.role === 'title' ? 'cv-skill-name' : 'cv-level-text'}
            />
          );
          return spec.role === 'title' ? (
            text
          ) : (
            <span key={spec.name} className="cv-level">
              {text}
            </span>
          );
        })
      }
    </ListSection>
  );
}

/** A section of the owner's own: its title as the heading, its entries as any other entries. */
export function CustomSection({ cv, labels, index }: TemplateProps & { index: number }) {
  const section: CvView['custom_sections'][number] | undefined = cv.custom_sections[index];
  if (!section) return null;
  return (
    <RowsSection
      className="cv-custom"
      title={
        <Text
          path={`custom_sections.${index}.title`}
          value={section.title}
          label={labels.fields.section_title}
          max={CUSTOM_SECTION_TITLE.max}
        />
      }
      rows={section.entries}
      listClass="cv-list"
      rowClass="cv-entry"
      add={<AddEntry section={index} />}
      remove={(entry) => <RemoveEntry section={index} index={entry} />}
    >
      {(entry, i) => (
        <EntryFields
          fields={CUSTOM_ENTRY_FIELDS}
          base={`custom_sections.${index}.entries.${i}`}
          entry={entry}
          labels={labels}
        />
      )}
    </RowsSection>
  );
}

/** What each part of an entry is drawn from: the fields, the entry's path and values, the labels. */
interface EntryPartProps {
  fields: readonly SectionField[];
  base: string;
  entry: Row;
  labels: TemplateLabels;
}

/** One entry: heading and dates, the place line, the description and the link, by the fields' roles. */
function EntryFields({ fields, base, entry, labels }: EntryPartProps) {
  const editing = useEditing();
  const heading = withRole(fields, 'title', 'subtitle');
  const place = withRole(fields, 'place');
  const field = (spec: SectionField, className?: string, as?: 'p') => (
    <Text
      key={spec.name}
      as={as}
      className={className}
      path={`${base}.${spec.name}`}
      value={valueOf(entry, spec)}
      label={labelOf(labels, spec)}
      max={spec.max}
      kind={textKindOf(spec)}
      counter={countsCharacters(spec)}
    />
  );
  // A lone place field is the cv-org line itself; several share one, joined by " · ".
  const placeLine =
    place.length === 1 && place[0] ? (
      field(place[0], 'cv-org', 'p')
    ) : place.length > 1 && (editing || shows(entry, place)) ? (
      <p className="cv-org">
        {joined(entry, place, <Dot />, (spec) => field(spec, 'cv-place'), editing)}
      </p>
    ) : null;
  return (
    <>
      <div className="cv-entry-head">
        {editing || shows(entry, heading) ? (
          <h3 className="cv-entry-title">
            {joined(
              entry,
              heading,
              ', ',
              (spec) => field(spec, spec === heading[0] ? undefined : 'cv-field'),
              editing,
            )}
          </h3>
        ) : null}
        <EntryDates fields={fields} base={base} entry={entry} labels={labels} />
      </div>
      {placeLine}
      {withRole(fields, 'description').map((spec) => field(spec, 'cv-desc', 'p'))}
      {withRole(fields, 'link').map((spec) => (
        <EntryLink key={spec.name} spec={spec} base={base} entry={entry} labels={labels} />
      ))}
    </>
  );
}

/** Fields in a row, with `between` where both neighbours show (always while editing). */
function joined(
  entry: Row,
  fields: readonly SectionField[],
  between: ReactNode,
  field: (spec: SectionField) => ReactNode,
  editing: boolean,
): ReactNode[] {
  return fields.map((spec, i) => {
    const previous = fields[i - 1];
    const join = previous && (editing || (shows(entry, [previous]) && shows(entry, [spec])));
    return (
      <Fragment key={spec.name}>
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

/** A web address of the entry: a link only to http(s), otherwise its text; a field while editing. */
function EntryLink({
  spec,
  base,
  entry,
  labels,
}: {
  spec: SectionField;
  base: string;
  entry: Row;
  labels: TemplateLabels;
}) {
  const editing = useEditing();
  const url = valueOf(entry, spec).trim();
  if (editing)
    return (
      <p className="cv-entry-link">
        <Text
          path={`${base}.${spec.name}`}
          value={valueOf(entry, spec)}
          label={labelOf(labels, spec)}
          max={spec.max}
          className="cv-url"
        />
      </p>
    );
  if (!url) return null;
  const text = <BreakableAddress text={displayUrl(url)} className="cv-url" />;
  return (
    <p className="cv-entry-link">
      {isWebUrl(url) ? (
        <a href={url} rel="noopener noreferrer nofollow" target="_blank">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

/**
 * "Mar 2021 – Present" (or "March 2021 – Present") from a start and an end, an open end reading as
 * present; a single month from a date; the pickers while editing.
 */
function EntryDates({ fields, base, entry, labels }: EntryPartProps) {
  const editing = useEditing();
  const style = useMonthStyle();
  const dateOf = (spec: SectionField | undefined) => (spec ? valueOf(entry, spec) || null : null);
  const month = (spec: SectionField) => (
    <Month
      path={`${base}.${spec.name}`}
      value={dateOf(spec)}
      label={labelOf(labels, spec)}
      format={(date) => labels.formatMonth(date, style)}
    />
  );
  const [single] = withRole(fields, 'date');
  if (single) return editing || dateOf(single) ? <p className="cv-dates">{month(single)}</p> : null;
  const [startField] = withRole(fields, 'start');
  const [endField] = withRole(fields, 'end');
  if (!startField || !endField) return null;
  const start = dateOf(startField);
  const end = dateOf(endField);
  if (!editing && !start && !end) return null;
  return (
    <p className="cv-dates">
      {editing || start ? month(startField) : null}
      {editing || start ? <span className="cv-dash"> – </span> : null}
      {editing || end ? month(endField) : labels.present}
    </p>
  );
}
