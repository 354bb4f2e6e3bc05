/** Finds web addresses and e-mail addresses in plain text so the legal pages can render them as links. */

export interface TextLink {
  href: string;
  label: string;
}

export type LinkifiedPart = string | TextLink;

const LINK_PATTERN =
  /\bhttps?:\/\/[^\s<>"]+|[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}/gi;

const TRAILING_PUNCTUATION = /[.,;:!?'"’”…»]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops sentence punctuation after a URL, and a closing bracket that the URL never opened. */
function trimUrl(url: string): string {
  let trimmed = url;
  for (;;) {
    const last = trimmed.slice(-1);
    const opener = CLOSERS[last];
    if (TRAILING_PUNCTUATION.test(last)) trimmed = trimmed.slice(0, -1);
    else if (opener && count(trimmed, last) > count(trimmed, opener))
      trimmed = trimmed.slice(0, -1);
    else return trimmed;
  }
}

/** Splits text into plain strings and links: http(s) URLs as they are, e-mail addresses as mailto:. */
export function linkify(text: string): LinkifiedPart[] {
  const parts: LinkifiedPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (typeof last === 'string') parts[parts.length - 1] = last + value;
    else parts.push(value);
  };

  let cursor = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const start = match.index;
    const isUrl = /^https?:\/\//i.test(match[0]);
    const label = isUrl ? trimUrl(match[0]) : match[0];
    // A bare scheme with nothing after it is not a link.
    if (isUrl && !/^https?:\/\/[^/?#]/i.test(label)) continue;
    pushText(text.slice(cursor, start));
    parts.push({ href: isUrl ? label : `mailto:${label}`, label });
    cursor = start + label.length;
  }
  pushText(text.slice(cursor));
  return parts;
}
