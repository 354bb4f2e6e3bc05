/** What a JSON Resume file held that the draft does not, each in one line the user can act on. */
import { namedFields, NOT_AN_ENTRY, type ItemSection, type LeftOut } from '@/domain/json-resume';
import { LIMITS } from '@/domain/limits';
import { SECTION_TYPES, type MoreSectionKey } from '@/domain/sections';
import { MORE_SECTIONS } from '@/domain/section-rows';
import type { Translate } from '@/domain/validation-messages';

const KEY = 'wizardEnds:import.leftOut';

const TOP_FIELDS: Record<string, string> = {
  first_name: 'wizard:basicInfo.first_name',
  last_name: 'wizard:basicInfo.last_name',
  email: 'wizard:basicInfo.email',
  phone: 'wizard:basicInfo.phone',
  current_job_title: 'wizard:basicInfo.current_job_title',
  bio_description: 'wizard:bio.description',
  title: `${KEY}.fields.title`,
  bio_title: `${KEY}.fields.bio_title`,
};

/** The wizard's own texts for each list: its entry ("Experience 2") and its fields. */
const LISTS: Record<string, string> = {
  experiences: 'wizard:workExperience',
  educations: 'wizard:education',
};

/** Lists the wizard has no step of its own for: "Project 2 – Name". */
const isMoreSection = (list: string): list is MoreSectionKey =>
  (MORE_SECTIONS as readonly string[]).includes(list);

/**
 * "experiences.1.role" as the wizard names it: "Experience 2 – Role". A field of the owner's own
 * section ("custom_sections.0.entries.1.title") is named by its section: "Awards 2 – Title".
 */
export function fieldName(path: string, t: Translate, section?: string): string {
  const top = TOP_FIELDS[path];
  if (top) return t(top);
  const parts = path.split('.');
  if (parts[0] === 'custom_sections') {
    const [, , , index = '0', field = ''] = parts;
    if (parts.length === 3) return t(`${KEY}.rowFields.section_title`);
    const entry = t(`${KEY}.entries.custom`, { section, n: Number(index) + 1 });
    return `${entry} – ${t(`${KEY}.rowFields.${field}`)}`;
  }
  const [list = '', index = '0', field = ''] = parts;
  const n = Number(index) + 1;
  if (list === 'skills') return t('wizard:skills.skill_name', { n });
  if (list === 'language_skills') return t(`${KEY}.entries.language_skills`, { n });
  if (isMoreSection(list))
    return `${t(`${KEY}.entries.${list}`, { n })} – ${t(`${KEY}.rowFields.${field}`)}`;
  const texts = LISTS[list];
  return texts ? `${t(`${texts}.entry`, { n })} – ${t(`${texts}.${field}`)}` : path;
}

/** "keywords (in 3 entries)": a field named in words when the list knows it, else by its own name. */
function unkeptField(section: ItemSection, name: string, count: number, t: Translate): string {
  if (name === NOT_AN_ENTRY) return t(`${KEY}.unkept.notAnEntry`, { count });
  const named = namedFields(section);
  const field = named.includes(name)
    ? t(`${KEY}.unkept.names.${section}.${name}`)
    : t(`${KEY}.unkept.ownName`, { name });
  // The details are one person's: how many entries held a field says nothing there.
  return section === 'basics' ? field : t(`${KEY}.unkept.inEntries`, { field, count });
}

export function leftOutText(item: LeftOut, t: Translate): string {
  switch (item.kind) {
    case 'cut':
      return t(`${KEY}.cut`, {
        field: fieldName(item.field, t, item.section),
        kept: item.kept,
        dropped: item.dropped,
      });
    case 'skills':
      return t(`${KEY}.skills`, { count: item.names.length, names: item.names.join(', ') });
    case 'rows':
      return t(`${KEY}.rows.${item.list}`, {
        count: item.count,
        max: SECTION_TYPES[item.list].max,
      });
    case 'entries':
      return t(`${KEY}.entriesOver`, {
        section: item.section,
        count: item.count,
        max: LIMITS.customEntries,
      });
    case 'ownSection':
      return t(`${KEY}.ownSection`, {
        title: item.title,
        count: item.count,
        max: LIMITS.custom_sections,
      });
    case 'fluency':
      return t(`${KEY}.fluency`, { language: item.language, fluency: item.fluency });
    case 'url':
      return t(`${KEY}.url`, { field: fieldName(item.field, t, item.section), url: item.url });
    case 'profile':
      return t(`${KEY}.profile`, { network: item.network || '?', url: item.url }).trim();
    case 'photo':
      return t(`${KEY}.photo`);
    case 'design':
      return t(`${KEY}.design`, { keys: item.keys.join(', ') });
    case 'fields':
      return t(`${KEY}.unkept.line`, {
        section: t(`${KEY}.unkept.sections.${item.section}`),
        fields: item.fields.map((f) => unkeptField(item.section, f.name, f.count, t)).join(', '),
      });
    case 'section':
      return t(`${KEY}.section`, {
        name: t(`${KEY}.sections.${item.name}`),
        count: item.count,
      });
  }
}
