/**
 * A Content-Disposition header that names a download: an ASCII fallback for old clients and the
 * UTF-8 name (RFC 6266) for the rest, so "Äijälä" arrives as written.
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** "Anna Äijälä" → "Anna-Äijälä-CV.json": the owner's name, without what a file name cannot hold. */
export function personFileName(first: string, last: string, suffix: string): string {
  const name = `${first} ${last}`
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name ? `${name}-` : ''}${suffix}`;
}
