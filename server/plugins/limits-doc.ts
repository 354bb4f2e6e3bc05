/** Where docs/security.md keeps the limits table drawn from the limit table, between two markers. */
export const LIMITS_DOC = 'docs/security.md';
export const TABLE_START =
  '<!-- limits: drawn from server/plugins/limit-table.ts by `npm run docs:limits` -->';
export const TABLE_END = '<!-- end of limits -->';

/** The table as the document holds it now (null without the markers). */
export function limitsTableIn(doc: string): string | null {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return doc.slice(start + TABLE_START.length, end).trim();
}

export function withLimitsTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${LIMITS_DOC} has no limits markers`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${table}\n${doc.slice(end)}`;
}
