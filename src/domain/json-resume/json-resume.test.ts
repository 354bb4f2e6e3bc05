import { validate } from '@jsonresume/schema';
import sampleResume from '@jsonresume/schema/sample.resume.json';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CV_CREATE_DEFAULTS, cvContentSchema, type CvContent } from '@/domain/cv';
import { withoutBlankRows } from '@/domain/cv-rows';
import { LIMITS } from '@/domain/limits';
import { customKey } from '@/domain/sections';
import { cvArb } from '@/domain/test-arbitraries';
import { comparable } from './comparable-for-tests';
import { toLanguageLevel } from './fluency';
import { fromJsonResume, toJsonResume, type JsonResumeImport } from './index';
import { UNMAPPED_OWN_SOURCES } from './mapped-lists';
import { OWN_SECTION_TITLES } from './shared';

const imported = (result: JsonResumeImport) => {
  if (!result.ok) throw new Error(`not imported: ${result.reason}`);
  return result;
};
const importJson = (document: unknown, language?: 'en' | 'fi') =>
  imported(fromJsonResume(JSON.stringify(document), language));

/** What @jsonresume/schema (the format's own validator) finds wrong with a document. */
function schemaErrors(document: unknown): string[] {
  let found: string[] = [];
  validate(document, (errors) => {
    found = (errors ?? []).map((e) => `${e.property}: ${e.message}`);
  });
  return found;
}

const id = expect.stringMatching(/^[0-9a-f-]{36}$/);

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
        uuid: id,
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

  it('keeps projects, certificates and languages', () => {
    const { cv, leftOut } = importJson({
      basics: { name: 'Anna Virtanen' },
      projects: [
        {
          name: 'Miss Direction',
          description: 'A mapping engine',
          highlights: ['Won an award', ''],
          keywords: ['Maps'],
          url: 'http://missdirection.example.com',
          startDate: '2016-08-24',
          endDate: '2016-09',
        },
        {},
      ],
      certificates: [
        { name: 'CKA', issuer: 'CNCF', date: '2021-11-02', url: 'cncf.io/cka' },
        { name: '', issuer: '' },
      ],
      languages: [
        { language: 'Finnish', fluency: 'Native speaker' },
        { language: 'English', fluency: 'Full professional proficiency' },
        { language: 'Swedish' },
        { fluency: 'Fluent' },
      ],
    });
    expect(cv.projects).toEqual([
      {
        uuid: id,
        name: 'Miss Direction',
        description: 'A mapping engine\n• Won an award',
        url: 'http://missdirection.example.com',
        start_date: '2016-08-01',
        end_date: '2016-09-01',
      },
    ]);
    // A link typed without its scheme is stored with https://, as the editor stores it.
    expect(cv.certificates).toEqual([
      { uuid: id, name: 'CKA', issuer: 'CNCF', date: '2021-11-01', url: 'https://cncf.io/cka' },
    ]);
    // No fluency is no claim we lose: the language starts at B2, as a new row does.
    expect(cv.language_skills.map((l) => [l.language, l.level])).toEqual([
      ['Finnish', 'native'],
      ['English', 'c1'],
      ['Swedish', 'b2'],
    ]);
    // Blank rows are no rows; a project's keywords have no place here, and the list says so.
    expect(leftOut).toEqual([
      { kind: 'fields', section: 'projects', fields: [{ name: 'keywords', count: 1 }] },
    ]);
  });

  it.each([
    ['Native speaker', 'native'],
    ['Native or bilingual proficiency', 'native'],
    ['Äidinkieli', 'native'],
    ['Near-native', 'c2'],
    ['Full professional proficiency', 'c1'],
    ['Fluent', 'c1'],
    ['Sujuva', 'c1'],
    ['Erittäin hyvä', 'c1'],
    ['Professional working proficiency', 'b2'],
    ['Upper intermediate', 'b2'],
    ['Hyvä', 'b2'],
    ['Limited working proficiency', 'b1'],
    ['Intermediate', 'b1'],
    ['Tyydyttävä', 'b1'],
    ['Elementary proficiency', 'a2'],
    ['Pre-intermediate', 'a2'],
    ['Beginner', 'a1'],
    ['Alkeet', 'a1'],
    ['Fluent (B2)', 'b2'],
    ['c2 – almost native', 'c2'],
    ['Hyvä, YKI-taso B1', 'b1'],
    ['Working knowledge', null],
    ['b12', null],
    ['', null],
  ])('reads the fluency "%s" as %s (a CEFR code wins over words)', (fluency, level) => {
    expect(toLanguageLevel(fluency)).toBe(level);
  });

  const ownSectionsFile = {
    basics: { name: 'Anna Virtanen' },
    volunteer: [
      {
        organization: 'CoderDojo',
        position: 'Teacher',
        url: 'http://coderdojo.example.com/',
        startDate: '2012-01-01',
        endDate: '2013',
        summary: 'Free coding clubs.',
        highlights: ['Teacher of the Month'],
      },
      { organization: 'Red Cross' },
    ],
    awards: [
      { title: 'Pioneer Award', date: '2014-11-01', awarder: 'Techcrunch', summary: 'No spoon.' },
    ],
    publications: [
      {
        name: 'Video compression',
        publisher: 'Hooli',
        releaseDate: '2014-10',
        url: 'http://example.com/video',
        summary: 'Middle-out.',
      },
    ],
  };
  const ownSectionsAs = (titles: [string, string]) => [
    {
      uuid: id,
      title: titles[0],
      entries: [
        {
          uuid: id,
          title: 'Pioneer Award',
          subtitle: 'Techcrunch',
          description: 'No spoon.',
          start_date: '2014-11-01',
          end_date: null,
          url: '',
        },
      ],
    },
    {
      uuid: id,
      title: titles[1],
      entries: [
        {
          uuid: id,
          title: 'Video compression',
          subtitle: 'Hooli',
          description: 'Middle-out.',
          start_date: '2014-10-01',
          end_date: null,
          url: 'http://example.com/video',
        },
      ],
    },
  ];

  it('reads volunteer as volunteering and makes awards and publications sections of their own, named in English', () => {
    const { cv, leftOut } = importJson(ownSectionsFile);
    expect(cv.volunteering.map(({ uuid: _id, ...row }) => row)).toEqual([
      {
        role: 'Teacher',
        organization: 'CoderDojo',
        description: 'Free coding clubs.\n• Teacher of the Month',
        start_date: '2012-01-01',
        end_date: '2013-01-01',
      },
      // Without a position, the organization is the whole entry.
      {
        role: '',
        organization: 'Red Cross',
        description: '',
        start_date: null,
        end_date: null,
      },
    ]);
    expect(cv.custom_sections).toEqual(ownSectionsAs(['Awards', 'Publications']));
    expect(cv.section_order).toEqual([]);
    // Volunteering has no web address: the one the file has is named, not dropped silently.
    expect(leftOut).toEqual([
      { kind: 'fields', section: 'volunteer', fields: [{ name: 'url', count: 1 }] },
    ]);
  });

  it('and in Finnish, when the file or the draft says the CV is Finnish', () => {
    const finnish = ownSectionsAs(['Palkinnot', 'Julkaisut']);
    expect(importJson(ownSectionsFile, 'fi').cv.custom_sections).toEqual(finnish);
    const fromFile = importJson({ ...ownSectionsFile, meta: { language: 'fi' } }, 'en');
    expect(fromFile.cv).toMatchObject({ language: 'fi', custom_sections: finnish });
  });

  it('lists everything it could not keep instead of dropping it silently', () => {
    const { cv, moreSkills, leftOut } = importJson({
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
      interests: [{ name: 'Wildlife' }, { name: ' ', keywords: ['Chess', ' Go '] }, { name: '' }],
      references: [{ name: 'Erlich' }, { name: 'Jared' }],
    });
    // An interest named by its keywords alone keeps them as its name; one with nothing goes.
    expect(cv.interests.map((i) => [i.name, i.details])).toEqual([
      ['Wildlife', ''],
      ['Chess, Go', ''],
    ]);
    expect(cv.bio_description).toHaveLength(LIMITS.bio);
    expect(cv.skills.map((s) => [s.skill_name, s.proficiency])).toEqual([
      ['A', 'expert'],
      ['B', 'expert'],
      ['C', 'expert'],
    ]);
    // The others come as rows too, with their levels, for the review to offer in their place.
    expect(moreSkills.map((s) => [s.skill_name, s.proficiency])).toEqual([
      ['D', 'expert'],
      ['E', 'expert'],
    ]);
    expect(cv.links.map((l) => [l.link_type, l.url])).toEqual([['twitter', 'https://x.com/anna']]);
    expect(leftOut).toHaveLength(5);
    expect(leftOut).toEqual(
      expect.arrayContaining([
        { kind: 'cut', field: 'bio_description', kept: LIMITS.bio, dropped: 50 },
        { kind: 'skills', names: ['D', 'E'] },
        { kind: 'profile', network: 'Mastodon', url: 'https://mastodon.social/@anna' },
        { kind: 'photo' },
        { kind: 'section', name: 'references', count: 2 },
      ]),
    );
  });

  it('lists the new sections’ rows beyond their limits, long texts, bad links and unknown levels', () => {
    const many = (n: number, row: (i: number) => object) =>
      Array.from({ length: n }, (_, i) => row(i));
    const { cv, leftOut } = importJson({
      basics: { name: 'Anna Virtanen' },
      projects: many(LIMITS.projects + 2, (i) => ({ name: `P${i}` })),
      certificates: many(LIMITS.certificates + 1, (i) => ({ name: `C${i}` })),
      languages: [
        { language: 'Swahili', fluency: 'Working knowledge' },
        ...many(LIMITS.language_skills, (i) => ({ language: `L${i}`, fluency: 'A1' })),
      ],
      volunteer: many(LIMITS.volunteering + 3, (i) => ({ position: `V${i}` })),
      awards: [{ title: 'Best 😀'.repeat(20), summary: 'y'.repeat(LIMITS.customDescription + 1) }],
      publications: [{ name: 'Paper', url: 'javascript:alert(1)' }],
    });
    expect(cv.projects).toHaveLength(LIMITS.projects);
    expect(cv.certificates).toHaveLength(LIMITS.certificates);
    expect(cv.language_skills).toHaveLength(LIMITS.language_skills);
    expect(cv.language_skills[0]).toMatchObject({ language: 'Swahili', level: 'b2' });
    expect(cv.volunteering).toHaveLength(LIMITS.volunteering);
    expect(cv.custom_sections.map((s) => [s.title, s.entries.length])).toEqual([
      ['Awards', 1],
      ['Publications', 1],
    ]);
    const award = cv.custom_sections[0]!.entries[0]!;
    // The check counts an emoji as two: only whole characters are kept, within the limit.
    expect(award.title.length).toBeLessThanOrEqual(LIMITS.shortText);
    const stored = { ...CV_CREATE_DEFAULTS, ...cv, email: 'anna@example.com' };
    expect(cvContentSchema.safeParse(stored).error).toBeUndefined();
    expect(leftOut).toEqual([
      { kind: 'rows', list: 'projects', count: 2 },
      { kind: 'rows', list: 'volunteering', count: 3 },
      { kind: 'rows', list: 'certificates', count: 1 },
      { kind: 'rows', list: 'language_skills', count: 1 },
      { kind: 'fluency', language: 'Swahili', fluency: 'Working knowledge' },
      {
        kind: 'cut',
        field: 'custom_sections.0.entries.0.title',
        kept: 86,
        dropped: 34,
        section: 'Awards',
      },
      {
        kind: 'cut',
        field: 'custom_sections.0.entries.0.description',
        kept: LIMITS.customDescription,
        dropped: 1,
        section: 'Awards',
      },
      {
        kind: 'url',
        field: 'custom_sections.1.entries.0.url',
        url: 'javascript:alert(1)',
        section: 'Publications',
      },
    ]);
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
      projects: 'many',
      languages: [null, { language: ['x'] }],
      meta: { cvBuilder: { custom_sections: [7], section_order: 'bio' } },
    });
    expect(cv).toMatchObject({
      first_name: '42',
      experiences: [],
      skills: [],
      links: [],
      projects: [],
      language_skills: [],
      custom_sections: [],
      section_order: [],
    });
    expect(fromJsonResume('{ nope')).toEqual({ ok: false, reason: 'not_json' });
    expect(fromJsonResume('[]')).toEqual({ ok: false, reason: 'not_resume' });
    expect(fromJsonResume('{"name": "Anna"}')).toEqual({ ok: false, reason: 'not_resume' });
  });

  it('reads the format’s own sample resume (another tool’s file) with every section kept', () => {
    const { cv, leftOut } = importJson(sampleResume);
    expect(cv).toMatchObject({ first_name: 'Richard', last_name: 'Hendriks' });
    expect(cv.projects.map((p) => p.name)).toEqual(['Miss Direction']);
    expect(cv.language_skills.map((l) => [l.language, l.level])).toEqual([['English', 'native']]);
    expect(cv.volunteering.map((v) => [v.organization, v.role])).toEqual([
      ['CoderDojo', 'Teacher'],
    ]);
    expect(cv.custom_sections.map((s) => [s.title, s.entries.map((e) => e.title)])).toEqual([
      ['Awards', ['Digital Compression Pioneer Award']],
      ['Publications', ['Video compression for 3d media']],
    ]);
    expect(cv.interests.map((i) => [i.name, i.details])).toEqual([
      ['Wildlife', 'Ferrets, Unicorns'],
    ]);
    expect(leftOut).toEqual(
      expect.arrayContaining([{ kind: 'section', name: 'references', count: 1 }]),
    );
    expect(leftOut).not.toContainEqual(expect.objectContaining({ section: 'interests' }));
    expect(cvContentSchema.safeParse({ ...CV_CREATE_DEFAULTS, ...cv }).error).toBeUndefined();
  });
});

/** Valid CVs whose own sections are sometimes titled as an import names volunteer, awards and publications. */
const cvWithStandardTitlesArb: fc.Arbitrary<CvContent> = cvArb.chain((cv) =>
  fc
    .array(fc.option(fc.constantFrom(...UNMAPPED_OWN_SOURCES), { nil: undefined }), {
      minLength: cv.custom_sections.length,
      maxLength: cv.custom_sections.length,
    })
    .map((sources) => ({
      ...cv,
      custom_sections: cv.custom_sections.map((section, i) => {
        const source = sources[i];
        return source ? { ...section, title: OWN_SECTION_TITLES[source][cv.language] } : section;
      }),
    })),
);

describe('our own export', () => {
  it('carries the design both ways; a value we do not offer is named, the rest kept', () => {
    const { cv, leftOut } = importJson({
      basics: { name: 'Aino Virtanen' },
      meta: { cvBuilder: { design: { typeface: 'comic', accent: '#ABCDEF', size: 'm' } } },
    });
    expect(cv.design).toEqual({ accent: '#abcdef', size: 'm' });
    expect(leftOut).toEqual([{ kind: 'design', keys: ['typeface'] }]);
    // A file from another tool has no design: the draft keeps its own.
    expect(importJson({ basics: { name: 'Aino Virtanen' } }).cv.design).toBeUndefined();
  });

  it('is valid JSON Resume and imports back as the same CV for any valid CV', () => {
    fc.assert(
      fc.property(cvWithStandardTitlesArb, (cv) => {
        const document = toJsonResume(cv, new Date('2026-11-27T10:00:00Z'));
        expect(schemaErrors(document)).toEqual([]);
        const { cv: back, leftOut } = importJson(document);
        expect(leftOut).toEqual([]);
        // A row with nothing in it (a volunteering row may have no field filled) is not written.
        expect(comparable(back)).toEqual(comparable(withoutBlankRows(cv)));
      }),
      { numRuns: 100 },
    );
    // Generating whole CVs is slow on a busy machine; the property itself is quick.
  }, 30_000);

  const entry = {
    uuid: crypto.randomUUID(),
    title: 'Best app',
    subtitle: 'Slush',
    description: 'For the app.',
    start_date: '2024-11-01',
    end_date: '2024-12-01',
    url: 'https://slush.example.com/best',
  };
  const cvWith = (language: 'en' | 'fi', titles: string[]): CvContent => {
    const sections = titles.map((title) => ({
      uuid: crypto.randomUUID(),
      title,
      entries: [{ ...entry, uuid: crypto.randomUUID() }],
    }));
    return cvContentSchema.parse({
      ...CV_CREATE_DEFAULTS,
      first_name: 'Aino',
      last_name: 'Virtanen',
      email: 'aino@example.com',
      language,
      custom_sections: sections,
      section_order: [customKey(sections.at(-1)!.uuid), 'projects'],
      hidden_sections: [customKey(sections[0]!.uuid)],
    });
  };

  it('writes a section titled as an import names it as that JSON Resume section, the rest in meta', () => {
    const cv = cvWith('fi', ['Palkinnot', 'Harrastukset', 'Palkinnot', 'Awards']);
    const document = toJsonResume(cv);
    expect(schemaErrors(document)).toEqual([]);
    // Awards have no link or end in JSON Resume: ours carry them as properties of their own.
    expect(document.awards).toEqual([
      {
        title: 'Best app',
        awarder: 'Slush',
        date: '2024-11',
        summary: 'For the app.',
        url: 'https://slush.example.com/best',
        endDate: '2024-12',
      },
    ]);
    expect(document.volunteer).toEqual([]);
    const [first, ...others] = cv.custom_sections;
    expect(document.meta.cvBuilder.custom_sections).toEqual([
      { uuid: first!.uuid, from: 'awards' },
      ...others.map(({ uuid, title }) => ({
        uuid,
        title,
        entries: [expect.objectContaining({ title: 'Best app', url: entry.url })],
      })),
    ]);
    expect(document.meta.cvBuilder).toMatchObject({
      section_order: cv.section_order,
      hidden_sections: cv.hidden_sections,
    });
    expect(comparable(importJson(document).cv)).toEqual(comparable(cv));
  });

  it('writes volunteering and publications with every field, and language levels in the CV’s words', () => {
    const cv = {
      ...cvWith('en', ['Volunteering', 'Publications']),
      volunteering: [
        {
          uuid: crypto.randomUUID(),
          role: 'Mentor',
          organization: 'Slush',
          start_date: '2024-11-01',
          end_date: null,
          description: 'Startup clinics.',
        },
      ],
      language_skills: [
        { uuid: crypto.randomUUID(), language: 'Finnish', level: 'native' as const },
        { uuid: crypto.randomUUID(), language: 'English', level: 'c1' as const },
      ],
    };
    const document = toJsonResume(cv);
    expect(schemaErrors(document)).toEqual([]);
    // The volunteering list is JSON Resume's volunteer; a section of one's own titled so stays in meta.
    expect(document.volunteer).toEqual([
      {
        position: 'Mentor',
        organization: 'Slush',
        startDate: '2024-11',
        summary: 'Startup clinics.',
      },
    ]);
    expect(document.meta.cvBuilder.custom_sections[0]).toMatchObject({ title: 'Volunteering' });
    expect(document.publications).toEqual([
      {
        name: 'Best app',
        publisher: 'Slush',
        releaseDate: '2024-11',
        url: entry.url,
        summary: 'For the app.',
        endDate: '2024-12',
      },
    ]);
    expect(document.languages).toEqual([
      { language: 'Finnish', fluency: 'Native' },
      { language: 'English', fluency: 'Fluent (C1)' },
    ]);
    expect(toJsonResume({ ...cv, language: 'fi' }).languages).toEqual([
      { language: 'Finnish', fluency: 'Äidinkieli' },
      { language: 'English', fluency: 'Sujuva (C1)' },
    ]);
  });

  it('lists a section of its own beyond the five a CV holds', () => {
    const cv = cvWith('en', ['One', 'Two', 'Three', 'Four', 'Five']);
    const document = toJsonResume(cv);
    const { cv: back, leftOut } = importJson({
      ...document,
      awards: [{ title: 'Sixth' }, { title: 'Seventh' }],
    });
    expect(back.custom_sections.map((s) => s.title)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ]);
    expect(leftOut).toEqual([{ kind: 'ownSection', title: 'Awards', count: 2 }]);
  });
});
