/** A titled section, and the list section that every list of rows is. */
import type { ReactNode } from 'react';
import { SECTION_TYPES } from '@/domain/sections';
import { AddEntry, RemoveEntry, useEditing } from './editable';
import { useAudience } from './render-options';
import type { ListName, TemplateLabels } from './types';

export function Section({
  className,
  title,
  children,
}: {
  className: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`cv-sec ${className}`}>
      <h2 className="cv-h2">{title}</h2>
      <div className="cv-sec-body">{children}</div>
    </section>
  );
}

/** The section, <ul> and <li> classes of the lists whose classes the templates' styles name. */
const CLASSES: Partial<Record<ListName, readonly [string, string, string | undefined]>> = {
  experiences: ['cv-exp', 'cv-list', 'cv-entry'],
  educations: ['cv-edu', 'cv-list', 'cv-entry'],
  skills: ['cv-skills', 'cv-skill-list', 'cv-skill'],
  links: ['cv-links', 'cv-link-list', undefined],
  language_skills: ['cv-languages', 'cv-skill-list', 'cv-skill'],
};

/** A list's classes: its own, else `cv-{list}` with the classes of its look (entries or items). */
function classesOf(list: ListName) {
  const [className, listClass, rowClass] =
    CLASSES[list] ??
    ([
      `cv-${list.replaceAll('_', '-')}`,
      ...(SECTION_TYPES[list].look === 'items'
        ? ['cv-skill-list', 'cv-skill']
        : ['cv-list', 'cv-entry']),
    ] as const);
  return { className, listClass, rowClass };
}

/** A list's heading in the template's language (the Word document uses it too). */
export const listTitle = (list: ListName, labels: TemplateLabels): string =>
  labels.lists[list].title;

/**
 * A section of rows: one <li> per row ending in its remove button while editing, and the list's add
 * button. With no rows the owner reads the empty text (what is still missing) and a visitor reads
 * nothing: the public page leaves the section out.
 */
export function ListSection<Row extends { uuid?: string }>({
  list,
  rows,
  labels,
  children,
}: {
  list: ListName;
  rows: readonly Row[];
  labels: TemplateLabels;
  children: (row: Row, index: number) => ReactNode;
}) {
  const editing = useEditing();
  const audience = useAudience();
  if (rows.length === 0 && !editing && audience === 'public') return null;
  // The list's heading and empty text are the section's title and empty text.
  return (
    <RowsSection
      {...classesOf(list)}
      {...labels.lists[list]}
      rows={rows}
      add={<AddEntry list={list} />}
      remove={(index) => <RemoveEntry list={list} index={index} />}
    >
      {children}
    </RowsSection>
  );
}

/** The rows of a section as a list, its empty text when read, and its add and remove buttons. */
export function RowsSection<Row extends { uuid?: string }>({
  className,
  title,
  rows,
  listClass,
  rowClass,
  empty,
  add,
  remove,
  children: renderRow,
}: {
  className: string;
  title: ReactNode;
  rows: readonly Row[];
  listClass: string;
  rowClass: string | undefined;
  /** Said to the owner when there are no rows. */
  empty?: string;
  add: ReactNode;
  remove: (index: number) => ReactNode;
  children: (row: Row, index: number) => ReactNode;
}) {
  const editing = useEditing();
  return (
    <Section className={className} title={title}>
      {rows.length === 0 && !editing && empty ? <p className="cv-empty">{empty}</p> : null}
      {rows.length > 0 ? (
        <ul className={listClass}>
          {rows.map((row, i) => (
            <li className={rowClass} key={row.uuid ?? i}>
              {renderRow(row, i)}
              {remove(i)}
            </li>
          ))}
        </ul>
      ) : null}
      {add}
    </Section>
  );
}
