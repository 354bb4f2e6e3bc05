/**
 * A JSON Resume file (from any tool) as a CV draft, with a list of everything that did not fit our
 * fields: more rows than a CV holds, text over a limit, unknown networks, sections we lack.
 */
import { designFrom } from '@/domain/design';
import type { CvContent, CvProfileField } from '@/domain/cv';
import type { Skill } from '@/domain/cv-rows';
import {
  LINK_TYPES,
  PROFICIENCIES,
  type Link,
  type LinkType,
  type Proficiency,
} from '@/domain/cv-rows';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import type { ListSectionKey } from '@/domain/sections';
import { noMoreRows } from '@/domain/section-rows';
import { languageRow, toLanguageLevel } from './fluency';
import { fieldReaders, filled, toMonth, withHighlights } from './import-fields';
import type { LeftOut } from './left-out';
import { OTHER_SECTIONS, importSchema } from './import-schema';
import { mappedRows, readMappedSections } from './mapped-lists';
import { ownSections } from './own-sections-import';
import { unkeptFields } from './unkept-fields';
import { LEVEL_ALIASES, META_KEY, NETWORK_ALIASES, omitEmpty } from './shared';

export type { LeftOut } from './left-out';
export type { JsonResumeFile } from './import-schema';

export type ImportedCv = Pick<
  CvContent,
  | CvProfileField
  | ListSectionKey
  | 'custom_sections'
  | 'section_order'
  | 'hidden_sections'
  | 'title'
> &
  Partial<Pick<CvContent, 'language' | 'design'>> & {
    /** A template name as the file says it; the draft checks it like any other. */
    theme?: string;
  };

export type JsonResumeImport =
  | {
      ok: true;
      cv: ImportedCv;
      /** The skills beyond the CV's limit (named as left out), for the user to pick from. */
      moreSkills: Skill[];
      leftOut: LeftOut[];
    }
  | { ok: false; reason: 'not_json' | 'not_resume' };

/** A level in words (Expert, advanced, …) as one of ours; an unknown level reads as intermediate. */
function toProficiency(level: string): Proficiency {
  const key = level.trim().toLowerCase();
  return PROFICIENCIES.find((p) => p === key) ?? LEVEL_ALIASES[key] ?? (key ? 'intermediate' : '');
}

function toLinkType(network: string): LinkType | null {
  const key = network.trim().toLowerCase();
  return LINK_TYPES.find((t) => t === key) ?? NETWORK_ALIASES[key] ?? null;
}

/**
 * Reads a JSON Resume file's text into a draft; what does not fit is listed in `leftOut`.
 * `language` is the CV's language when the file does not say it (the wizard's draft's): the
 * sections made of volunteer, awards and publications are named in it.
 */
export function fromJsonResume(text: string, language?: Language): JsonResumeImport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !('basics' in raw)) {
    return { ok: false, reason: 'not_resume' };
  }
  const doc = importSchema.parse(raw);
  const leftOut: LeftOut[] = [];
  const readers = fieldReaders(leftOut);
  const { fit, take } = readers;

  const { basics, meta } = doc;
  const own = meta[META_KEY];
  // Our own export says which words are the last name; from elsewhere it is the last word.
  const words = basics.name.split(/\s+/).filter(Boolean);
  const splitLast = words.length > 1 ? (words.pop() ?? '') : '';
  const ownName = Boolean(own.first_name || own.last_name);
  const first = ownName ? own.first_name : words.join(' ');
  const last = ownName ? own.last_name : splitLast;

  const experiences = take(doc.work, LIMITS.experiences, 'experiences').map((w, i) => ({
    uuid: crypto.randomUUID(),
    company_name: fit(
      `experiences.${i}.company_name`,
      w.name.trim() || w.company,
      LIMITS.shortText,
    ),
    role: fit(`experiences.${i}.role`, w.position, LIMITS.shortText),
    location: fit(`experiences.${i}.location`, w.location, LIMITS.shortText),
    description: fit(
      `experiences.${i}.description`,
      withHighlights(w.summary, w.highlights),
      LIMITS.experienceDescription,
      true,
    ),
    start_date: toMonth(w.startDate),
    end_date: toMonth(w.endDate),
  }));
  const educations = take(doc.education, LIMITS.educations, 'educations').map((e, i) => ({
    uuid: crypto.randomUUID(),
    institution: fit(`educations.${i}.institution`, e.institution, LIMITS.shortText),
    degree: fit(`educations.${i}.degree`, e.studyType, LIMITS.shortText),
    field_of_study: fit(`educations.${i}.field_of_study`, e.area, LIMITS.fieldOfStudy),
    start_date: toMonth(e.startDate),
    end_date: toMonth(e.endDate),
  }));

  const named = doc.skills.filter((s) => s.name.trim());
  if (named.length > LIMITS.skills) {
    leftOut.push({ kind: 'skills', names: named.slice(LIMITS.skills).map((s) => s.name.trim()) });
  }
  // Every skill as a row, so the review can offer the ones beyond the limit in their place.
  const skillRows: Skill[] = named.map((s, i) => ({
    uuid: crypto.randomUUID(),
    skill_name: fit(`skills.${i}.skill_name`, s.name, LIMITS.shortText),
    proficiency: toProficiency(s.level),
  }));
  const skills = skillRows.slice(0, LIMITS.skills);

  const found: Link[] = [];
  for (const profile of basics.profiles) {
    const type = toLinkType(profile.network);
    if (type && profile.url.trim())
      found.push({ uuid: crypto.randomUUID(), link_type: type, url: profile.url.trim() });
    else if (filled(profile.url, profile.network, profile.username))
      leftOut.push({
        kind: 'profile',
        network: profile.network.trim(),
        // A profile given by its user name alone is named by it.
        url: profile.url.trim() || profile.username.trim(),
      });
  }
  const website = basics.url.trim();
  if (website && !found.some((l) => l.url === website))
    found.push({ uuid: crypto.randomUUID(), link_type: 'website', url: website });
  const links = take(found, LIMITS.links, 'links');

  // Rows with nothing in them are no rows (the wizard and the editor drop them too).
  const mapped = readMappedSections(raw);
  const mappedLists = mappedRows(mapped, readers);

  const languageRows = doc.languages.filter((l) => l.language.trim());
  const language_skills = take(languageRows, LIMITS.language_skills, 'language_skills').map(
    (l, i) =>
      languageRow(
        fit(`language_skills.${i}.language`, l.language, LIMITS.shortText),
        l.fluency,
        toLanguageLevel(l.fluency),
        leftOut,
      ),
  );

  // An interest's keywords are its details: "orienteering, trail running".
  const interestRows = doc.interests.filter((x) => filled(x.name, ...x.keywords));
  const interests = take(interestRows, LIMITS.interests, 'interests').map((x, i) => {
    const keywords = x.keywords
      .map((k) => k.trim())
      .filter(Boolean)
      .join(', ');
    const named = x.name.trim() !== '';
    return {
      uuid: crypto.randomUUID(),
      name: fit(`interests.${i}.name`, named ? x.name : keywords, LIMITS.shortText),
      details: named ? fit(`interests.${i}.details`, keywords, LIMITS.shortText) : '',
    };
  });

  // Every field of every entry the lines above did not keep, each section's in one line.
  leftOut.push(...unkeptFields(raw, doc, mapped));

  const fileLanguage = LANGUAGES.find((l) => l === meta.language);
  const { custom_sections, section_order, hidden_sections } = ownSections(
    doc,
    fileLanguage ?? language ?? DEFAULT_LANGUAGE,
    leftOut,
  );

  if (basics.image.trim()) leftOut.push({ kind: 'photo' });
  const { design, refused } = designFrom(own.design);
  if (refused.length) leftOut.push({ kind: 'design', keys: refused });
  for (const name of OTHER_SECTIONS) {
    const count = doc[name];
    if (count > 0) leftOut.push({ kind: 'section', name, count });
  }

  const cv: ImportedCv = {
    first_name: fit('first_name', first, LIMITS.shortText),
    last_name: fit('last_name', last, LIMITS.shortText),
    email: fit('email', basics.email, LIMITS.email),
    phone: fit('phone', basics.phone, LIMITS.phone),
    current_job_title: fit('current_job_title', basics.label, LIMITS.shortText),
    bio_description: fit('bio_description', basics.summary, LIMITS.bio, true),
    experiences,
    educations,
    skills,
    links,
    ...noMoreRows(),
    ...mappedLists,
    language_skills,
    interests,
    custom_sections,
    section_order,
    hidden_sections,
    title: fit('title', own.title, LIMITS.title),
    bio_title: fit('bio_title', own.bio_title, LIMITS.shortText),
    ...omitEmpty({ theme: own.theme, language: fileLanguage }),
    // Our own export names the design (none chosen is {}); a file from elsewhere leaves the draft's.
    ...(own.design !== undefined && { design }),
  };
  return { ok: true, cv, moreSkills: skillRows.slice(LIMITS.skills), leftOut };
}
