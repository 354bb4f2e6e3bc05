import { describe, expect, it } from 'vitest';
import type { CvContent } from '@/domain/cv';
import { customKey } from '@/domain/sections';
import {
  addCustomSection,
  addSection,
  editedSections,
  movableSections,
  moveSection,
  removeCustomSection,
  sectionsToAdd,
  setSectionHidden,
} from './section-editing';
import { AINO } from './cv-for-tests';
import { prepareSave } from './use-cv-editor';

const skill = {
  uuid: crypto.randomUUID(),
  skill_name: 'TypeScript',
  proficiency: 'expert' as const,
};
const base: CvContent = {
  ...AINO,
  bio_description: 'Designer who codes.',
  skills: [skill],
  certificates: [{ uuid: crypto.randomUUID(), name: 'AWS', issuer: 'Amazon', date: null, url: '' }],
};

describe('the sections the editor lists', () => {
  it('lists the bio, the first four lists and only the added ones of the rest', () => {
    expect(editedSections(base)).toEqual([
      'bio',
      'experiences',
      'educations',
      'skills',
      'links',
      'certificates',
    ]);
    expect(sectionsToAdd(base)).toEqual([
      'projects',
      'volunteering',
      'language_skills',
      'interests',
    ]);
  });
});

describe('moving a section', () => {
  it('writes the new order without the bio, which stays first', () => {
    const moved = moveSection(base, 4, 0);
    expect(moved.section_order).toEqual([
      'certificates',
      'experiences',
      'educations',
      'skills',
      'links',
    ]);
    expect(editedSections(moved)[0]).toBe('bio');
    expect(moveSection(moved, 0, 1).section_order[1]).toBe('certificates');
  });

  it('changes nothing for a place outside the list', () => {
    expect(moveSection(base, 0, 9)).toBe(base);
    expect(moveSection(base, 7, 0)).toBe(base);
    expect(moveSection(base, 0, -1)).toBe(base);
  });

  it('keeps the saved order when a move is undone, so nothing is left to save', () => {
    const there = moveSection(base, 2, 3, base.section_order);
    const back = moveSection(there, 3, 2, base.section_order);
    expect(back.section_order).toEqual([]);
    expect(prepareSave({ content: base, version: 3 }, back)).toEqual({
      ok: true,
      patch: {},
      version: 3,
    });
  });
});

describe('hiding a section', () => {
  it('keeps its rows and shows it again', () => {
    const hidden = setSectionHidden(base, 'skills', true);
    expect(hidden.hidden_sections).toEqual(['skills']);
    expect(hidden.skills).toEqual(base.skills);
    expect(setSectionHidden(hidden, 'skills', true).hidden_sections).toEqual(['skills']);
    expect(setSectionHidden(hidden, 'skills', false).hidden_sections).toEqual([]);
  });
});

describe('adding a section', () => {
  it('adds projects with a first empty row and shows them if hidden', () => {
    const added = addSection(setSectionHidden(base, 'projects', true), 'projects');
    expect(added.projects).toHaveLength(1);
    expect(added.projects[0]?.name).toBe('');
    expect(added.hidden_sections).toEqual([]);
    expect(editedSections(added)).toContain('projects');
    expect(addSection(added, 'projects').projects).toEqual(added.projects);
  });

  it('adds a section of the owner’s own with its title and an empty entry, up to five', () => {
    const added = addCustomSection(base, '  Volunteering ');
    const [section] = added.custom_sections;
    expect(section?.title).toBe('Volunteering');
    expect(section?.entries).toHaveLength(1);
    expect(editedSections(added).at(-1)).toBe(customKey(section?.uuid ?? ''));
    let full = base;
    for (let i = 0; i < 6; i++) full = addCustomSection(full, `S${i}`);
    expect(full.custom_sections).toHaveLength(5);
  });

  it('removes an own section with its place in the order and among the hidden', () => {
    const added = addCustomSection(addCustomSection(base, 'Awards'), 'Volunteering');
    const [awards, volunteering] = added.custom_sections;
    const key = customKey(awards?.uuid ?? '');
    const moved = setSectionHidden(moveSection(added, 5, 0), key, true);
    expect(moved.section_order[0]).toBe(key);
    const removed = removeCustomSection(moved, awards?.uuid ?? '');
    expect(removed.custom_sections).toEqual([volunteering]);
    expect(removed.section_order).not.toContain(key);
    expect(removed.hidden_sections).toEqual([]);
    expect(movableSections(removed)).toHaveLength(6);
  });
});

describe('saving the sections', () => {
  it('sends only the order and the hidden sections when only they changed', () => {
    const working = setSectionHidden(moveSection(base, 2, 0), 'links', true);
    const prepared = prepareSave({ content: base, version: 4 }, working);
    expect(prepared).toEqual({
      ok: true,
      version: 4,
      patch: {
        section_order: ['skills', 'experiences', 'educations', 'links', 'certificates'],
        hidden_sections: ['links'],
      },
    });
  });

  it('sends an added section with its rows, without the blank row left empty', () => {
    const working = addCustomSection(addSection(base, 'projects'), 'Awards');
    const prepared = prepareSave({ content: base, version: 1 }, working);
    expect(prepared.ok && Object.keys(prepared.patch)).toEqual(['custom_sections']);
    expect(prepared.ok && prepared.patch.custom_sections?.[0]?.entries).toEqual([]);
  });
});
