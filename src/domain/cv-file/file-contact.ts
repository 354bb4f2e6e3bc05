/**
 * Contact details as CVs write them: an email, a phone number (with or without a word before it,
 * "puh.", "Tel."), web addresses with or without "https://", and the person's place, on one line
 * between "|" or "·", or one per line.
 */

export interface FoundLink {
  label: string;
  url: string;
}

export interface FoundContact {
  email: string;
  phone: string;
  location: string;
  links: FoundLink[];
  /** Pieces that were none of these. */
  rest: string[];
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
const PHONE_LABEL = /^(?:puh(?:elin)?|p|tel|phone|mobile|mob|gsm|matkapuhelin|m)\.?:?\s*/iu;
const PHONE = /^\+?\(?\d[\d\s()-]{5,}\d$/;
/** A web address: a scheme, "www.", or a domain with a path ("github.com/x"). */
const URL = /^(?:https?:\/\/\S+|www\.\S+|[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}(?:\/\S*)?)$/iu;
/** A word that names what follows ("Sähköposti: …", "Address: …"), said before the detail itself. */
const LABEL =
  /^(?:e-?mail|email address|sähköposti|s-posti|address|osoite|location|asuinpaikka|kotipaikka|paikkakunta|sijainti|web|www|website|kotisivu|verkkosivut|portfolio|linkedin|github)\s*:\s*/iu;
/** Where a piece of a contact line ends. */
export const SEPARATORS = /\s+[|·•–—/]\s+|\s*[|·•]\s*(?=\S)|\t|\s{3,}/u;

/** Known sites by the name they go by. */
const SITES: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)linkedin\.com$/i, 'LinkedIn'],
  [/(^|\.)github\.com$/i, 'GitHub'],
  [/(^|\.)gitlab\.com$/i, 'GitLab'],
  [/(^|\.)behance\.net$/i, 'Behance'],
  [/(^|\.)dribbble\.com$/i, 'Dribbble'],
  [/(^|\.)(twitter|x)\.com$/i, 'X'],
  [/(^|\.)facebook\.com$/i, 'Facebook'],
  [/(^|\.)instagram\.com$/i, 'Instagram'],
  [/(^|\.)medium\.com$/i, 'Medium'],
  [/(^|\.)stackoverflow\.com$/i, 'Stack Overflow'],
  [/(^|\.)youtube\.com$/i, 'YouTube'],
];

/** "linkedin.com/in/x" as an address a browser opens: "https://" in front where none is written. */
export const fullUrl = (text: string) =>
  /^https?:\/\//i.test(text) ? text : `https://${text.replace(/[.,;]$/, '')}`;

export function siteName(url: string): string {
  const host = url.replace(/^https?:\/\//i, '').split('/')[0] ?? '';
  return SITES.find(([pattern]) => pattern.test(host))?.[1] ?? 'Website';
}

export const isUrl = (text: string) => URL.test(text.trim()) && !EMAIL.test(text);

/** A phone number as written, without the word before it; null when the piece is none. */
export function phoneOf(text: string): string | null {
  const number = text.trim().replace(PHONE_LABEL, '');
  const digits = number.replace(/\D/g, '').length;
  return PHONE.test(number) && digits >= 7 && digits <= 15 ? number : null;
}

/**
 * A link in a file's text, made whole: a PDF wraps a long address ("linkedin.com/in/juho-" then
 * "kettunen-oulu"), and its link annotation, where it has one, holds the whole of it.
 */
export function wholeUrl(shown: string, annotations: readonly string[]): string {
  const url = fullUrl(shown);
  const bare = (text: string) => text.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
  // The address the file links the text to is the whole one ("https://www." and all).
  const same = annotations.find((link) => bare(link) === bare(url));
  // Its "/" after a bare host is the browser's, not the writer's.
  if (same) return /\/$/.test(url) ? same : same.replace(/^(https?:\/\/[^/]+)\/$/i, '$1');
  const longer = annotations.find((link) => bare(link).startsWith(bare(url)));
  return longer && /[-/_.]$/.test(shown) ? longer : url;
}

/** Reads contact pieces; `lines` are the texts of the contact lines, each split at its separators. */
export function readContact(
  lines: readonly string[],
  annotations: readonly string[],
): FoundContact {
  const found: FoundContact = { email: '', phone: '', location: '', links: [], rest: [] };
  const pieces = joinWrappedUrls(lines.flatMap((line) => line.split(SEPARATORS).flatMap(byComma)));
  for (const raw of pieces) {
    const piece = raw.trim().replace(LABEL, '');
    if (!piece) continue;
    const email = EMAIL.exec(piece);
    const phone = phoneOf(piece);
    if (email && !found.email) found.email = email[0];
    else if (phone && !found.phone) found.phone = phone;
    else if (isUrl(piece)) {
      const url = wholeUrl(piece, annotations);
      found.links.push({ label: siteName(url), url });
    } else if (!found.location && isPlace(piece)) found.location = piece;
    else if (!found.location && POSTCODE_TOWN.test(piece))
      found.location = piece.replace(POSTCODE_TOWN, '$1');
    else found.rest.push(piece);
  }
  return found;
}

/**
 * A piece cut at its commas where they part details ("Tampere, 040 123 4567"), not where they part
 * a place's names ("Vantaa, Finland").
 */
function byComma(piece: string): string[] {
  const parts = piece.split(/,\s+/);
  return parts.every(isPlace)
    ? [piece]
    : parts.reduce<string[]>((kept, part) => {
        const last = kept[kept.length - 1];
        if (last !== undefined && isPlace(last) && isPlace(part))
          kept[kept.length - 1] = `${last}, ${part}`;
        else kept.push(part);
        return kept;
      }, []);
}

/** A postal address's last line, "33100 Tampere": the town is the person's place. */
const POSTCODE_TOWN = /^\d{5}\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)$/u;

/** A place: a few words of letters, maybe after a comma ("Vantaa, Finland"), no figures. */
const isPlace = (text: string) =>
  /^[\p{Lu}][\p{L}.' -]*(?:,\s*[\p{L}.' -]+)?$/u.test(text) && text.length <= 40;

/** An address that ends in "-" or "/" goes on in the next piece when that one has no spaces. */
function joinWrappedUrls(pieces: readonly string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces.map((p) => p.trim()).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last && isUrl(last) && /[-/_]$/.test(last) && /^[\w./~%-]+$/.test(piece) && !isUrl(piece))
      out[out.length - 1] = last + piece;
    else out.push(piece);
  }
  return out;
}
