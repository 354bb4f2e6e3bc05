/** A titled section, and the list section that experience, education, skills and links all are. */
import type { ReactNode } from 'react';
import { AddEntry, RemoveEntry, useEditing } from './editable';
import type { ListName } from './types';

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

/**
 * A section of rows: the empty text when read with no rows, one <li> per row ending in its remove
 * button while editing, and the list's add button.
 */
export function ListSection<Row>({
  list,
  rows,
  className,
  title,
  empty,
  listClassName,
  rowClassName,
  keyOf = (_, i) => i,
  children: renderRow,
}: {
  list: ListName;
  rows: Row[];
  className: string;
  title: string;
  empty: string;
  listClassName: string;
  rowClassName?: string;
  keyOf?: (row: Row, index: number) => string | number;
  children: (row: Row, index: number) => ReactNode;
}) {
  const editing = useEditing();
  return (
    <Section className={className} title={title}>
      {rows.length === 0 && !editing ? <p className="cv-empty">{empty}</p> : null}
      {rows.length > 0 ? (
        <ul className={listClassName}>
          {rows.map((row, i) => (
            <li className={rowClassName} key={keyOf(row, i)}>
              {renderRow(row, i)}
              <RemoveEntry list={list} index={i} />
            </li>
          ))}
        </ul>
      ) : null}
      <AddEntry list={list} />
    </Section>
  );
}
