/**
 * A certificates section read: one certificate per marked line, or lines gathered until a dated
 * one, each as its name, issuer and date.
 */
import { findDates, withoutDates } from './file-dates';
import { headingDates } from './file-entries';
import type { FileLine } from './file-lines';
import { cellsOf, joinWrapped, withoutMarker } from './file-text-blocks';
import type { ReadCv } from './read-cv';

/**
 * Certificates: one per marked line, or lines gathered until a dated one ("AWS Certified Developer –",
 * "Associate", "Amazon Web Services, 11/2021"). Name, then issuer, then date.
 */
export function certificatesOf(
  lines: readonly FileLine[],
  look: string | undefined,
): ReadCv['certificates'] {
  const groups: FileLine[][] = [];
  let open = false;
  for (const line of lines) {
    const last = groups[groups.length - 1];
    const text = withoutMarker(line.text);
    // A certificate's issuer under its dated name, in a look of its own ("Human Factors Int.").
    const issuerBelow =
      last?.length === 1 &&
      !!headingDates(last[0]!) &&
      !isOnlyDate(withoutMarker(last[0]!.text)) &&
      !headingDates(line) &&
      !line.bullet &&
      line.spans[0]?.look !== last[0]?.spans[0]?.look &&
      line.spans[0]?.look !== look;
    if (issuerBelow) last.push(line);
    // A date on a line of its own above the name ("MAY 2020") starts the certificate it dates.
    else if (isOnlyDate(text)) {
      if (last && open && !hasDate(last)) last.push(line);
      else groups.push([line]);
    } else if (!last || !open || line.bullet) groups.push([line]);
    else last.push(line);
    open =
      (isOnlyDate(text) || !headingDates(line)) &&
      !(line.bullet && line.paragraphEnd) &&
      !issuerBelow;
  }
  return groups.map((group) => {
    const plain = group.map((line) => withoutMarker(line.text));
    const dated = plain.findIndex((text) => findDates(text));
    const found = dated >= 0 ? findDates(plain[dated] ?? '') : null;
    const texts = plain
      .map((text, i) => (i === dated && found ? withoutDates(text, found) : text))
      .filter(Boolean);
    const date = found?.end ?? found?.start ?? '';
    if (texts.length > 1) {
      const issuer = texts[texts.length - 1] ?? '';
      const name = texts.slice(0, -1).reduce(joinWrapped, '');
      return { name: name.replace(/[\s–—-]+$/u, ''), issuer, date };
    }
    // A table's row: its cells are the name, the issuer and the date.
    const cells = cellsOf(group[0]).filter((cell) => !isOnlyDate(cell));
    if (cells.length >= 2) return { name: cells[0] ?? '', issuer: cells[1] ?? '', date };
    const [name = '', issuer = ''] = splitCertificate(texts[0] ?? '');
    return { name, issuer, date };
  });
}

const hasDate = (group: readonly FileLine[]) =>
  group.some((one) => findDates(withoutMarker(one.text)));

const isOnlyDate = (text: string) => {
  const found = findDates(text);
  return !!found && !withoutDates(text, found);
};

/**
 * "Name, Issuer" or "Name – Issuer": the issuer after the last comma, or else after the last dash
 * when a name follows it ("LOVe – lääkehoidon osaamisen varmistaminen" is one certificate's name).
 */
function splitCertificate(text: string): [string, string] {
  const comma = text.lastIndexOf(', ');
  if (comma > 0) return [text.slice(0, comma).trim(), text.slice(comma + 2).trim()];
  const dash = text.lastIndexOf(' – ');
  const issuer = text.slice(dash + 3).trim();
  if (dash > 0 && /^\p{Lu}/u.test(issuer)) return [text.slice(0, dash).trim(), issuer];
  return [text.trim(), ''];
}
