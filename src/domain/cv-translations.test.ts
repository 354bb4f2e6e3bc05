import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvArb } from './test-arbitraries';
import type { CvContent } from './cv';
import {
  applyTranslations,
  cvLanguages,
  cvTranslationsPatchSchema,
  localizeCv,
  mergedTranslation,
  switchMainLanguage,
  translatedTexts,
  translationStatus,
  versionFrom,
  type CvTranslation,
  type StoredTranslations,
} from './cv-translations';
import type { Language } from './languages';

const other = (language: Language): Language => (language === 'en' ? 'fi' : 'en');
const none: StoredTranslations = { translations: {}, sources: {} };

const cv: CvContent = {
  title: 'Developer CV',
  theme: 'templateA',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
  phone: '',
  current_job_title: 'Developer',
  bio_title: 'About Me',
  bio_description: 'I build things.',
  language: 'en',
  is_public: true,
  pdf_qr_code: false,
  experiences: [
    {
      uuid: '00000000-0000-4000-8000-000000000001',
      company_name: 'Acme',
      role: 'Engineer',
      description: 'Built the app.',
      location: 'Helsinki',
      start_date: '2020-01-01',
      end_date: null,
    },
  ],
  educations: [
    {
      uuid: '00000000-0000-4000-8000-000000000002',
      institution: 'University of Helsinki',
      degree: 'MSc',
      field_of_study: 'Computer Science',
      start_date: '2014-09-01',
      end_date: '2019-06-01',
    },
  ],
  skills: [
    { uuid: '00000000-0000-4000-8000-000000000003', skill_name: 'Cooking', proficiency: '' },
  ],
  links: [],
  projects: [
    {
      uuid: '00000000-0000-4000-8000-000000000004',
      name: 'Route planner',
      description: 'Plans bus routes.',
      url: '',
      start_date: null,
      end_date: null,
    },
  ],
  certificates: [
    {
      uuid: '00000000-0000-4000-8000-000000000005',
      name: 'Scrum Master',
      issuer: 'Scrum Alliance',
      date: '2021-05-01',
      url: '',
    },
  ],
  language_skills: [
    { uuid: '00000000-0000-4000-8000-000000000006', language: 'Finnish', level: 'native' },
  ],
  interests: [{ uuid: '00000000-0000-4000-8000-000000000009', name: 'Orienteering', details: '' }],
  volunteering: [],
  custom_sections: [
    {
      uuid: '00000000-0000-4000-8000-000000000007',
      title: 'Volunteering',
      entries: [
        {
          uuid: '00000000-0000-4000-8000-000000000008',
          title: 'Coach',
          subtitle: 'Junior football',
          description: 'Coached the under-12s.',
          start_date: '2018-01-01',
          end_date: null,
          url: '',
        },
      ],
    },
  ],
  section_order: [],
  hidden_sections: [],
  design: {},
};
const [job] = cv.experiences;
/** A Finnish version with two texts: the bio and the job's role. */
const finnish: CvTranslation = {
  bio_description: 'Rakennan asioita.',
  experiences: [{ uuid: job!.uuid, role: 'Insinööri' }],
};

describe('translations of a CV', () => {
  it('an edit changes exactly the texts it names, in the language it names', () => {
    // Any CV, a version of it, and any patch of that version: what the patch does not name stays.
    const textArb = fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.trim() || 'x');
    const translationArb = (content: CvContent) =>
      fc.record(
        {
          title: textArb,
          bio_description: textArb,
          experiences: fc
            .subarray(content.experiences.map((e) => e.uuid))
            .chain((ids) =>
              fc.tuple(...ids.map((uuid) => fc.record({ uuid: fc.constant(uuid), role: textArb }))),
            ),
        },
        { requiredKeys: [] },
      );
    fc.assert(
      fc.property(
        cvArb.chain((content) =>
          fc.tuple(fc.constant(content), translationArb(content), translationArb(content)),
        ),
        ([content, first, patch]) => {
          const language = other(content.language);
          const before = applyTranslations(none, { [language]: first }, content);
          const after = applyTranslations(before, { [language]: patch }, content);
          const was = before.translations[language] ?? {};
          const now = after.translations[language] ?? {};
          for (const field of ['title', 'bio_description'] as const)
            expect(now[field]).toBe(patch[field] ?? was[field]);
          for (const row of content.experiences) {
            const sent = patch.experiences?.find((e) => e.uuid === row.uuid);
            const kept = was.experiences?.find((e) => e.uuid === row.uuid);
            expect(now.experiences?.find((e) => e.uuid === row.uuid)?.role).toBe(
              sent?.role ?? kept?.role,
            );
          }
          expect(after.translations[content.language]).toBeUndefined();
        },
      ),
    );
  });

  it('an empty text takes that translation away, null the whole version', () => {
    const fi: CvTranslation = { bio_description: 'Rakennan asioita.', title: 'Kehittäjän CV' };
    const stored = applyTranslations(none, { fi }, cv);
    const cleared = applyTranslations(stored, { fi: { title: '' } }, cv);
    expect(cleared.translations.fi).toEqual({ bio_description: 'Rakennan asioita.' });
    expect(cvLanguages({ ...cv, ...cleared })).toEqual(['en', 'fi']);
    const gone = applyTranslations(stored, { fi: null }, cv);
    expect(gone).toEqual(none);
    expect(cvLanguages({ ...cv, ...gone })).toEqual(['en']);
  });

  it('a changed main text marks its translation as needing an update, until it is written again', () => {
    const stored = applyTranslations(none, { fi: finnish }, cv);
    const upToDate = translationStatus(cv, stored.translations, stored.sources);
    expect(upToDate.fi?.outdated).toEqual([]);
    expect(upToDate.fi?.missing).toEqual(
      expect.arrayContaining([
        'title',
        'current_job_title',
        `experiences.${job!.uuid}.description`,
      ]),
    );
    expect(upToDate.fi?.missing).not.toContain('bio_description');
    // Names of places are translated only where they differ: never counted as left to do.
    expect(upToDate.fi?.missing).not.toContain(`experiences.${job!.uuid}.company_name`);

    const edited = { ...cv, bio_description: 'I build and fix things.' };
    expect(translationStatus(edited, stored.translations, stored.sources).fi?.outdated).toEqual([
      'bio_description',
    ]);
    // Confirmed: the same translation written again now renders the new main text.
    const confirmed = applyTranslations(
      stored,
      { fi: { bio_description: 'Rakennan asioita.' } },
      edited,
    );
    expect(
      translationStatus(edited, confirmed.translations, confirmed.sources).fi?.outdated,
    ).toEqual([]);
    // A CV with no second version has nothing to translate.
    expect(translationStatus(cv, {}, {})).toEqual({});
  });

  it('a row removed from the CV takes its translations with it', () => {
    const stored = applyTranslations(
      none,
      {
        fi: {
          experiences: [{ uuid: job!.uuid, role: 'Insinööri' }],
          skills: [{ uuid: cv.skills[0]!.uuid, skill_name: 'Ruoanlaitto' }],
        },
      },
      cv,
    );
    const withoutJob = applyTranslations(stored, undefined, { ...cv, experiences: [] });
    expect(withoutJob.translations.fi).toEqual({
      skills: [{ uuid: cv.skills[0]!.uuid, skill_name: 'Ruoanlaitto' }],
    });
    expect(Object.keys(withoutJob.sources.fi ?? {})).toEqual([
      `skills.${cv.skills[0]!.uuid}.skill_name`,
    ]);
  });

  it('a version reads its own texts and the main text where it has none, marked as such', () => {
    const stored = applyTranslations(none, { fi: finnish }, cv);
    const { cv: shown, fallbacks, mainLanguage } = localizeCv(cv, stored.translations, 'fi');
    expect(shown.language).toBe('fi');
    expect(shown.bio_description).toBe('Rakennan asioita.');
    expect(shown.experiences[0]?.role).toBe('Insinööri');
    expect(shown.experiences[0]?.company_name).toBe('Acme');
    expect(shown.first_name).toBe('Aino');
    expect(mainLanguage).toBe('en');
    // The default heading is each version's own.
    expect(shown.bio_title).toBe('Minusta');
    expect(fallbacks).toEqual(
      new Set([
        'title',
        'current_job_title',
        'experiences.0.description',
        'experiences.0.location',
        'experiences.0.company_name',
        'educations.0.degree',
        'educations.0.field_of_study',
        'educations.0.institution',
        'skills.0.skill_name',
        'projects.0.name',
        'projects.0.description',
        'certificates.0.name',
        'certificates.0.issuer',
        'language_skills.0.language',
        'interests.0.name',
        'custom_sections.0.title',
        'custom_sections.0.entries.0.title',
        'custom_sections.0.entries.0.subtitle',
        'custom_sections.0.entries.0.description',
      ]),
    );
    expect(localizeCv(cv, stored.translations, 'en')).toEqual({
      cv,
      fallbacks: new Set(),
      mainLanguage: 'en',
    });
  });

  it('changing the main language swaps the versions, and changing it back loses nothing', () => {
    fc.assert(
      fc.property(cvArb, fc.string({ minLength: 1, maxLength: 30 }), (drawn, word) => {
        // Translated texts translate something: a version's text over an empty main text would
        // become the main text and stay there.
        const content = {
          ...drawn,
          bio_description: drawn.bio_description || 'main',
          experiences: drawn.experiences.map((e) => ({ ...e, role: e.role || 'main' })),
        };
        const language = other(content.language);
        const text = word.trim() || 'x';
        const stored = applyTranslations(
          none,
          {
            [language]: {
              bio_description: text,
              experiences: content.experiences.map((e) => ({ uuid: e.uuid, role: text })),
            },
          },
          content,
        );
        const swapped = switchMainLanguage(content, stored, language);
        expect(swapped.cv.language).toBe(language);
        expect(swapped.cv.bio_description).toBe(text);
        expect(swapped.cv.first_name).toBe(content.first_name);
        const back = switchMainLanguage(swapped.cv, swapped.stored, content.language);
        expect(back.cv).toEqual(content);
        expect(localizeCv(back.cv, back.stored.translations, language).cv).toEqual(
          localizeCv(content, stored.translations, language).cv,
        );
      }),
    );
  });

  it('every section’s texts translate: projects, certificates, languages, own sections and their entries', () => {
    const custom = cv.custom_sections[0]!;
    const entry = custom.entries[0]!;
    const version: CvTranslation = {
      projects: [{ uuid: cv.projects[0]!.uuid, name: 'Reittisuunnittelija' }],
      language_skills: [{ uuid: cv.language_skills[0]!.uuid, language: 'suomi' }],
      custom_sections: [{ uuid: custom.uuid, title: 'Vapaaehtoistyö' }],
      custom_entries: [{ uuid: entry.uuid, title: 'Valmentaja' }],
    };
    const stored = applyTranslations(none, { fi: version }, cv);
    const fi = localizeCv(cv, stored.translations, 'fi');
    expect(fi.cv.projects[0]!.name).toBe('Reittisuunnittelija');
    expect(fi.cv.language_skills[0]!.language).toBe('suomi');
    expect(fi.cv.custom_sections[0]!.title).toBe('Vapaaehtoistyö');
    expect(fi.cv.custom_sections[0]!.entries[0]!.title).toBe('Valmentaja');
    // What is not translated shows the main text, marked where it is shown.
    expect(fi.cv.custom_sections[0]!.entries[0]!.subtitle).toBe('Junior football');
    expect(fi.fallbacks).toContain('custom_sections.0.entries.0.subtitle');
    expect(fi.fallbacks).toContain('projects.0.description');
    // An issuer is a name: translated where it differs, never counted as missing.
    const status = translationStatus(cv, stored.translations, stored.sources).fi!;
    expect(status.missing).toContain(`custom_entries.${entry.uuid}.description`);
    expect(status.missing).toContain(`certificates.${cv.certificates[0]!.uuid}.name`);
    expect(status.missing).not.toContain(`certificates.${cv.certificates[0]!.uuid}.issuer`);
    // The entry's main text changes: its translation needs an update.
    const changed = {
      ...cv,
      custom_sections: [{ ...custom, entries: [{ ...entry, title: 'Head coach' }] }],
    };
    expect(translationStatus(changed, stored.translations, stored.sources).fi!.outdated).toEqual([
      `custom_entries.${entry.uuid}.title`,
    ]);
    // The section removed takes its translations with it.
    const without = applyTranslations(stored, undefined, { ...cv, custom_sections: [] });
    expect(without.translations.fi?.custom_sections ?? []).toEqual([]);
    expect(without.translations.fi?.custom_entries ?? []).toEqual([]);
  });

  it('a patch is checked with the main text’s limits, and names only known texts', () => {
    const ok = cvTranslationsPatchSchema.safeParse({ fi: { bio_title: 'Minusta' }, en: null });
    expect(ok.success).toBe(true);
    for (const bad of [
      { fi: { bio_title: 'x'.repeat(500) } },
      { fi: { first_name: 'Aino' } },
      { fi: { experiences: [{ role: 'No id' }] } },
      { sv: { title: 'CV' } },
    ])
      expect(cvTranslationsPatchSchema.safeParse(bad).success).toBe(false);
  });
});

describe('another language’s CV as this one’s version in it (a CV file read)', () => {
  /** The same CV written in Finnish: other ids, the same rows in the same order, one job more. */
  const written: CvContent = {
    ...cv,
    language: 'fi',
    current_job_title: 'Ohjelmistokehittäjä',
    bio_description: 'Rakennan asioita.',
    experiences: [
      { ...job!, uuid: '10000000-0000-4000-8000-000000000001', role: 'Insinööri' },
      { ...job!, uuid: '10000000-0000-4000-8000-000000000002', role: 'Harjoittelija' },
    ],
    skills: [{ ...cv.skills[0]!, uuid: '10000000-0000-4000-8000-000000000003' }],
  };

  it('matches texts by place, keeps only those that differ, and counts the rows beyond', () => {
    const { translation, beyond } = versionFrom(cv, written);
    expect(translation).toEqual({
      current_job_title: 'Ohjelmistokehittäjä',
      bio_description: 'Rakennan asioita.',
      experiences: [{ uuid: job!.uuid, role: 'Insinööri' }],
    });
    expect(beyond).toEqual({ experiences: 1 });
  });

  it('is read as the version it is: the main texts stay, the other language shows its own', () => {
    const { translation } = versionFrom(cv, written);
    const stored = applyTranslations(none, { fi: translation }, cv);
    expect(localizeCv(cv, stored.translations, 'fi').cv.experiences[0]!.role).toBe('Insinööri');
    expect(localizeCv(cv, stored.translations, 'en').cv).toEqual(cv);
  });

  it('a text the main version lacks is no translation, and an existing one is overlaid', () => {
    const bare = { ...cv, bio_description: '' };
    expect(versionFrom(bare, written).translation?.bio_description).toBeUndefined();
    const merged = mergedTranslation(
      { bio_title: 'Minusta', bio_description: 'Vanha' },
      versionFrom(cv, written).translation,
    );
    expect(merged).toMatchObject({ bio_title: 'Minusta', bio_description: 'Rakennan asioita.' });
  });

  it('whatever the two CVs, every text it keeps is a main text’s place, and differs from it', () => {
    fc.assert(
      fc.property(cvArb, cvArb, (main, theirs) => {
        const { translation } = versionFrom(main, { ...theirs, language: other(main.language) });
        const stored = applyTranslations(none, { [other(main.language)]: translation }, main);
        // Nothing it made is dropped by the server's cleaning: every path is one of the CV's.
        expect(translatedTexts(stored.translations[other(main.language)])).toEqual(
          translatedTexts(translation),
        );
        const localized = localizeCv(main, stored.translations, other(main.language)).cv;
        for (const [index, row] of main.experiences.entries())
          if (theirs.experiences[index]?.role.trim() && row.role.trim())
            expect(localized.experiences[index]!.role).toBe(theirs.experiences[index].role.trim());
      }),
      { numRuns: 150 },
    );
  });
});
