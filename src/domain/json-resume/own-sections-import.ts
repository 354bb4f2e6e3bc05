/**
 * The owner's own sections a JSON Resume file gives: volunteer, awards and publications, named in
 * the CV's language, and those our own export keeps in `meta` (in their order there), with the
 * section order and hidden sections that name them.
 */
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import type { CustomEntry, CustomSection } from '@/domain/section-rows';
import { CUSTOM_PREFIX, SECTION_KEYS, customKey, type SectionKey } from '@/domain/sections';
import type { JsonResumeFile } from './import-schema';
import { fieldReaders, filled, toMonth, withHighlights } from './import-fields';
import type { LeftOut } from './left-out';
import { UNMAPPED_OWN_SOURCES } from './mapped-lists';
import { META_KEY, OWN_SECTION_TITLES, type OwnSectionSource } from './shared';

/** An entry as the file has it, in our fields' names. */
type RawEntry = Record<Exclude<keyof CustomEntry, 'uuid'>, string>;

/**
 * An entry in our fields from an entry's heading, place, description and start month (its end
 * month and link have the same names in every section); one without its heading is headed by its
 * place.
 */
function rawEntry(
  title: string,
  place: string,
  description: string,
  start: string,
  { endDate, url }: { endDate: string; url: string },
): RawEntry {
  const heading = title.trim() ? { title, subtitle: place } : { title: place, subtitle: '' };
  return { ...heading, description, start_date: start, end_date: endDate, url };
}

/** A JSON Resume section's entries in our fields. */
function entriesOf(doc: JsonResumeFile, source: OwnSectionSource): RawEntry[] {
  switch (source) {
    case 'volunteer':
      return doc.volunteer.map((v) =>
        rawEntry(
          v.position,
          v.organization,
          withHighlights(v.summary, v.highlights),
          v.startDate,
          v,
        ),
      );
    case 'awards':
      return doc.awards.map((a) => rawEntry(a.title, a.awarder, a.summary, a.date, a));
    case 'publications':
      return doc.publications.map((p) =>
        rawEntry(p.name, p.publisher, p.summary, p.releaseDate, p),
      );
  }
}

const hasText = (e: RawEntry) =>
  filled(e.title, e.subtitle, e.description, e.start_date, e.end_date, e.url);

export function ownSections(doc: JsonResumeFile, language: Language, leftOut: LeftOut[]) {
  const { fit, webAddress } = fieldReaders(leftOut);
  const meta = doc.meta[META_KEY];
  const sections: CustomSection[] = [];
  /** The file's section ids and the new ones: the order and the hidden sections name them. */
  const ids = new Map<string, string>();

  const entry = (e: RawEntry, at: string, section: string): CustomEntry => ({
    uuid: crypto.randomUUID(),
    title: fit(`${at}.title`, e.title, LIMITS.shortText, false, section),
    subtitle: fit(`${at}.subtitle`, e.subtitle, LIMITS.shortText, false, section),
    description: fit(`${at}.description`, e.description, LIMITS.customDescription, true, section),
    start_date: toMonth(e.start_date),
    end_date: toMonth(e.end_date),
    url: webAddress(`${at}.url`, e.url, section),
  });

  const add = (fileId: string, title: string, entries: RawEntry[]) => {
    const rows = entries.filter(hasText);
    if (sections.length >= LIMITS.custom_sections) {
      leftOut.push({ kind: 'ownSection', title: title.trim(), count: rows.length });
      return;
    }
    const at = `custom_sections.${sections.length}`;
    const name = fit(`${at}.title`, title, LIMITS.shortText);
    if (rows.length > LIMITS.customEntries)
      leftOut.push({ kind: 'entries', section: name, count: rows.length - LIMITS.customEntries });
    const uuid = crypto.randomUUID();
    if (fileId) ids.set(fileId, uuid);
    sections.push({
      uuid,
      title: name,
      entries: rows
        .slice(0, LIMITS.customEntries)
        .map((e, j) => entry(e, `${at}.entries.${j}`, name)),
    });
  };

  // Our own export lists every section of the owner's own in order, marking those it wrote as
  // volunteer, awards or publications; a file from elsewhere has only those, in this order.
  const used = new Set<OwnSectionSource>();
  for (const item of meta.custom_sections) {
    const source = UNMAPPED_OWN_SOURCES.find((s) => s === item.from && !used.has(s));
    if (source) {
      used.add(source);
      add(item.uuid, OWN_SECTION_TITLES[source][language], entriesOf(doc, source));
    } else if (filled(item.title) || item.entries.some(hasText)) {
      add(item.uuid, item.title, item.entries);
    }
  }
  for (const source of UNMAPPED_OWN_SOURCES) {
    const entries = entriesOf(doc, source);
    if (!used.has(source) && entries.some(hasText))
      add('', OWN_SECTION_TITLES[source][language], entries);
  }

  const keyOf = (key: string): SectionKey | undefined => {
    const id = key.startsWith(CUSTOM_PREFIX) ? ids.get(key.slice(CUSTOM_PREFIX.length)) : undefined;
    return id ? customKey(id) : SECTION_KEYS.find((k) => k === key);
  };
  const keys = (list: string[]) => [
    ...new Set(list.map(keyOf).filter((key): key is SectionKey => key !== undefined)),
  ];
  return {
    custom_sections: sections,
    // The bio opens every CV: an order names it first or not at all.
    section_order: keys(meta.section_order).filter((key, i) => key !== 'bio' || i === 0),
    hidden_sections: keys(meta.hidden_sections),
  };
}
