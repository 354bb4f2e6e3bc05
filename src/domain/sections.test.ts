import { describe, expect, it } from 'vitest';
import { ROW_LISTS, TRANSLATABLE_ROW_FIELDS } from './cv-translations';
import {
  countsCharacters,
  LIST_SECTIONS,
  SECTION_TYPES,
  textKindOf,
  orderedSections,
  sectionOrderSchema,
  withTidySections,
} from './sections';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('the section model', () => {
  it('says how each field is typed and which count their characters, as declared', () => {
    const education = new Map(SECTION_TYPES.educations.fields.map((f) => [f.name, f]));
    const typed = (list: keyof typeof SECTION_TYPES) =>
      SECTION_TYPES[list].fields.map((f) => [f.name, textKindOf(f), countsCharacters(f)]);
    expect(typed('educations')).toContainEqual(['field_of_study', 'text', true]);
    expect(typed('experiences')).toContainEqual(['description', 'multiline', true]);
    expect(education.get('degree') && countsCharacters(education.get('degree')!)).toBe(false);
    expect(typed('projects')).toContainEqual(['url', 'url', false]);
    // Months and choices are typed by their own inputs, never as free text with a counter.
    expect(typed('skills').find(([name]) => name === 'proficiency')).toEqual([
      'proficiency',
      'text',
      false,
    ]);
  });

  it('names the fields a row must have filled in: those whose rule refuses them empty', () => {
    const required = Object.fromEntries(
      LIST_SECTIONS.map((list) => [list, SECTION_TYPES[list].required]),
    );
    expect(required).toEqual({
      experiences: [],
      educations: [],
      skills: ['skill_name'],
      links: ['url'],
      projects: ['name'],
      volunteering: [],
      certificates: ['name'],
      language_skills: ['language'],
      interests: ['name'],
    });
    // Found once, on first use.
    expect(SECTION_TYPES.projects.required).toBe(SECTION_TYPES.projects.required);
  });

  it('translates every list but links, and exactly their translatable fields', () => {
    // ROW_LISTS is typed as every list but links: a list declared without a text would break it.
    expect(ROW_LISTS).toEqual(LIST_SECTIONS.filter((list) => list !== 'links'));
    for (const list of ROW_LISTS)
      expect(TRANSLATABLE_ROW_FIELDS[list]).toEqual(
        SECTION_TYPES[list].fields.filter((f) => f.translate).map((f) => f.name),
      );
  });

  it('orders sections: the bio first, the owner’s order, then the rest in the default order', () => {
    const custom_sections = [{ uuid: A }, { uuid: B }];
    expect(orderedSections({ section_order: [], custom_sections: [] })).toEqual([
      'bio',
      ...LIST_SECTIONS,
    ]);
    expect(
      orderedSections({
        section_order: [`custom:${B}`, 'skills', 'bio', `custom:${'0'.repeat(8)}`],
        custom_sections,
      }),
    ).toEqual([
      'bio',
      `custom:${B}`,
      'skills',
      'experiences',
      'educations',
      'links',
      'projects',
      'volunteering',
      'certificates',
      'language_skills',
      'interests',
      `custom:${A}`,
    ]);
  });

  it('takes an order that names each section once, the bio only first', () => {
    expect(sectionOrderSchema.safeParse(['skills', 'bio']).success).toBe(false);
    expect(sectionOrderSchema.safeParse(['bio', 'skills']).success).toBe(true);
    expect(sectionOrderSchema.safeParse(['skills', 'skills']).success).toBe(false);
    expect(sectionOrderSchema.safeParse(['hobbies']).success).toBe(false);
    expect(sectionOrderSchema.safeParse(['custom:not-a-uuid']).success).toBe(false);
    expect(sectionOrderSchema.safeParse([`custom:${A}`]).success).toBe(true);
  });

  it('stores an order without sections the CV does not have', () => {
    const cv = {
      section_order: [`custom:${A}` as const, 'skills' as const],
      hidden_sections: [`custom:${B}` as const, 'links' as const],
      custom_sections: [{ uuid: A }],
    };
    expect(withTidySections(cv)).toEqual({
      ...cv,
      section_order: [`custom:${A}`, 'skills'],
      hidden_sections: ['links'],
    });
  });
});
