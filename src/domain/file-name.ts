/** "Anna Äijälä" → "Anna-Äijälä-CV.json": the owner's name, without what a file name cannot hold. */
export function personFileName(first: string, last: string, suffix: string): string {
  const name = `${first} ${last}`
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name ? `${name}-` : ''}${suffix}`;
}
