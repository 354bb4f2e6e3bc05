/** What the LinkedIn import brings into the draft is what the user chose, and the rest is said. */
import { describe, expect, it } from 'vitest';
import { fromLinkedIn, readLinkedInCsvs } from '@/domain/linkedin';
import { ENGLISH_EXPORT, linkedInCsv } from '@/domain/linkedin/export-for-tests';
import { wizardTranslateIn } from '@/lib/i18n-for-tests';
import { chosenImport, LINKEDIN_PARTS, type LinkedInPart } from './linkedin-choice';
import { linkedInLeftOutText } from './linkedin-left-out-text';

const files = readLinkedInCsvs(
  Object.entries({
    ...ENGLISH_EXPORT,
    'Skills.csv': linkedInCsv([['Name'], ['Figma'], ['Research'], ['Prototyping'], ['Writing']]),
  }).map(([name, text]) => ({ name, text })),
);
if ('problem' in files) throw new Error(files.problem);
const found = fromLinkedIn(files, 'en');
const all = (...but: LinkedInPart[]) =>
  new Set(LINKEDIN_PARTS.filter((part) => !but.includes(part)));

describe('the LinkedIn import as chosen', () => {
  it('fills every chosen part, with the three skills picked, and says which skills were not', () => {
    const { fields, leftOut } = chosenImport(
      found,
      all(),
      ['Figma', 'Writing'],
      ['Figma', 'Research', 'Prototyping', 'Writing'],
    );
    expect(fields.first_name).toBe('Anna');
    expect(fields.email).toBe('anna@example.com');
    expect(fields.experiences?.map((job) => job.role)).toEqual(['Lead designer', 'Designer']);
    expect(fields.skills?.map((skill) => skill.skill_name)).toEqual(['Figma', 'Writing']);
    expect(leftOut).toContainEqual({ kind: 'skills', names: ['Research', 'Prototyping'] });
    expect(fields.projects).toHaveLength(1);
  });

  it('leaves the draft’s own where a part is not chosen, and says nothing about that part', () => {
    const { fields, leftOut } = chosenImport(found, all('profile', 'projects', 'skills'), [], []);
    for (const key of ['first_name', 'last_name', 'email', 'phone', 'projects', 'skills'] as const)
      expect(fields).not.toHaveProperty(key);
    expect(leftOut.some((item) => item.kind === 'contact' || item.kind === 'skills')).toBe(false);
    // Lists the export does not have are never sent: the draft keeps its links and interests.
    expect(fields).not.toHaveProperty('links');
    expect(fields).not.toHaveProperty('interests');
  });

  it('says each thing left out in a sentence, in English and Finnish', () => {
    for (const lng of ['en', 'fi'] as const) {
      const t = wizardTranslateIn(lng);
      const lines = found.leftOut.map((item) => linkedInLeftOutText(item, t));
      for (const line of lines) expect(line).not.toMatch(/wizardEnds|linkedin\.|undefined|\{\{/);
      expect(lines.join('\n')).toContain('Profile.csv');
    }
  });
});
