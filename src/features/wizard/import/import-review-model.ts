/**
 * The review every import goes through (a JSON Resume file, LinkedIn's export, a CV file): what was
 * found per section of the CV, which sections the user keeps (and which skills, where there are
 * more than a CV holds), what could not be placed, and the draft with only the kept sections laid
 * over it. Pure, so the choice and its effect on the draft are tested without a screen.
 */
import { pick } from '@/domain/cv';
import type { CvFileLeftOut } from '@/domain/cv-file/cv-file-import';
import { mergedTranslation, versionFrom, type VersionList } from '@/domain/cv-translations';
import type { Skill } from '@/domain/cv-rows';
import type { ImportedCv, ItemSection, LeftOut } from '@/domain/json-resume';
import type { Language } from '@/domain/languages';
import { LIMITS } from '@/domain/limits';
import type { LinkedInLeftOut } from '@/domain/linkedin';
import { LIST_SECTIONS, tidySectionKeys, type SectionKey } from '@/domain/sections';
import type { Translate } from '@/domain/validation-messages';
import { draftIn, emptyDraft, type DraftCv } from '../model/draft';

/** The sections a review offers, in the CV's default order: the details, every list, own sections. */
export const REVIEW_SECTIONS = ['profile', ...LIST_SECTIONS, 'custom_sections'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

/** The texts of "profile": a kept profile takes those of them the import has. */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'current_job_title',
  'bio_title',
  'bio_description',
  'email',
  'phone',
] as const satisfies ReadonlyArray<keyof ImportedCv>;
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What any source says it could not place. */
export type ImportLeftOut = LeftOut | LinkedInLeftOut | CvFileLeftOut;
type SkillsLeftOut = Extract<ImportLeftOut, { kind: 'skills' }>;
/** A line of what a review leaves out: the source's own kinds, and the skills not picked. */
export type ReviewLeftOut<L extends ImportLeftOut> = L | SkillsLeftOut;

/** What a source read from its file, before the user's review. */
export interface FoundImport<L extends ImportLeftOut = ImportLeftOut> {
  cv: ImportedCv;
  /** The skills beyond the CV's limit, in the file's order, to pick from. */
  moreSkills: readonly Skill[];
  leftOut: readonly L[];
}

export interface ReviewChoice {
  kept: ReadonlySet<ReviewSection>;
  /** The uuids of the skills picked (at most LIMITS.skills). */
  skills: readonly string[];
}

const filledProfile = (cv: ImportedCv): ProfileField[] =>
  PROFILE_FIELDS.filter((field) => cv[field].trim());

/** How many of a section's rows (or the profile's texts) the import has. */
function countOf(found: FoundImport, section: ReviewSection): number {
  if (section === 'profile') return filledProfile(found.cv).length;
  if (section === 'skills') return skillChoices(found).length;
  return found.cv[section].length;
}

/** The sections the import has anything in, each with its count, in the CV's order. */
export function offeredSections(
  found: FoundImport,
): Array<{ section: ReviewSection; count: number }> {
  return REVIEW_SECTIONS.map((section) => ({ section, count: countOf(found, section) })).filter(
    ({ count }) => count > 0,
  );
}

/** A section as the review names it, with its count: "2 experiences". */
export const sectionLabel = (section: ReviewSection, count: number, t: Translate) =>
  section === 'profile'
    ? t('wizardEnds:review.profile')
    : t(`wizard:finalize.counts.${section}`, { count });

/** Every skill the import found, the CV's first. */
export const skillChoices = (found: FoundImport): Skill[] => [
  ...found.cv.skills,
  ...found.moreSkills,
];

/** Whether the user picks which skills (the import found more than a CV holds). */
export const picksSkills = (found: FoundImport) => skillChoices(found).length > LIMITS.skills;

/** Everything found kept, and the skills the file names first. */
export function firstChoice(found: FoundImport): ReviewChoice {
  return {
    kept: new Set(offeredSections(found).map(({ section }) => section)),
    skills: skillChoices(found)
      .slice(0, LIMITS.skills)
      .map((skill) => skill.uuid),
  };
}

export function toggleSection(choice: ReviewChoice, section: ReviewSection): ReviewChoice {
  const kept = new Set(choice.kept);
  if (!kept.delete(section)) kept.add(section);
  return { ...choice, kept };
}

/** A skill picked or put back; one more than a CV holds is not picked. */
export function toggleSkill(choice: ReviewChoice, uuid: string): ReviewChoice {
  if (choice.skills.includes(uuid))
    return { ...choice, skills: choice.skills.filter((id) => id !== uuid) };
  if (choice.skills.length >= LIMITS.skills) return choice;
  return { ...choice, skills: [...choice.skills, uuid] };
}

/** What a review lets the user edit before it goes in: the profile's texts, every list, own sections. */
const EDITABLE = [...PROFILE_FIELDS, ...LIST_SECTIONS, 'custom_sections'] as const;

/**
 * The draft a review lends the wizard's field components: the import's texts and rows over the
 * draft, so each entry is edited with the steps' own fields before it goes in.
 */
export const lentDraft = (draft: DraftCv, found: FoundImport): DraftCv => ({
  ...draft,
  ...pick(found.cv, EDITABLE),
});

/** The import as the user edited it in the lent draft (a removed row is left out). */
export const foundWith = <L extends ImportLeftOut>(
  found: FoundImport<L>,
  edited: DraftCv,
): FoundImport<L> => ({ ...found, cv: { ...found.cv, ...pick(edited, EDITABLE) } });

/** The choice once entries were edited: a skill the user added is picked, while the CV has room. */
export function choiceAfterEdit(
  before: FoundImport,
  after: FoundImport,
  choice: ReviewChoice,
): ReviewChoice {
  const known = new Set(skillChoices(before).map((skill) => skill.uuid));
  return skillChoices(after)
    .filter((skill) => !known.has(skill.uuid))
    .reduce((now, skill) => toggleSkill(now, skill.uuid), choice);
}

/** Whether applying would bring anything: a kept section the import has. */
export const keepsAnything = (found: FoundImport, choice: ReviewChoice) =>
  offeredSections(found).some(({ section }) => choice.kept.has(section));

const takes = (found: FoundImport, choice: ReviewChoice) => {
  const offered = new Set(offeredSections(found).map(({ section }) => section));
  return (section: ReviewSection) => offered.has(section) && choice.kept.has(section);
};

/** JSON Resume's sections as the review's (awards and publications become own sections). */
const ITEM_SECTION_OF: Record<ItemSection, ReviewSection> = {
  basics: 'profile',
  work: 'experiences',
  volunteer: 'volunteering',
  education: 'educations',
  awards: 'custom_sections',
  certificates: 'certificates',
  publications: 'custom_sections',
  skills: 'skills',
  languages: 'language_skills',
  interests: 'interests',
  projects: 'projects',
};

const isReviewSection = (value: string): value is ReviewSection =>
  (REVIEW_SECTIONS as readonly string[]).includes(value);

/** The section a field's path ("experiences.1.role", "phone") is in; none for the CV's name. */
function sectionOfPath(path: string): ReviewSection | undefined {
  const root = path.split('.')[0] ?? '';
  if ((PROFILE_FIELDS as readonly string[]).includes(root)) return 'profile';
  return isReviewSection(root) ? root : undefined;
}

/** The section a left-out line is about; none when it is about the file as a whole. */
export function leftOutSection(item: ImportLeftOut): ReviewSection | undefined {
  switch (item.kind) {
    case 'cut':
    case 'url':
    case 'date':
      return sectionOfPath(item.field);
    case 'skills':
      return 'skills';
    case 'rows':
    case 'unnamed':
      return item.list;
    case 'fluency':
      return 'language_skills';
    case 'entries':
    case 'ownSection':
      return 'custom_sections';
    case 'profile':
      return 'links';
    case 'contact':
    case 'place':
      return 'profile';
    case 'fields':
      return ITEM_SECTION_OF[item.section];
    case 'photo':
    case 'design':
    case 'unplaced':
    case 'section':
    case 'columns':
    case 'file':
      return undefined;
  }
}

/**
 * What could not be placed, as the choice stands: lines about a section left out go with it, and
 * the skills not picked are named (in place of the source's line about skills beyond the limit).
 */
export function leftOutOf<L extends ImportLeftOut>(
  found: FoundImport<L>,
  choice: ReviewChoice,
): Array<ReviewLeftOut<L>> {
  const offered = new Set(offeredSections(found).map(({ section }) => section));
  const shown = (item: L) => {
    const section = leftOutSection(item);
    // A line about a section with nothing found (links whose network is unknown) always shows.
    return !section || !offered.has(section) || choice.kept.has(section);
  };
  const notPicked = skillChoices(found)
    .filter((skill) => !choice.skills.includes(skill.uuid))
    .map((skill) => skill.skill_name);
  return found.leftOut
    .filter(shown)
    .flatMap((item): Array<ReviewLeftOut<L>> =>
      item.kind !== 'skills'
        ? [item]
        : notPicked.length
          ? [{ kind: 'skills', names: notPicked }]
          : [],
    );
}

/**
 * The language a file could be this draft's version in: the file says another language than the
 * draft's, and the draft has texts of its own to be the main version.
 */
export function secondVersionOffered(draft: DraftCv, found: FoundImport): Language | undefined {
  const { language } = found.cv;
  return language && language !== draft.language && hasTypedContent(draft) ? language : undefined;
}

/**
 * The draft with the file's kept sections as its version in the file's language (matched by
 * place: src/domain/cv-translations.ts, versionFrom); its own texts, rows and language stay.
 * Also the rows of the file beyond the draft's, per section, to be said.
 */
export function withSecondVersion(
  draft: DraftCv,
  found: FoundImport,
  choice: ReviewChoice,
): { draft: DraftCv; beyond: Partial<Record<VersionList, number>> } {
  const language = found.cv.language;
  if (!language || language === draft.language) return { draft, beyond: {} };
  const written = reviewedDraft(draftIn(emptyDraft(), language), found, choice);
  // A draft's CV name may still be unset (null): as a text, it is empty.
  const named = (cv: DraftCv) => ({ ...cv, title: cv.title ?? '' });
  const { translation, beyond } = versionFrom(named(draft), named(written));
  const merged = mergedTranslation(draft.translations?.[language], translation);
  return {
    draft: merged
      ? { ...draft, translations: { ...draft.translations, [language]: merged } }
      : draft,
    beyond,
  };
}

/** The section a key of the order or the hidden sections belongs to. */
function sectionOfKey(key: SectionKey): ReviewSection {
  if (key === 'bio') return 'profile';
  return isReviewSection(key) ? key : 'custom_sections';
}

/** Whether the draft holds anything the user typed in a section (the CV's name is no section). */
export function draftHolds(draft: DraftCv, section: ReviewSection): boolean {
  if (section === 'profile')
    return PROFILE_FIELDS.some((field) => field !== 'bio_title' && draft[field].trim());
  return draft[section].length > 0;
}

/** Whether the draft holds anything the user typed beyond the CV's name. */
export const hasTypedContent = (draft: DraftCv) =>
  REVIEW_SECTIONS.some((section) => draftHolds(draft, section));

/** The kept sections whose typed words in the draft the import would replace. */
export function replacedSections(
  draft: DraftCv,
  found: FoundImport,
  choice: ReviewChoice,
): ReviewSection[] {
  const taken = takes(found, choice);
  return REVIEW_SECTIONS.filter((section) => {
    if (!taken(section)) return false;
    if (section !== 'profile') return draftHolds(draft, section);
    return filledProfile(found.cv).some((field) => field !== 'bio_title' && draft[field].trim());
  });
}

/**
 * The draft with the kept sections laid over it: each kept list (the picked skills) replaces the
 * draft's, a kept profile replaces the texts the import has (a phone number the file lacks does
 * not wipe the draft's), and every other section stays as the draft has it. The CV's name stays
 * the user's when they gave one; the file's template and language, when it says them, come along.
 */
export function reviewedDraft(draft: DraftCv, found: FoundImport, choice: ReviewChoice): DraftCv {
  const { cv } = found;
  const taken = takes(found, choice);
  const keys = [
    ...(taken('profile') ? filledProfile(cv) : []),
    ...LIST_SECTIONS.filter(taken),
    ...(taken('custom_sections') ? (['custom_sections'] as const) : []),
  ];
  const custom_sections = taken('custom_sections') ? cv.custom_sections : draft.custom_sections;
  const hidden = [
    ...draft.hidden_sections.filter((key) => !taken(sectionOfKey(key))),
    ...cv.hidden_sections.filter((key) => taken(sectionOfKey(key))),
  ];
  const filled: DraftCv = {
    ...draft,
    ...pick(cv, keys),
    ...(taken('skills') && {
      skills: skillChoices(found).filter((skill) => choice.skills.includes(skill.uuid)),
    }),
    // An order the file gives (our own export's) is the CV's; the draft's own sections stay in it.
    section_order: tidySectionKeys(
      cv.section_order.length ? cv.section_order : draft.section_order,
      custom_sections,
    ),
    hidden_sections: tidySectionKeys([...new Set(hidden)], custom_sections),
    // The name the user already gave this CV stays; the file's is a suggestion for an empty one.
    title: draft.title?.trim() ? draft.title : cv.title || draft.title,
    theme: cv.theme || draft.theme,
    design: cv.design ?? draft.design,
  };
  return cv.language ? { ...draftIn(filled, cv.language), languagePicked: true } : filled;
}
