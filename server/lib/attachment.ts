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

/** A company's name as a part of a file name: what a file name cannot hold made dashes, cut short. */
const namePart = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\s\p{Cc}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/**
 * A CV version's file: "Aino-Virtanen-CV.pdf" for its own language, "…-CV-fi.pdf" for the other,
 * so the two download side by side, not over each other; a version made for one job application
 * has the company after it ("…-CV-Nordic-Apps.pdf").
 */
export function cvFileName(
  cv: { first_name: string; last_name: string; language: string; languages: readonly string[] },
  extension: string,
  company = '',
): string {
  const own = cv.language === cv.languages[0];
  const parts = ['CV', own ? '' : cv.language, namePart(company)].filter(Boolean);
  return personFileName(cv.first_name, cv.last_name, `${parts.join('-')}.${extension}`);
}

/**
 * A cover letter's file, named after the person, the letter (in its language) and the company:
 * "Aino-Virtanen-Cover-letter-Nordic-Apps.pdf", "Aino-Virtanen-Työhakemus-Nordic-Apps.docx".
 */
export function letterFileName(
  person: { first_name: string; last_name: string },
  letterWord: string,
  company: string,
  extension: string,
): string {
  const parts = [namePart(letterWord), namePart(company)].filter(Boolean);
  return personFileName(person.first_name, person.last_name, `${parts.join('-')}.${extension}`);
}
