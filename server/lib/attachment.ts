import { personFileName } from '@/domain/file-name';

/** The owner's name as a file name: one rule for the server's downloads and the browser's. */
export { personFileName };

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

/**
 * A CV version's file: "Aino-Virtanen-CV.pdf" for its own language, "…-CV-fi.pdf" for the other,
 * so the two download side by side, not over each other.
 */
export function cvFileName(
  cv: { first_name: string; last_name: string; language: string; languages: readonly string[] },
  extension: string,
): string {
  const own = cv.language === cv.languages[0];
  return personFileName(
    cv.first_name,
    cv.last_name,
    own ? `CV.${extension}` : `CV-${cv.language}.${extension}`,
  );
}
