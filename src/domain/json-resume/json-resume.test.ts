import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_TYPES, PROFICIENCIES, cvContentSchema, type CvContent } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { datesInOrderArb } from '@/domain/test-arbitraries';
import { fromJsonResume, toJsonResume, type JsonResumeImport } from './index';

const imported = (result: JsonResumeImport) => {
  if (!result.ok) throw new Error(`not imported: ${result.reason}`);
  return result;
};
const importJson = (document: unknown) => imported(fromJsonResume(JSON.stringify(document)));

describe('importing a JSON Resume from another tool', () => {
  it('splits the name at its last word and merges highlights into the description', () => {
    const { cv, leftOut } = importJson({
      basics: { name: 'Anna Maria  Virtanen', label: 'Designer', email: 'anna@example.com' },
      work: [
        {
          name: 'Acme',
          position: 'Lead',
          startDate: '2019-08-15',
          endDate: '2021',
          summary: 'Led design.',
          highlights: ['Grew the team'],
        },
      ],
    });
    expect(cv).toMatchObject({
      first_name: 'Anna Maria',
      last_name: 'Virtanen',
      email: 'anna@example.com',
    });
    expect(cv.experiences).toEqual([
      {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        company_name: 'Acme',
        role: 'Lead',
        location: '',
        description: 'Led design.\n• Grew the team',
        start_date: '2019-08-01',
        end_date: '2021-01-01',
      },
    ]);
    expect(leftOut).toEqual([]);
    expect(importJson({ basics: { name: 'Cher' } }).cv).toMatchObject({
      first_name: 'Cher',
      last_name: '',
    });
  });

  it('lists everything it could not keep instead of dropping it silently', () => {
    const { cv, leftOut } = importJson({
      basics: {
        name: 'Anna Virtanen',
        summary: 'x'.repeat(LIMITS.bio + 50),
        image: 'https://elsewhere.example/me.jpg',
        profiles: [
          { network: 'Mastodon', url: 'https://mastodon.social/@anna' },
          { network: 'X', url: 'https://x.com/anna' },
        ],
      },
      skills: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, level: 'Advanced' })),
      projects: [{ name: 'One' }, { name: 'Two' }],
    });
    expect(cv.bio_description).toHaveLength(LIMITS.bio);
    expect(cv.skills.map((s) => [s.skill_name, s.proficiency])).toEqual([
      ['A', 'expert'],
      ['B', 'expert'],
      ['C', 'expert'],
    ]);
    expect(cv.links.map((l) => [l.link_type, l.url])).toEqual([['twitter', 'https://x.com/anna']]);
    expect(leftOut).toHaveLength(5);
    expect(leftOut).toEqual(
      expect.arrayContaining([
        { kind: 'cut', field: 'bio_description', kept: LIMITS.bio, dropped: 50 },
        { kind: 'skills', names: ['D', 'E'] },
        { kind: 'profile', network: 'Mastodon', url: 'https://mastodon.social/@anna' },
        { kind: 'photo' },
        { kind: 'section', name: 'projects', count: 2 },
      ]),
    );
  });

  it('makes any text storable: control characters go, line breaks only where a field has lines', () => {
    const { cv } = importJson({
      basics: { name: 'Anna\u0000 Virtanen', label: 'Senior\nDesigner', summary: 'One\nTwo\u0007' },
    });
    expect(cv).toMatchObject({
      first_name: 'Anna',
      last_name: 'Virtanen',
      current_job_title: 'Senior Designer',
      bio_description: 'One\nTwo',
    });
  });

  it('reads wrong types as missing and refuses what is not a resume', () => {
    const { cv } = importJson({
      basics: { name: 42, profiles: 'none' },
      work: {},
      skills: [null, 7],
    });
    expect(cv).toMatchObject({ first_name: '42', experiences: [], skills: [], links: [] });
    expect(fromJsonResume('{ nope')).toEqual({ ok: false, reason: 'not_json' });
    expect(fromJsonResume('[]')).toEqual({ ok: false, reason: 'not_resume' });
    expect(fromJsonResume('{"name": "Anna"}')).toEqual({ ok: false, reason: 'not_resume' });
  });
});

const word = fc.stringMatching(/^[A-Za-zÅÄÖåäö0-9][A-Za-zÅÄÖåäö0-9 .,'-]{0,30}[A-Za-zÅÄÖåäö0-9.]$/);
const maybe = fc.oneof(fc.constant(''), word);
const urlArb = fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((path) => `https://example.com/${path}`);

const cvArb: fc.Arbitrary<CvContent> = fc
  .record({
    title: maybe,
    theme: fc.constantFrom('templateA', 'templateB', 'templateC', 'templateD', 'templateE'),
    first_name: word,
    last_name: word,
    email: fc.constant('anna@example.com'),
    phone: fc.constantFrom('', '+358 40 123 4567'),
    current_job_title: maybe,
    bio_title: maybe,
    bio_description: fc.oneof(
      maybe,
      fc.tuple(word, word).map(([a, b]) => `${a}\n${b}`),
    ),
    language: fc.constantFrom('en', 'fi'),
    is_public: fc.constant(true),
    experiences: fc.array(
      fc.record({
        company_name: maybe,
        role: maybe,
        description: maybe,
        location: maybe,
        dates: datesInOrderArb,
      }),
      { maxLength: LIMITS.experiences },
    ),
    educations: fc.array(
      fc.record({
        institution: word,
        degree: maybe,
        field_of_study: maybe,
        dates: datesInOrderArb,
      }),
      { maxLength: LIMITS.educations },
    ),
    skills: fc.array(
      fc.record({ skill_name: word, proficiency: fc.constantFrom(...PROFICIENCIES) }),
      {
        maxLength: LIMITS.skills,
      },
    ),
    links: fc.array(fc.record({ link_type: fc.constantFrom(...LINK_TYPES), url: urlArb }), {
      maxLength: LIMITS.links,
    }),
  })
  .map(({ experiences, educations, ...cv }) =>
    cvContentSchema.parse({
      ...cv,
      experiences: experiences.map(({ dates, ...e }) => ({ ...e, ...dates })),
      educations: educations.map(({ dates, ...e }) => ({ ...e, ...dates })),
    }),
  );

describe('our own export', () => {
  it('imports back as the same CV for any valid CV', () => {
    fc.assert(
      fc.property(cvArb, (cv) => {
        const { cv: back, leftOut } = importJson(toJsonResume(cv));
        const { is_public: _public, skills, links, experiences, educations, ...rest } = cv;
        const noIds = <T extends { uuid: string }>(rows: T[]) =>
          rows.map(({ uuid: _id, ...r }) => r);
        expect(leftOut).toEqual([]);
        // Row ids are ours, not JSON Resume's: an import gives its rows new ones.
        expect({
          ...back,
          experiences: noIds(back.experiences),
          educations: noIds(back.educations),
          skills: noIds(back.skills),
          links: noIds(back.links),
        }).toEqual({
          ...rest,
          experiences: noIds(experiences),
          educations: noIds(educations),
          skills: noIds(skills),
          links: noIds(links),
        });
      }),
      { numRuns: 60 },
    );
    // Generating whole CVs is slow on a busy machine; the property itself is quick.
  }, 30_000);
});
