/**
 * The LinkedIn import as the user chose it: the parts left out are not imported (the draft keeps
 * what it has there), and the three skills picked are the CV's, the others listed as left out.
 */
import type { ImportedCv } from '@/domain/json-resume';
import type { LinkedInImport, LinkedInLeftOut } from '@/domain/linkedin';
import { LIMITS } from '@/domain/limits';

export const LINKEDIN_PARTS = [
  'profile',
  'jobs',
  'schools',
  'skills',
  'languages',
  'certificates',
  'projects',
] as const;
export type LinkedInPart = (typeof LINKEDIN_PARTS)[number];

const PROFILE = [
  'first_name',
  'last_name',
  'current_job_title',
  'bio_description',
  'email',
  'phone',
] as const;

/** Left-out lines about a part: dropped with the part. */
const ABOUT: Record<LinkedInPart, (item: LinkedInLeftOut) => boolean> = {
  profile: (item) => item.kind === 'contact' || (item.kind === 'cut' && !item.field.includes('.')),
  jobs: (item) => 'field' in item && item.field.startsWith('experiences.'),
  schools: (item) => 'field' in item && item.field.startsWith('educations.'),
  skills: (item) => item.kind === 'skills',
  languages: (item) => item.kind === 'fluency',
  certificates: (item) => 'list' in item && item.list === 'certificates',
  projects: (item) => 'list' in item && item.list === 'projects',
};

/**
 * The draft's fields the chosen parts fill: profile texts only where the export has one (a phone
 * number LinkedIn lacks does not wipe the draft's), the chosen lists whole.
 */
export function chosenImport(
  { cv, leftOut }: LinkedInImport,
  parts: ReadonlySet<LinkedInPart>,
  skills: readonly string[],
  allSkills: readonly string[],
): { fields: Partial<ImportedCv>; leftOut: LinkedInLeftOut[] } {
  const fields: Partial<ImportedCv> = {};
  if (parts.has('profile'))
    for (const field of PROFILE) if (cv[field].trim()) fields[field] = cv[field];
  if (parts.has('jobs')) fields.experiences = cv.experiences;
  if (parts.has('schools')) fields.educations = cv.educations;
  if (parts.has('languages')) fields.language_skills = cv.language_skills;
  if (parts.has('certificates')) fields.certificates = cv.certificates;
  if (parts.has('projects')) fields.projects = cv.projects;
  const lines = leftOut.filter(
    (item) =>
      item.kind !== 'skills' &&
      LINKEDIN_PARTS.every((part) => parts.has(part) || !ABOUT[part](item)),
  );
  if (parts.has('skills')) {
    fields.skills = skills.slice(0, LIMITS.skills).map((name) => ({
      uuid: crypto.randomUUID(),
      skill_name: name.slice(0, LIMITS.shortText),
      proficiency: '',
    }));
    const others = allSkills.filter((name) => !skills.includes(name));
    if (others.length) lines.push({ kind: 'skills', names: others });
  }
  return { fields, leftOut: lines };
}
