import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvArb } from './test-arbitraries';
import type { CvContent } from './cv';
import {
  applyTranslations,
  cvLanguages,
  cvTranslationsPatchSchema,
  localizeCv,
  switchMainLanguage,
  translationStatus,
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
