/**
 * The lists of "More sections" as stored: together in one JSON column, each under its list's name
 * (server/db/schema.ts). A CV is read and written everywhere else with each list under its own
 * key, as the API answers it; these two functions are the only place that knows the difference.
 */
import { MORE_SECTIONS, type MoreRows } from '@/domain/section-rows';

type Stored = { moreLists: Partial<MoreRows> };

/** A stored CV with each list under its own key: [] for a list added since the CV was written. */
export function withMoreLists<R extends Stored>({
  moreLists,
  ...row
}: R): Omit<R, 'moreLists'> & MoreRows {
  const lists: Partial<MoreRows> = {};
  for (const list of MORE_SECTIONS) Object.assign(lists, { [list]: moreLists[list] ?? [] });
  // Every list was just given its rows (or none), so the lists are whole.
  return { ...row, ...(lists as MoreRows) };
}

/**
 * A write's values for the table: the lists it names go into the one column's part of the write
 * (`stored` turns them into what the column is set to), the rest as they are.
 */
export function asColumns<V extends Partial<MoreRows>, C>(
  values: V,
  stored: (lists: Partial<MoreRows>) => C,
): Omit<V, keyof MoreRows> & { moreLists?: C } {
  const rest: Record<string, unknown> = {};
  const lists: Partial<MoreRows> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((MORE_SECTIONS as readonly string[]).includes(key)) Object.assign(lists, { [key]: value });
    else rest[key] = value;
  }
  // `rest` holds every value of `values` but the lists, each under its own key.
  const others = rest as Omit<V, keyof MoreRows>;
  return Object.keys(lists).length ? { ...others, moreLists: stored(lists) } : others;
}
