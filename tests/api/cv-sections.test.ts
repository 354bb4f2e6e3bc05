/**
 * The sections beside the first four lists: projects, certificates, language skills, interests and
 * sections of the owner's own, their order and which are hidden. Every new field, limit and refusal, through
 * both forms create_cv takes, and what strangers may read.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CvDto, PublicCvDto } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { LIST_SECTIONS } from '@/domain/sections';
import { cvs } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, call } from './harness';
import { multipart } from './images';
import { createCv, expectRefusedEverywhere, flatErrors, newOwner } from './owner-helpers';

const t = appForFile();

const uuid = (n: number) => `5ec7105e-0000-4000-8000-${String(n).padStart(12, '0')}`;

const project = {
  uuid: uuid(1),
  name: 'Route planner',
  description: 'Plans bus routes for the whole region.',
  url: 'https://example.com/routes',
  start_date: '2022-03-01',
  end_date: '2023-01-01',
};
const certificate = {
  uuid: uuid(2),
  name: 'Scrum Master',
  issuer: 'Scrum Alliance',
  date: '2021-05-01',
  url: '',
};
const finnish = { uuid: uuid(3), language: 'Finnish', level: 'native' };
const english = { uuid: uuid(4), language: 'English', level: 'c1' };
const volunteering = {
  uuid: uuid(5),
  title: 'Volunteering',
  entries: [
    {
      uuid: uuid(6),
      title: 'Coach',
      subtitle: 'Junior football',
      description: 'Coached the under-12s.',
      start_date: '2018-01-01',
      end_date: null,
      url: '',
    },
  ],
};
const awards = { uuid: uuid(7), title: 'Awards', entries: [] };
const orienteering = { uuid: uuid(8), name: 'Orienteering', details: 'Jukola relay every summer' };
const trustee = {
  uuid: uuid(9),
  role: 'Board member',
  organization: 'Helsinki Food Bank',
  start_date: '2019-02-01',
  end_date: null,
  description: 'Ran the Saturday distribution.',
};

const sections = {
  projects: [project],
  certificates: [certificate],
  language_skills: [finnish, english],
  interests: [orienteering],
  volunteering: [trustee],
  custom_sections: [volunteering, awards],
  section_order: ['bio', 'language_skills', `custom:${volunteering.uuid}`, 'experiences'],
  hidden_sections: ['links'],
};
const cvWithSections = { ...SAMPLE_CV, ...sections };

async function getCv(token: string, id: string): Promise<CvDto> {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as CvDto;
}

async function edit(token: string, id: string, json: object, language = 'en') {
  return call(t, 'PATCH', `/api/cv/edit_cv/${id}/`, {
    token,
    json,
    headers: { 'accept-language': language },
  });
}

/** The CV without what every write moves on. */
function content(cv: CvDto) {
  const { updated_at: _u, version: _v, ...rest } = cv;
  return rest;
}

describe('a CV with every section', () => {
  it('is created from JSON and read back as it was sent', async () => {
    const owner = await newOwner(t, 'sections');
    const cv = await createCv(t, owner.token, cvWithSections);
    expect(cv).toMatchObject(sections);
    expect(await getCv(owner.token, cv.uuid)).toMatchObject(sections);
  });

  it('is created from the multipart form, each list JSON-encoded, the same as from JSON', async () => {
    const owner = await newOwner(t, 'sections');
    const fields = Object.fromEntries(
      Object.entries(cvWithSections).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const res = await call(t, 'POST', '/api/cv/create_cv/', {
      form: multipart(fields),
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject(sections);
  });

  it('gives rows sent without an id one of their own, and keeps ids sent', async () => {
    const owner = await newOwner(t, 'sections');
    const { uuid: _p, ...noId } = project;
    const { uuid: _e, ...entryNoId } = volunteering.entries[0]!;
    const cv = await createCv(t, owner.token, {
      ...SAMPLE_CV,
      projects: [noId, project],
      custom_sections: [{ title: 'Talks', entries: [entryNoId] }],
    });
    expect(cv.projects[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cv.projects[1]!.uuid).toBe(project.uuid);
    expect(cv.custom_sections[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cv.custom_sections[0]!.entries[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a CV stored before sections existed with empty lists and the default order', async () => {
    const owner = await newOwner(t, 'sections');
    const cv = await createCv(t, owner.token, cvWithSections);
    // As migration 0008 leaves an older row: every new column at its default.
    await t.database.db
      .update(cvs)
      .set({
        moreLists: sql`default`,
        custom_sections: sql`default`,
        section_order: sql`default`,
        hidden_sections: sql`default`,
      })
      .where(eq(cvs.id, cv.uuid));
    const read = await getCv(owner.token, cv.uuid);
    expect(read).toMatchObject({
      projects: [],
      certificates: [],
      language_skills: [],
      interests: [],
      custom_sections: [],
      section_order: [],
      hidden_sections: [],
      experiences: cv.experiences,
      skills: cv.skills,
    });
  });
});

describe('an edit of the sections', () => {
  it('changes the order alone and keeps everything else byte for byte', async () => {
    const owner = await newOwner(t, 'sections');
    const before = await getCv(owner.token, (await createCv(t, owner.token, cvWithSections)).uuid);
    const order = ['projects', `custom:${awards.uuid}`, 'skills'];
    const res = await edit(owner.token, before.uuid, { section_order: order });
    expect(res.statusCode, res.body).toBe(200);
    const after = await getCv(owner.token, before.uuid);
    expect(content(after)).toEqual({ ...content(before), section_order: order });
    expect(after.version).toBe(before.version + 1);
  });

  it('keeps an order’s own sections only while the CV has them', async () => {
    const owner = await newOwner(t, 'sections');
    const cv = await createCv(t, owner.token, cvWithSections);
    const stranger = `custom:${uuid(99)}`;
    const res = await edit(owner.token, cv.uuid, {
      section_order: [`custom:${awards.uuid}`, stranger],
      hidden_sections: [stranger, 'skills'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      section_order: [`custom:${awards.uuid}`],
      hidden_sections: ['skills'],
    });
  });

  it('adds a section of one’s own and names it in the order in one edit', async () => {
    const owner = await newOwner(t, 'sections');
    const cv = await createCv(t, owner.token, SAMPLE_CV);
    const talks = { uuid: uuid(20), title: 'Talks', entries: [] };
    const res = await edit(owner.token, cv.uuid, {
      custom_sections: [talks],
      section_order: [`custom:${talks.uuid}`],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      custom_sections: [talks],
      section_order: [`custom:${talks.uuid}`],
    });
  });
});

describe('refusals: each rule once, naming the field, in the user’s language', () => {
  const entry = volunteering.entries[0]!;
  type Case = [string, Record<string, unknown>, string, RegExp];
  /** A list one entry longer than its limit: refused on the list itself. */
  const tooMany = (
    title: string,
    key: keyof typeof LIMITS,
    item: object,
    message: RegExp,
  ): Case => [title, { [key]: Array(LIMITS[key] + 1).fill(item) }, key, message];
  /** An entry of projects or volunteering with a description one past its 300 characters. */
  const longDescription = (title: string, key: string, item: object): Case => [
    title,
    { [key]: [{ ...item, description: 'x'.repeat(301) }] },
    `${key} → 0 → description`,
    /at most 300/,
  ];
  /** An entry of projects or volunteering that ends before it starts. */
  const endsBeforeStart = (title: string, key: string, item: object): Case => [
    title,
    { [key]: [{ ...item, start_date: '2023-01-01', end_date: '2022-01-01' }] },
    `${key} → 0 → end_date`,
    /cannot be before the start month/,
  ];
  const cases: Case[] = [
    tooMany('projects at most 10', 'projects', project, /At most 10/),
    longDescription('project description 300', 'projects', project),
    [
      'project name required',
      { projects: [{ ...project, name: ' ' }] },
      'projects → 0 → name',
      /required/,
    ],
    endsBeforeStart('project dates in order', 'projects', project),
    [
      'project link scheme',
      { projects: [{ ...project, url: 'javascript:alert(1)' }] },
      'projects → 0 → url',
      /valid web address/,
    ],
    tooMany('certificates at most 20', 'certificates', certificate, /At most 20/),
    [
      'certificate month',
      { certificates: [{ ...certificate, date: '2021-05-17' }] },
      'certificates → 0 → date',
      /valid month/,
    ],
    tooMany('language skills at most 10', 'language_skills', finnish, /At most 10/),
    [
      'language level',
      { language_skills: [{ ...finnish, level: 'fluent' }] },
      'language_skills → 0 → level',
      /native, or C2 to A1/,
    ],
    tooMany('interests at most 10', 'interests', orienteering, /At most 10/),
    [
      'interest name required',
      { interests: [{ ...orienteering, name: '  ' }] },
      'interests → 0 → name',
      /required/,
    ],
    [
      'interest details at most 100',
      { interests: [{ ...orienteering, details: 'x'.repeat(LIMITS.shortText + 1) }] },
      'interests → 0 → details',
      /at most 100/,
    ],
    tooMany('volunteering at most 10', 'volunteering', trustee, /At most 10/),
    longDescription('volunteering description 300', 'volunteering', trustee),
    endsBeforeStart('volunteering dates in order', 'volunteering', trustee),
    tooMany('own sections at most 5', 'custom_sections', awards, /At most 5/),
    [
      'own section entries at most 20',
      {
        custom_sections: [
          { ...volunteering, entries: Array(LIMITS.customEntries + 1).fill(entry) },
        ],
      },
      'custom_sections → 0 → entries',
      /At most 20/,
    ],
    [
      'own section title required',
      { custom_sections: [{ ...volunteering, title: '' }] },
      'custom_sections → 0 → title',
      /required/,
    ],
    [
      'own entry dates in order',
      {
        custom_sections: [{ ...volunteering, entries: [{ ...entry, end_date: '2017-01-01' }] }],
      },
      'custom_sections → 0 → entries → 0 → end_date',
      /cannot be before/,
    ],
    [
      'an order naming a section twice',
      { section_order: ['skills', 'skills'] },
      'section_order',
      /only once/,
    ],
    [
      'the bio after another section',
      { section_order: ['skills', 'bio'] },
      'section_order',
      /always comes first/,
    ],
    [
      'an unknown section',
      { hidden_sections: ['hobbies'] },
      'hidden_sections → 0',
      /not a section/,
    ],
    ['an order that is no list', { section_order: 'skills' }, 'section_order', /./],
  ];

  it.each(cases)('%s', async (_name, change, field, message) => {
    await expectRefusedEverywhere(t, cvWithSections, change, field, message);
  });

  it('words a refusal in Finnish for a Finnish user', async () => {
    const owner = await newOwner(t, 'refusals');
    const cv = await createCv(t, owner.token, cvWithSections);
    const res = await edit(owner.token, cv.uuid, { section_order: ['skills', 'bio'] }, 'fi');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ section_order: ['Esittely on aina ensimmäisenä.'] });
    const level = await edit(
      owner.token,
      cv.uuid,
      { language_skills: [{ ...finnish, level: 'x' }] },
      'fi',
    );
    expect(flatErrors(level.json())).toEqual({
      'language_skills → 0 → level': ['Valitse taso: äidinkieli tai C2–A1.'],
    });
  });
});

describe('what strangers read', () => {
  it('the public API gives every shown section and nothing of a hidden one', async () => {
    const owner = await newOwner(t, 'publicsections');
    const cv = await createCv(t, owner.token, {
      ...cvWithSections,
      hidden_sections: [
        'projects',
        `custom:${volunteering.uuid}`,
        'bio',
        'interests',
        'volunteering',
      ],
    });
    const res = await call(t, 'GET', `/api/cv/${owner.username}/`);
    expect(res.statusCode).toBe(200);
    const shown = res.json().data as PublicCvDto;
    expect(shown).toMatchObject({
      certificates: [certificate],
      language_skills: [finnish, english],
      custom_sections: [awards],
      projects: [],
      interests: [],
      volunteering: [],
      bio_description: '',
    });
    expect(res.body).not.toContain('Route planner');
    expect(res.body).not.toContain(orienteering.details);
    expect(res.body).not.toContain(trustee.organization);
    expect(res.body).not.toContain('Coached the under-12s');
    expect(res.body).not.toContain(SAMPLE_CV.bio_description);
    // The owner still has all of it.
    expect(await getCv(owner.token, cv.uuid)).toMatchObject({
      projects: [project],
      interests: [orienteering],
      volunteering: [trustee],
      custom_sections: [volunteering, awards],
    });
  });

  it('the public page shows the sections’ texts and leaves a hidden one out', async () => {
    const owner = await newOwner(t, 'publicpage');
    await createCv(t, owner.token, { ...cvWithSections, hidden_sections: ['certificates'] });
    const page = await call(t, 'GET', `/${owner.username}`);
    expect(page.statusCode).toBe(200);
    for (const text of [
      'Route planner',
      'Coached the under-12s',
      'Finnish',
      'Volunteering',
      'Jukola',
      'Helsinki Food Bank',
      'Ran the Saturday distribution.',
    ])
      expect(page.body).toContain(text);
    expect(page.body).not.toContain('Scrum Alliance');
  });

  it('the preview text names the languages where they fit, never a hidden section’s', async () => {
    const described = async (change: object) => {
      const owner = await newOwner(t, 'cardtext');
      await createCv(t, owner.token, { ...cvWithSections, hidden_sections: [], ...change });
      const page = await call(t, 'GET', `/${owner.username}`);
      return /<meta name="description" content="([^"]*)">/.exec(page.body)?.[1];
    };
    const bio = 'Builds fast web apps.';
    expect(await described({ bio_description: bio })).toBe(`${bio} · Languages: Finnish, English`);
    expect(await described({ bio_description: bio, hidden_sections: ['language_skills'] })).toBe(
      bio,
    );
    // A bio that fills the text leaves no room: it is shortened, the languages left out.
    const long = await described({ bio_description: 'x'.repeat(LIMITS.bio) });
    expect(long).toBe(`${'x'.repeat(157)}…`);
    expect(await described({ bio_description: bio, language: 'fi' })).toBe(
      `${bio} · Kielitaito: Finnish, English`,
    );
  });

  it('every list section of the model is in the public schema', async () => {
    const owner = await newOwner(t, 'publicschema');
    await createCv(t, owner.token, cvWithSections);
    const shown = (await call(t, 'GET', `/api/cv/${owner.username}/`)).json().data as Record<
      string,
      unknown
    >;
    for (const list of LIST_SECTIONS) expect(Array.isArray(shown[list])).toBe(true);
  });
});

describe('the new texts in another language', () => {
  it('translate, show in the Finnish version, and go stale when the main text changes', async () => {
    const owner = await newOwner(t, 'sectionsfi');
    const cv = await createCv(t, owner.token, cvWithSections);
    const entry = volunteering.entries[0]!;
    const res = await edit(owner.token, cv.uuid, {
      translations: {
        fi: {
          projects: [{ uuid: project.uuid, name: 'Reittisuunnittelija' }],
          custom_sections: [{ uuid: volunteering.uuid, title: 'Vapaaehtoistyö' }],
          custom_entries: [{ uuid: entry.uuid, title: 'Valmentaja' }],
          language_skills: [{ uuid: finnish.uuid, language: 'suomi' }],
          interests: [{ uuid: orienteering.uuid, name: 'Suunnistus' }],
          volunteering: [{ uuid: trustee.uuid, role: 'Hallituksen jäsen' }],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fi = (await call(t, 'GET', `/api/cv/${owner.username}/?lang=fi`)).json()
      .data as PublicCvDto;
    expect(fi.projects[0]!.name).toBe('Reittisuunnittelija');
    expect(fi.custom_sections[0]!.title).toBe('Vapaaehtoistyö');
    expect(fi.custom_sections[0]!.entries[0]!.title).toBe('Valmentaja');
    expect(fi.language_skills[0]!.language).toBe('suomi');
    expect(fi.interests[0]).toEqual({ ...orienteering, name: 'Suunnistus' });
    expect(fi.fallbacks).toContain('interests.0.details');
    expect(fi.volunteering[0]).toEqual({ ...trustee, role: 'Hallituksen jäsen' });
    expect(fi.fallbacks).toContain('volunteering.0.description');
    // The organization is a name: the same in both versions unless the owner gives another, so
    // never counted as still to translate.
    const missing = (await getCv(owner.token, cv.uuid)).translation_status.fi!.missing;
    expect(missing).toContain(`volunteering.${trustee.uuid}.description`);
    expect(missing).not.toContain(`volunteering.${trustee.uuid}.organization`);
    expect(fi.fallbacks).toContain('custom_sections.0.entries.0.description');

    const changed = await edit(owner.token, cv.uuid, {
      custom_sections: [{ ...volunteering, entries: [{ ...entry, title: 'Head coach' }] }, awards],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const status = (await getCv(owner.token, cv.uuid)).translation_status.fi!;
    expect(status.outdated).toEqual([`custom_entries.${entry.uuid}.title`]);
  });

  it('refuses a translation of a row the CV does not have, or a field that does not translate', async () => {
    const owner = await newOwner(t, 'sectionsfi');
    const cv = await createCv(t, owner.token, cvWithSections);
    const res = await edit(owner.token, cv.uuid, {
      translations: { fi: { certificates: [{ uuid: certificate.uuid, date: '2020-01-01' }] } },
    });
    expect(res.statusCode).toBe(400);
  });
});
