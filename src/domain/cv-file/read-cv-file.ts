/**
 * A CV file's lines read as a CV: the name, title and contact details at its top, and each section
 * under its heading read by its kind. What the reader could not place is kept, to be shown.
 */
import { lineCells, lineText, type FileLine, type FileText } from './file-lines';
import {
  readContact,
  SEPARATORS,
  fullUrl,
  isUrl,
  siteName,
  wholeUrl,
  type FoundLink,
} from './file-contact';
import { certificatesOf } from './file-certificates';
import type { ReadCv } from './read-cv';
import { bodyLook, entriesOf, type FileEntry } from './file-entries';
import { splitSections, type FileSection } from './file-sections';
import { cellsOf, listItems, paragraphsOf, withoutMarker } from './file-text-blocks';
import { fileLanguage } from './file-language';
import { isLevelWord } from '@/domain/json-resume/shared';

export type { ReadCv, ReadJob } from './read-cv';

const emptyCv = (language: 'en' | 'fi'): ReadCv => ({
  language,
  first_name: '',
  last_name: '',
  current_job_title: '',
  email: '',
  phone: '',
  location: '',
  bio: '',
  links: [],
  experience: [],
  education: [],
  skills: [],
  languages: [],
  certificates: [],
  projects: [],
  hobbies: '',
  volunteering: [],
  bio_title: '',
  unplaced: [],
});

/** A person's name: two to five words that start with a capital, no figures or "@". */
const NAME = /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){1,4}$/u;

/** A monogram ("EL") or a greeting's word ("I'M") beside the name: a picture of letters, not content. */
const MONOGRAM = /^[\p{Lu}'’]{1,3}$/u;
const isMonogram = (line: FileLine) => MONOGRAM.test(line.text);

/**
 * A line with a monogram set apart at its start or end, level with the text beside it ("EL ⇥
 * Senior Product Designer", "+358 40 555 0123 ⇥ EL"): the text alone, at its own size (a span's
 * look ends in its size).
 */
function withoutMonogram(line: FileLine): FileLine {
  let spans = line.spans;
  const [first, next] = spans;
  if (first && next?.apart && MONOGRAM.test(first.text))
    spans = [{ ...next, apart: false }, ...spans.slice(2)];
  const last = spans.at(-1);
  if (spans.length > 1 && last?.apart && MONOGRAM.test(last.text)) spans = spans.slice(0, -1);
  if (spans === line.spans) return line;
  const sizes = spans.map((span) => Number(span.look.split('/').at(-1)));
  const size = sizes.every(Number.isFinite) ? Math.max(...sizes) : line.size;
  return { ...line, spans, text: lineText(spans), size };
}

export function readCvFile(file: FileText): ReadCv {
  const split = splitSections(file.lines);
  const { sections } = split;
  const top = split.top.filter((line) => !isMonogram(line)).map(withoutMonogram);
  const cv = emptyCv(fileLanguage(file));
  const contactLines = readTop(cv, top);
  const look = bodyLook(file.lines);
  for (const section of sections) readSection(cv, section, contactLines, look, file.links);
  const contact = readContact(contactLines, file.links);
  cv.email ||= contact.email;
  cv.phone ||= contact.phone;
  cv.location ||= contact.location;
  for (const link of contact.links) addLink(cv, link);
  for (const rest of contact.rest) cv.unplaced.push({ heading: null, text: rest });
  return cv;
}

/** The name (the largest text, or Word's title), the title under it; the rest is contact lines. */
function readTop(cv: ReadCv, top: readonly FileLine[]): string[] {
  // The name is the largest text that reads as a name: a monogram ("EL") is larger still.
  const biggest = Math.max(
    0,
    ...top
      .filter((line) => NAME.test(line.text) || line.style === 'title')
      .map((line) => line.size),
  );
  const nameAt = Math.max(
    0,
    top.findIndex((line) => line.style === 'title' || (biggest > 0 && line.size === biggest)),
  );
  const nameLines = [top[nameAt]];
  // A name set over two lines in the same look ("Mary" above "Smith-Jones").
  const second = top[nameAt + 1];
  if (
    second &&
    second.size === biggest &&
    biggest > 0 &&
    NAME.test(`${top[nameAt]?.text} ${second.text}`)
  )
    nameLines.push(second);
  const name = nameLines
    .map((line) => line?.text ?? '')
    .join(' ')
    .trim();
  if (NAME.test(name) || nameLines[0]?.style === 'title') {
    const words = name.split(/\s+/);
    cv.last_name = words.pop() ?? '';
    cv.first_name = words.join(' ');
  }
  const rest = top.filter((line) => !nameLines.includes(line));
  const next = top[nameAt + nameLines.length];
  // Contact lines share one look: a line in it under the name is a place, not a job title.
  const contactLooks = new Set(
    top.filter((line) => isContact(line.text)).map((line) => line.spans[0]?.look),
  );
  // ...unless another line there is the place: then the line under the name is the title.
  const placeElsewhere = rest.some((line) => line !== next && isPlaceAlone(line.text));
  const titleLine =
    rest.find((line) => line.style === 'subtitle') ??
    (next &&
    !next.style &&
    isTitle(next.text) &&
    (!contactLooks.has(next.spans[0]?.look) || placeElsewhere)
      ? next
      : undefined);
  if (titleLine) cv.current_job_title = titleLine.text;
  return rest.filter((line) => line !== titleLine).map(contactText);
}

function isContact(text: string): boolean {
  const contact = readContact([text], []);
  return !!contact.email || !!contact.phone || contact.links.length > 0;
}

/** A line that is a place and nothing else ("Tampere", "Vantaa, Finland", "33100 Tampere"). */
function isPlaceAlone(text: string): boolean {
  const { location, email, phone, links, rest } = readContact([text], []);
  return !!location && !email && !phone && !links.length && !rest.length;
}

/** A job title under the name: words, no contact detail, no figures, not a list. */
function isTitle(text: string): boolean {
  return !isContact(text) && text.split(SEPARATORS).length === 1 && !/\d/.test(text);
}

function addLink(cv: ReadCv, link: FoundLink) {
  if (!cv.links.some((known) => known.url === link.url)) cv.links.push(link);
}

function readSection(
  cv: ReadCv,
  section: FileSection,
  contactLines: string[],
  look: string | undefined,
  annotations: readonly string[],
) {
  const { lines } = section;
  const unplaced = (text: string) => cv.unplaced.push({ heading: section.heading, text });
  switch (section.kind) {
    case 'contact':
      contactLines.push(...lines.map(contactText));
      return;
    case 'summary':
      cv.bio = [cv.bio, paragraphsOf(lines)].filter(Boolean).join('\n');
      if (!isCapitals(section.heading)) cv.bio_title ||= section.heading;
      return;
    case 'experience':
      for (const entry of entriesOf(lines, look)) {
        const [position = '', company = '', ...place] = employerSecond(entry.pieces);
        // An entry whose dates could not be read is kept without them, for the owner to date.
        if (!position && !company) entry.lines.forEach((line) => unplaced(line.text));
        else
          cv.experience.push({
            position,
            company,
            location: place.join(', '),
            start: entry.dates?.start ?? '',
            end: entry.dates?.end ?? null,
            description: entry.items.join('\n'),
          });
      }
      return;
    case 'education':
      for (const entry of entriesOf(lines, look)) {
        const [degree = '', school = ''] = schoolSecond(entry.pieces);
        const { start = null, end = null, single = false } = entry.dates ?? {};
        if (!degree && !school) entry.lines.forEach((line) => unplaced(line.text));
        else
          cv.education.push({
            degree,
            school,
            start: single ? '' : (start ?? ''),
            end: single ? (start ?? '') : (end ?? ''),
          });
      }
      return;
    case 'volunteering':
      for (const entry of entriesOf(lines, look)) {
        const [role = '', organisation = ''] = entry.pieces;
        cv.volunteering.push({
          role,
          organisation,
          start: entry.dates?.start ?? '',
          end: entry.dates?.end ?? null,
          description: entry.items.join('\n'),
        });
      }
      return;
    case 'projects':
      for (const entry of entriesOf(lines, look)) cv.projects.push(projectOf(entry));
      return;
    case 'skills': {
      const paired = lookPairs(lines, isLevelWord) ?? cellPairs(lines, isLevelWord);
      cv.skills.push(
        ...(paired?.map(([name, level]) => ({ name, level })) ?? listItems(lines).map(skillOf)),
      );
      return;
    }
    case 'languages':
      cv.languages.push(...languagesOf(lines));
      return;
    case 'certificates':
      cv.certificates.push(...certificatesOf(lines, look));
      return;
    case 'interests': {
      const [kept, notes] = apart(lines, (line) => !ON_REQUEST.test(line.text));
      cv.hobbies = [cv.hobbies, paragraphsOf(kept)].filter(Boolean).join('\n');
      notes.forEach((line) => unplaced(line.text));
      return;
    }
    case 'links': {
      // "LinkedIn: linkedin.com/in/x" on a line, or a label above an address that may wrap.
      const joined = withWrappedUrls(lines);
      const labelled = joined.map((line) => labelledLink(line.text, annotations));
      labelled.forEach((link) => link && addLink(cv, link));
      const others = joined.filter((_, index) => !labelled[index]).map(contactText);
      const found = readContact(others, annotations);
      found.links.forEach((link) => addLink(cv, link));
      // What is left beside addresses is their labels; in a section with no address it is listed.
      if (!found.links.length && !labelled.some(Boolean)) found.rest.forEach(unplaced);
      return;
    }
    default:
      lines.forEach((line) => unplaced(line.text));
  }
}

/** "References available on request": a note about the CV, not a hobby or a sentence of the bio. */
const ON_REQUEST =
  /^(?:references|referees|suosittelijat|referenssit)\b.*(?:request|pyydettäessä|pyynnöstä)/iu;

function apart<T>(items: readonly T[], keep: (item: T) => boolean): [T[], T[]] {
  return [items.filter(keep), items.filter((item) => !keep(item))];
}

/** Words a school's name has, in English and Finnish and the languages of the region's schools. */
const SCHOOL =
  /yliopisto|korkeakoulu|opisto|lukio|koulu|akatemia|universit|college|school|institut|academy|polytechnic|hochschule|högskola/iu;

/** An education's pieces with the degree first: "Oulun yliopisto, KTM" is read as "KTM, Oulun yliopisto". */
function schoolSecond(pieces: readonly string[]): string[] {
  const [first = '', second = '', ...rest] = pieces;
  return SCHOOL.test(first) && second && !SCHOOL.test(second)
    ? [second, first, ...rest]
    : [...pieces];
}

/** How an employer's name ends: its company form ("Oy", "Ltd"), or a town or city as employer. */
const EMPLOYER =
  /(?:\s(?:Oy|Oyj|Ab|Abp|Ky|Tmi|ry|r\.y\.|Ltd\.?|Inc\.?|LLC|GmbH|plc|AS|ASA|AB)|\s(?:kaupunki|kunta|seurakunta|kuntayhtymä|hyvinvointialue))$/u;

/**
 * A job's pieces with the title first: "Rakennus Oy, työnjohtaja" is read as "työnjohtaja, Rakennus
 * Oy". What follows the employer is a title when a word of it is in lower case ("Vastaava
 * työnjohtaja"); "Rakennus Oy, Tampere" is an employer and its place.
 */
function employerSecond(pieces: readonly string[]): string[] {
  const [first = '', second = '', ...rest] = pieces;
  const titleNext = /(?:^|\s)\(?\p{Ll}/u.test(second);
  return EMPLOYER.test(first) && titleNext && !EMPLOYER.test(second)
    ? [second, first, ...rest]
    : [...pieces];
}

/** A project: its name, its address (beside the name, or on a line of its own), its dates. */
function projectOf(entry: FileEntry): ReadCv['projects'][number] {
  const url = entry.pieces.find(isUrl) ?? entry.items.find(isUrl);
  const [name = '', ...rest] = entry.pieces.filter((piece) => piece !== url);
  const items = entry.items.filter((item) => item !== url);
  return {
    name,
    // "Reittioptimoinnin pilotti – jakelureittien suunnittelu": a name and what it was, on one line.
    description: items.length ? items.join('\n') : rest.join(', '),
    url: url ? fullUrl(url) : '',
    start: entry.dates?.start ?? '',
    end: entry.dates?.end ?? null,
  };
}

const isCapitals = (text: string) => text === text.toLocaleUpperCase('fi');

/** "Figma – Expert": a level only where the words after the dash name one, else the name whole. */
function skillOf(item: string): ReadCv['skills'][number] {
  const dash = /^(.+?)\s+[–—-]\s+(\p{L}+)$/u.exec(item);
  const level = dash?.[2] ?? '';
  return dash && isLevelWord(level) ? { name: dash[1] ?? item, level } : { name: item, level: '' };
}

/** Languages one per line in two cells ("suomi ⇥ äidinkieli"), or as a list of items. */
function languagesOf(lines: readonly FileLine[]): ReadCv['languages'] {
  const paired = lookPairs(lines, () => true) ?? cellPairs(lines, () => true);
  if (paired) return paired.map(([language, level]) => ({ language, level }));
  return listItems(lines).map(languageOf);
}

/**
 * Every line two cells apart, in one look ("englanti ⇥ hyvä", a tab or a table's row): the name
 * and its level; null when any line is not so.
 */
function cellPairs(
  lines: readonly FileLine[],
  isLevel: (text: string) => boolean,
): Array<[string, string]> | null {
  const rows = lines.map(cellsOf);
  if (!rows.length || rows.some((cells) => cells.length !== 2 || !isLevel(cells[1] ?? '')))
    return null;
  return rows.map(([name = '', level = '']) => [name, level]);
}

/**
 * A list drawn as name and level in turn, each in a look of its own ("Finnish" then "Native", on one
 * line in cells or on lines of their own): the pairs, or null when the list is not drawn so.
 */
function lookPairs(
  lines: readonly FileLine[],
  isLevel: (text: string) => boolean,
): Array<[string, string]> | null {
  const cells = lines.flatMap((line) =>
    lineCells(line).map((cell) => ({ ...cell, text: withoutMarker(cell.text.trim()) })),
  );
  const [first, second] = cells;
  if (!first || !second || cells.length % 2 || first.look === second.look) return null;
  const pairs: Array<[string, string]> = [];
  for (let at = 0; at < cells.length; at += 2) {
    const [name, level] = [cells[at], cells[at + 1]];
    if (!name || !level || name.look !== first.look || level.look !== second.look) return null;
    if (!isLevel(level.text)) return null;
    pairs.push([name.text, level.text]);
  }
  return pairs;
}

/** "English (native)", "suomi – äidinkieli", "ruotsi: perusteet". */
function languageOf(item: string): { language: string; level: string } {
  const [language = item, ...level] = item.split(/\s*[:–—]\s*|\s+-\s+/u);
  if (level.length) return { language: language.trim(), level: level.join(' ').trim() };
  const bracketed = /^(.+?)\s*\((.+)\)$/u.exec(item);
  if (bracketed) return { language: bracketed[1] ?? '', level: bracketed[2] ?? '' };
  return { language: item.trim(), level: '' };
}

/** "LinkedIn: linkedin.com/in/x", "GitHub – github.com/x", or an address alone. */
function labelledLink(text: string, annotations: readonly string[]): FoundLink | null {
  const words = withoutMarker(text).split(/\s*[:–—|]\s+|\s+/u);
  const url = words.find(isUrl);
  if (!url) return null;
  const label = withoutMarker(text)
    .slice(0, withoutMarker(text).indexOf(url))
    .replace(/[\s:–—|-]+$/u, '');
  const full = wholeUrl(url, annotations);
  return { label: label || siteName(full), url: full };
}

/** Lines with an address wrapped over two ("linkedin.com/in/emma-" above "laine-demo") as one. */
function withWrappedUrls(lines: readonly FileLine[]): FileLine[] {
  const out: FileLine[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const tail = last?.text.split(/\s+/).pop() ?? '';
    if (last && /[./-]$/.test(tail) && /[./]/.test(tail) && /^[\w./~%-]+$/.test(line.text))
      out[out.length - 1] = { ...last, text: last.text + line.text };
    else out.push(line);
  }
  return out;
}

/** A contact line with its cells apart ("email ⇥ phone" as "email | phone"). */
const contactText = (line: FileLine) => cellsOf(line).join(' | ');
