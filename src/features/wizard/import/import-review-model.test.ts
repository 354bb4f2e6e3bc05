/** What a review keeps of an import is what lands in the draft; the rest of the draft stays as it was. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvCreateSchema, pick } from '@/domain/cv';
import { fromJsonResume, toJsonResume, type ImportedCv } from '@/domain/json-resume';
import { LIMITS } from '@/domain/limits';
import { fromLinkedIn, readLinkedInCsvs } from '@/domain/linkedin';
import { ENGLISH_EXPORT, linkedInCsv } from '@/domain/linkedin/export-for-tests';
import { LIST_SECTIONS } from '@/domain/sections';
import { cvArb } from '@/domain/test-arbitraries';
import { wizardTranslateIn } from '@/lib/i18n-for-tests';
import { TEST_CV as SAMPLE } from '@/templates/sample-cv';
import { draftFromCv, emptyDraft } from '../model/draft';
import {
  choiceAfterEdit,
  firstChoice,
  foundWith,
  hasTypedContent,
  lentDraft,
  keepsAnything,
  leftOutOf,
  offeredSections,
  PROFILE_FIELDS,
  REVIEW_SECTIONS,
  replacedSections,
  reviewedDraft,
  secondVersionOffered,
  withSecondVersion,
  sectionLabel,
  skillChoices,
  toggleSection,
  toggleSkill,
  type FoundImport,
  type ReviewChoice,
  type ReviewSection,
} from './import-review-model';

const TEST_CV = cvCreateSchema.parse(SAMPLE);

const read = (text: string) => {
  const result = fromJsonResume(text);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

const readExport = (csvs: Record<string, string>) => {
  const files = readLinkedInCsvs(Object.entries(csvs).map(([name, text]) => ({ name, text })));
  if ('problem' in files) throw new Error(files.problem);
  return fromLinkedIn(files, 'en');
};
const linkedIn = readExport({
  ...ENGLISH_EXPORT,
  'Skills.csv': linkedInCsv([['Name'], ['Figma'], ['Research'], ['Prototyping'], ['Writing']]),
});

const skillIds = (found: FoundImport, ...names: string[]) =>
  names.map((name) => skillChoices(found).find((skill) => skill.skill_name === name)!.uuid);
/** The first choice with these sections unticked. */
const without = (found: FoundImport, ...sections: ReviewSection[]) =>
  sections.reduce(
    (choice, section) => (choice.kept.has(section) ? toggleSection(choice, section) : choice),
    firstChoice(found),
  );

describe('what a review offers', () => {
  it('each section the import has anything in, with its count, in the CV’s order', () => {
    expect(offeredSections(linkedIn)).toEqual([
      { section: 'profile', count: 6 },
      { section: 'experiences', count: 2 },
      { section: 'educations', count: 1 },
      { section: 'skills', count: 4 },
      { section: 'projects', count: 1 },
      { section: 'certificates', count: 1 },
      { section: 'language_skills', count: 3 },
    ]);
    const own = read(JSON.stringify(toJsonResume(TEST_CV)));
    expect(offeredSections(own).map(({ section }) => section)).toEqual(
      REVIEW_SECTIONS.filter((section) => section === 'profile' || TEST_CV[section].length > 0),
    );
  });

  it('names each section with its count, in English and Finnish', () => {
    for (const lng of ['en', 'fi'] as const) {
      const t = wizardTranslateIn(lng);
      const labels = REVIEW_SECTIONS.map((section) => sectionLabel(section, 2, t));
      for (const label of labels) expect(label).not.toMatch(/finalize|review\.|\{\{/);
      expect(new Set(labels).size).toBe(labels.length);
    }
    expect(sectionLabel('experiences', 2, wizardTranslateIn('en'))).toBe('2 experiences');
    expect(sectionLabel('skills', 1, wizardTranslateIn('fi'))).toBe('1 taito');
  });

  it('keeps everything at first, and the skills the file names first', () => {
    const choice = firstChoice(linkedIn);
    expect([...choice.kept]).toEqual(offeredSections(linkedIn).map(({ section }) => section));
    expect(choice.skills).toEqual(skillIds(linkedIn, 'Figma', 'Research', 'Prototyping'));
  });
});

describe('picking the skills a CV holds', () => {
  it('takes no more than the limit: one is let go before another is picked', () => {
    const first = firstChoice(linkedIn);
    const [writing] = skillIds(linkedIn, 'Writing');
    const [research] = skillIds(linkedIn, 'Research');
    expect(LIMITS.skills).toBe(3);
    expect(toggleSkill(first, writing!)).toBe(first);
    const swapped = toggleSkill(toggleSkill(first, research!), writing!);
    expect(swapped.skills).toEqual(skillIds(linkedIn, 'Figma', 'Prototyping', 'Writing'));
    const { skills } = reviewedDraft(emptyDraft(), linkedIn, swapped);
    expect(skills.map((skill) => skill.skill_name)).toEqual(['Figma', 'Prototyping', 'Writing']);
    expect(leftOutOf(linkedIn, swapped)).toContainEqual({ kind: 'skills', names: ['Research'] });
  });

  it('a JSON Resume skill picked from beyond the limit keeps its level', () => {
    const found = read(
      JSON.stringify({
        basics: { name: 'Anna V' },
        skills: ['A', 'B', 'C', 'D'].map((name, i) => ({ name, level: i ? 'Beginner' : 'Master' })),
      }),
    );
    const [a, d] = skillIds(found, 'A', 'D');
    const choice = toggleSkill(toggleSkill(firstChoice(found), a!), d!);
    const { skills } = reviewedDraft(emptyDraft(), found, choice);
    expect(skills.map((s) => [s.skill_name, s.proficiency])).toEqual([
      ['B', 'beginner'],
      ['C', 'beginner'],
      ['D', 'beginner'],
    ]);
    expect(leftOutOf(found, choice)).toEqual([{ kind: 'skills', names: ['A'] }]);
  });
});

describe('the LinkedIn import as reviewed', () => {
  it('fills every kept section, with the three skills picked, and says which skills were not', () => {
    const choice: ReviewChoice = {
      ...firstChoice(linkedIn),
      skills: skillIds(linkedIn, 'Figma', 'Writing'),
    };
    const filled = reviewedDraft(emptyDraft(), linkedIn, choice);
    expect(filled.first_name).toBe('Anna');
    expect(filled.email).toBe('anna@example.com');
    expect(filled.experiences.map((job) => job.role)).toEqual(['Lead designer', 'Designer']);
    expect(filled.skills.map((skill) => skill.skill_name)).toEqual(['Figma', 'Writing']);
    expect(leftOutOf(linkedIn, choice)).toContainEqual({
      kind: 'skills',
      names: ['Research', 'Prototyping'],
    });
    expect(filled.projects).toHaveLength(1);
  });

  it('leaves the draft’s own where a section is not kept, and says nothing about that section', () => {
    const draft = {
      ...emptyDraft(),
      first_name: 'Mine',
      phone: '040 123',
      links: [{ uuid: crypto.randomUUID(), link_type: 'github' as const, url: 'https://x.dev' }],
      interests: [{ uuid: crypto.randomUUID(), name: 'Chess', details: '' }],
    };
    const choice = without(linkedIn, 'profile', 'projects', 'skills');
    const filled = reviewedDraft(draft, linkedIn, choice);
    for (const key of ['first_name', 'last_name', 'email', 'phone', 'projects', 'skills'] as const)
      expect(filled[key]).toEqual(draft[key]);
    const lines = leftOutOf(linkedIn, choice);
    expect(lines.some((item) => item.kind === 'contact' || item.kind === 'skills')).toBe(false);
    // Lists the export does not have are never offered: the draft keeps its links and interests.
    expect(filled.links).toEqual(draft.links);
    expect(filled.interests).toEqual(draft.interests);
  });

  it('a kept profile takes the texts the export has, and a phone it lacks does not wipe the draft’s', () => {
    const { 'PhoneNumbers.csv': _, ...noPhones } = ENGLISH_EXPORT;
    const found = readExport(noPhones);
    const draft = { ...emptyDraft(), first_name: 'Mine', phone: '040 123' };
    const filled = reviewedDraft(draft, found, firstChoice(found));
    expect(filled.first_name).toBe('Anna');
    expect(filled.phone).toBe('040 123');
  });
});

describe('a JSON Resume file over the wizard’s draft', () => {
  it('our own export, all kept, fills every field the CV had, and the draft keeps its id and step', () => {
    const draft = { ...emptyDraft(), step: 'template', title: 'For Nordic Apps' };
    const found = read(JSON.stringify(toJsonResume({ ...TEST_CV, language: 'fi' })));
    const filled = reviewedDraft(draft, found, firstChoice(found));
    expect(filled).toMatchObject({
      draftId: draft.draftId,
      step: 'template',
      title: 'For Nordic Apps',
      first_name: TEST_CV.first_name,
      last_name: TEST_CV.last_name,
      email: TEST_CV.email,
      phone: TEST_CV.phone,
      current_job_title: TEST_CV.current_job_title,
      bio_description: TEST_CV.bio_description,
      theme: TEST_CV.theme,
      language: 'fi',
      languagePicked: true,
    });
    const noId = <T extends { uuid: string }>({ uuid: _, ...row }: T) => row;
    expect(filled.experiences.map(noId)).toEqual(TEST_CV.experiences.map(noId));
    expect(filled.educations.map(noId)).toEqual(TEST_CV.educations.map(noId));
    expect(filled.skills.map(({ uuid: _, ...skill }) => skill)).toEqual(
      TEST_CV.skills.map(({ uuid: _, ...skill }) => skill),
    );
    expect(filled.links.map((l) => [l.link_type, l.url])).toEqual(
      TEST_CV.links.map((l) => [l.link_type, l.url]),
    );
  });

  it('an empty draft takes the file’s CV name; a file without a language leaves the draft’s', () => {
    const draft = { ...emptyDraft(), language: 'fi' as const };
    const bare = read(JSON.stringify({ basics: { name: 'Aino V' } }));
    const filled = reviewedDraft(draft, bare, firstChoice(bare));
    expect(filled.language).toBe('fi');
    expect(filled.languagePicked).toBeUndefined();
    expect(filled.first_name).toBe('Aino');
    const own = read(JSON.stringify(toJsonResume(TEST_CV)));
    expect(reviewedDraft(draft, own, firstChoice(own)).title).toBe(TEST_CV.title);
  });

  it('a draft with anything typed has content, a named one does not', () => {
    expect(hasTypedContent({ ...emptyDraft(), title: 'Mine' })).toBe(false);
    expect(hasTypedContent({ ...emptyDraft(), phone: ' 040 ' })).toBe(true);
    expect(hasTypedContent({ ...emptyDraft(), skills: [TEST_CV.skills[0]!] })).toBe(true);
    const section = { uuid: crypto.randomUUID(), title: 'Talks', entries: [] };
    expect(hasTypedContent({ ...emptyDraft(), custom_sections: [section] })).toBe(true);
  });

  it('says which kept sections replace typed words, and keeps nothing when nothing is ticked', () => {
    const found = read(JSON.stringify(toJsonResume(TEST_CV)));
    const draft = { ...emptyDraft(), skills: [TEST_CV.skills[0]!], links: [] };
    expect(replacedSections(draft, found, firstChoice(found))).toEqual(['skills']);
    expect(replacedSections(draft, found, without(found, 'skills'))).toEqual([]);
    const none = without(found, ...REVIEW_SECTIONS);
    expect(keepsAnything(found, none)).toBe(false);
    expect(keepsAnything(found, firstChoice(found))).toBe(true);
  });

  it('lines about a section left out go with it; lines about the file as a whole stay', () => {
    const found = read(
      JSON.stringify({
        basics: { name: 'Anna V', image: 'https://example.com/me.jpg' },
        work: [{ name: 'Nordic Apps', position: 'Dev', summary: 'x'.repeat(130) }],
        interests: Array.from({ length: 11 }, (_, i) => ({ name: `Hobby ${i + 1}` })),
        references: [{ name: 'Erlich' }],
      }),
    );
    const kinds = (choice: ReviewChoice) => leftOutOf(found, choice).map((item) => item.kind);
    expect(kinds(firstChoice(found))).toEqual(['cut', 'rows', 'photo', 'section']);
    expect(kinds(without(found, 'experiences', 'interests'))).toEqual(['photo', 'section']);
  });
});

/** A draft and an import from two CVs, the import's skills beyond the limit, and a review's choice. */
const reviewArb = fc
  .tuple(cvArb, cvArb, cvArb, fc.subarray([...REVIEW_SECTIONS]))
  .chain(([mine, theirs, more, kept]) => {
    const draft = draftFromCv(mine, crypto.randomUUID(), 'name');
    // Without a language, so the draft's bio heading is not turned into another language's.
    const rest = pick(theirs, [
      ...PROFILE_FIELDS,
      ...LIST_SECTIONS,
      'custom_sections',
      'section_order',
      'hidden_sections',
      'title',
      'theme',
    ]);
    const cv: ImportedCv = {
      ...rest,
      skills: rest.skills.map((skill, i) => ({ ...skill, uuid: `skill-${i}` })),
    };
    const found: FoundImport = {
      cv,
      moreSkills: more.skills.map((skill, i) => ({ ...skill, uuid: `more-${i}` })),
      leftOut: [],
    };
    const ids = skillChoices(found).map((skill) => skill.uuid);
    return fc
      .subarray(ids, { maxLength: Math.min(LIMITS.skills, ids.length) })
      .map((skills) => ({ draft, found, choice: { kept: new Set(kept), skills } }));
  });

describe('entries edited in the review', () => {
  const draft = { ...emptyDraft(), first_name: 'Typed', step: 'bio' };
  const second = { ...TEST_CV.experiences[0]!, uuid: crypto.randomUUID(), role: 'Junior designer' };
  const twoJobs = { ...TEST_CV, experiences: [...TEST_CV.experiences, second] };
  const found = read(JSON.stringify(toJsonResume(twoJobs)));
  const edit = (
    change: (lent: ReturnType<typeof lentDraft>) => Partial<ReturnType<typeof lentDraft>>,
  ) => {
    const lent = lentDraft(draft, found);
    return foundWith(found, { ...lent, ...change(lent) });
  };

  it('lends the import’s texts and rows over the draft, the draft’s own id and step kept', () => {
    const lent = lentDraft(draft, found);
    expect(lent).toMatchObject({
      draftId: draft.draftId,
      step: 'bio',
      first_name: TEST_CV.first_name,
    });
    expect(lent.experiences).toEqual(found.cv.experiences);
  });

  it('an edited role goes in; the other rows and sections stay as read', () => {
    const edited = edit((lent) => ({
      experiences: lent.experiences.map((row, i) =>
        i === 0 ? { ...row, role: 'Lead designer' } : row,
      ),
    }));
    const filled = reviewedDraft(draft, edited, firstChoice(edited));
    expect(filled.experiences[0]!.role).toBe('Lead designer');
    expect(filled.experiences.slice(1)).toEqual(found.cv.experiences.slice(1));
    expect(filled.educations).toEqual(found.cv.educations);
    expect(filled.first_name).toBe(TEST_CV.first_name);
  });

  it('a row removed in the review is left out, and the count follows', () => {
    const edited = edit((lent) => ({ experiences: lent.experiences.slice(1) }));
    expect(offeredSections(edited).find((o) => o.section === 'experiences')?.count).toBe(
      found.cv.experiences.length - 1,
    );
    expect(reviewedDraft(draft, edited, firstChoice(edited)).experiences).toEqual(
      found.cv.experiences.slice(1),
    );
    // The last one removed: the section has nothing to offer, and the draft's own stays.
    const emptied = edit(() => ({ educations: [] }));
    expect(offeredSections(emptied).map((o) => o.section)).not.toContain('educations');
    expect(reviewedDraft(draft, emptied, firstChoice(found)).educations).toEqual(draft.educations);
  });

  it('a skill added in the review goes in with the others (no picking under the limit)', () => {
    const added = { ...found.cv.skills[0]!, uuid: crypto.randomUUID(), skill_name: 'Figma' };
    const edited = edit((lent) => ({ skills: [...lent.skills, added] }));
    const choice = choiceAfterEdit(found, edited, firstChoice(found));
    expect(choice.skills).toContain(added.uuid);
    expect(reviewedDraft(draft, edited, choice).skills.map((s) => s.skill_name)).toEqual([
      ...found.cv.skills.map((s) => s.skill_name),
      'Figma',
    ]);
  });

  it('the draft’s fields the review does not edit never travel into the import', () => {
    const edited = edit(() => ({ title: 'Renamed', step: 'links', theme: 'templateB' }));
    expect(edited.cv.title).toBe(found.cv.title);
    expect(edited.cv.theme).toBe(found.cv.theme);
  });
});

describe('a file in another language as the draft’s version in it', () => {
  const english = read(JSON.stringify(toJsonResume(TEST_CV)));
  const typed = reviewedDraft(emptyDraft(), english, firstChoice(english));
  const finnish = {
    ...TEST_CV,
    language: 'fi' as const,
    current_job_title: 'Tuotesuunnittelija',
    experiences: [
      { ...TEST_CV.experiences[0]!, role: 'Pääsuunnittelija' },
      { ...TEST_CV.experiences[0]!, uuid: crypto.randomUUID(), role: 'Harjoittelija' },
    ],
  };
  const found = read(JSON.stringify(toJsonResume(finnish)));

  it('is offered only when the file says another language and the draft has texts of its own', () => {
    expect(typed.language).toBe('en');
    expect(secondVersionOffered(typed, found)).toBe('fi');
    expect(secondVersionOffered({ ...emptyDraft(), language: 'en' }, found)).toBeUndefined();
    expect(secondVersionOffered({ ...typed, language: 'fi' }, found)).toBeUndefined();
  });

  it('fills the version by place and leaves the main texts, rows and language as they were', () => {
    const { draft, beyond } = withSecondVersion(typed, found, firstChoice(found));
    expect(pick(draft, [...PROFILE_FIELDS, ...LIST_SECTIONS, 'language'])).toEqual(
      pick(typed, [...PROFILE_FIELDS, ...LIST_SECTIONS, 'language']),
    );
    expect(draft.translations?.fi).toMatchObject({
      current_job_title: 'Tuotesuunnittelija',
      experiences: [{ uuid: typed.experiences[0]!.uuid, role: 'Pääsuunnittelija' }],
    });
    expect(beyond).toEqual({ experiences: 1 });
  });

  it('takes nothing from a section left out', () => {
    const { draft } = withSecondVersion(typed, found, without(found, 'experiences'));
    expect(draft.translations?.fi?.experiences).toBeUndefined();
    expect(draft.translations?.fi?.current_job_title).toBe('Tuotesuunnittelija');
  });
});

describe('a review laid over any draft (property)', () => {
  it('leaves an unticked section’s fields exactly as the draft had them; a ticked one takes the import’s', () => {
    fc.assert(
      fc.property(reviewArb, ({ draft, found, choice }) => {
        const filled = reviewedDraft(draft, found, choice);
        const offered = new Set(offeredSections(found).map(({ section }) => section));
        const taken = (section: ReviewSection) => offered.has(section) && choice.kept.has(section);
        for (const field of PROFILE_FIELDS)
          expect(filled[field]).toEqual(
            taken('profile') && found.cv[field].trim() ? found.cv[field] : draft[field],
          );
        for (const list of LIST_SECTIONS) {
          if (!taken(list)) expect(filled[list]).toEqual(draft[list]);
          else if (list !== 'skills') expect(filled[list]).toEqual(found.cv[list]);
        }
        expect(filled.skills).toEqual(
          taken('skills')
            ? skillChoices(found).filter((skill) => choice.skills.includes(skill.uuid))
            : draft.skills,
        );
        expect(filled.custom_sections).toEqual(
          taken('custom_sections') ? found.cv.custom_sections : draft.custom_sections,
        );
        expect(pick(filled, ['draftId', 'step', 'language'])).toEqual(
          pick(draft, ['draftId', 'step', 'language']),
        );
      }),
    );
  });
});
