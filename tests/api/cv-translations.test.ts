/**
 * One CV in two languages: edit_cv's `translations` change only what they name, a changed main text
 * marks its translation as needing an update, removed rows take their translations with them, and
 * both public versions render in their own language with alternates and fallbacks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvDto, CvListItemDto, PublicCvDto } from '@/domain/cv';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { bearer, call, startTestApp, type TestApp } from './harness';
import { createCv } from './owner-helpers';
import { signUpWithUsername } from './users-helpers';

let t: TestApp;
let access: string;
let cvId: string;
const USERNAME = 'kaksikielinen';

const auth = () => ({ token: access });

async function getCv(): Promise<CvDto> {
  const res = await call(t, 'GET', `/api/cv/get_cv/${cvId}/`, auth());
  expect(res.statusCode).toBe(200);
  return res.json().data as CvDto;
}

async function edit(body: object) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/cv/edit_cv/${cvId}/`,
    payload: body,
    headers: bearer(access),
  });
}

/** An edit of the Finnish version alone. */
const editFinnish = (fi: object) => edit({ translations: { fi } });

/** What must stay when only the versions change: everything but them, the version and the time. */
function mainVersion(cv: CvDto) {
  const { updated_at: _u, version: _v, translations: _t, translation_status: _s, ...rest } = cv;
  return rest;
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await signUpWithUsername(t, 'bilingual@example.com', USERNAME);
  access = user.tokens.access;
  const cv = await createCv(t, access, {
    ...SAMPLE_CV,
    experiences: [
      ...SAMPLE_CV.experiences,
      {
        company_name: 'Old Shop',
        role: 'Trainee',
        description: 'Learned a lot.',
        location: 'Espoo',
        start_date: '2019-01-01',
        end_date: '2020-12-01',
      },
    ],
  });
  cvId = cv.uuid;
});
afterAll(async () => {
  await t.close();
});

describe('a CV in two languages', () => {
  it('every experience and education has a stable id', async () => {
    const cv = await getCv();
    const ids = [...cv.experiences, ...cv.educations].map((row) => row.uuid);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Reordering keeps them: the rows travel with their ids.
    const res = await edit({ experiences: [...cv.experiences].reverse() });
    expect(res.statusCode).toBe(200);
    expect((await getCv()).experiences.map((e) => e.uuid)).toEqual(
      [...cv.experiences].reverse().map((e) => e.uuid),
    );
    await edit({ experiences: cv.experiences });
  });

  it('a translation patch changes only what it names, and the main version not at all', async () => {
    const before = await getCv();
    expect(before.translations).toEqual({});
    expect(before.translation_status).toEqual({});
    const [job, oldJob] = before.experiences;
    const first = await editFinnish({
      bio_description: 'Teen nopeita ja saavutettavia verkkosovelluksia.',
      experiences: [{ uuid: job!.uuid, role: 'Kehittäjä' }],
    });
    expect(first.statusCode).toBe(200);
    const second = await editFinnish({
      current_job_title: 'Frontend-kehittäjä',
      experiences: [{ uuid: oldJob!.uuid, role: 'Harjoittelija' }],
    });
    expect(second.statusCode).toBe(200);
    const after = await getCv();
    expect(second.json().data).toEqual(after);
    expect(mainVersion(after)).toEqual(mainVersion(before));
    expect(after.version).toBe(before.version + 2);
    expect(after.translations).toEqual({
      fi: {
        bio_description: 'Teen nopeita ja saavutettavia verkkosovelluksia.',
        current_job_title: 'Frontend-kehittäjä',
        experiences: [
          { uuid: job!.uuid, role: 'Kehittäjä' },
          { uuid: oldJob!.uuid, role: 'Harjoittelija' },
        ],
      },
    });
    const status = after.translation_status.fi!;
    expect(status.outdated).toEqual([]);
    expect(status.missing).toContain('title');
    expect(status.missing).toContain(`experiences.${job!.uuid}.description`);
    expect(status.missing).not.toContain('bio_description');
    expect(after.translation_status.en).toBeUndefined();
    // A main-text edit leaves the versions as they were.
    const titled = await edit({ title: 'Frontend developer CV' });
    expect((titled.json().data as CvDto).translations).toEqual(after.translations);
  });

  it('a changed main text marks its translation as needing an update until it is written again', async () => {
    const res = await edit({ bio_description: 'I build fast, accessible and tested web apps.' });
    expect(res.statusCode).toBe(200);
    expect((await getCv()).translation_status.fi?.outdated).toEqual(['bio_description']);

    // The dashboard counts what is left to translate or update.
    const list = await call(t, 'GET', '/api/cv/get_cv_list/', auth());
    const row = (list.json().data as CvListItemDto[]).find((cv) => cv.uuid === cvId)!;
    expect(row.translation_status.fi?.outdated).toEqual(['bio_description']);
    expect(row.translation_status.fi?.missing.length).toBeGreaterThan(0);

    const confirmed = await editFinnish({
      bio_description: 'Teen nopeita, saavutettavia ja testattuja verkkosovelluksia.',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await getCv()).translation_status.fi?.outdated).toEqual([]);
  });

  it('removing an entry removes its translations, and only them', async () => {
    const before = await getCv();
    const [job, oldJob] = before.experiences;
    const res = await edit({ experiences: [job] });
    expect(res.statusCode).toBe(200);
    const after = await getCv();
    expect(after.experiences).toEqual([job]);
    expect(after.translations.fi?.experiences).toEqual([{ uuid: job!.uuid, role: 'Kehittäjä' }]);
    expect(after.translations.fi?.bio_description).toBe(before.translations.fi?.bio_description);
    expect(JSON.stringify(after)).not.toContain(oldJob!.uuid);
  });

  it('bad versions are refused with field errors, never a 500, and change nothing', async () => {
    const before = await getCv();
    for (const body of [
      { translations: { en: { title: 'The main language has no version of its own' } } },
      { translations: { fi: { bio_title: 'x'.repeat(1000) } } },
      { translations: { fi: { first_name: 'Names are shared' } } },
      { translations: { fi: { experiences: [{ role: 'No id' }] } } },
      { translations: { sv: { title: 'CV' } } },
      { translations: 'fi' },
    ]) {
      const res = await edit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      // The error names the field it is about: the versions.
      expect(Object.keys(res.json()), res.body).toEqual(['translations']);
    }
    const english = await t.app.inject({
      method: 'PATCH',
      url: `/api/cv/edit_cv/${cvId}/`,
      payload: { translations: { en: { title: 'x' } } },
      headers: { ...bearer(access), 'accept-language': 'fi' },
    });
    expect(JSON.stringify(english.json())).toContain('CV:n omalla kielellä');
    expect(await getCv()).toEqual(before);
  });
});

describe('the public versions', () => {
  const page = (path: string) => call(t, 'GET', path);

  it('the main version names both, and offers the other in its own language', async () => {
    const res = await page(`/${USERNAME}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/kaksikielinen">/);
    expect(html).toMatch(
      /<link rel="alternate" hreflang="fi" href="[^"]*\/kaksikielinen\?lang=fi">/,
    );
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/kaksikielinen">/);
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
    expect(html).toContain('<meta property="og:locale:alternate" content="fi_FI">');
    expect(html).toMatch(
      /<a class="pc-lang" href="[^"]*\?lang=fi" hreflang="fi" lang="fi">Lue suomeksi<\/a>/,
    );
    expect(html).toContain('I build fast, accessible and tested web apps.');
    expect(html).toContain('>Experience<');
  });

  it('?lang=fi reads the Finnish version: its texts, headings and months, the rest in English marked so', async () => {
    for (let i = 0; i < 2; i++) {
      // The second answer comes from the page cache (and the fast path): the same version.
      const res = await page(`/${USERNAME}?lang=fi`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain('<html lang="fi">');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/kaksikielinen\?lang=fi">/);
      expect(html).toContain('<meta property="og:locale" content="fi_FI">');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_GB">');
      expect(html).toContain('Teen nopeita, saavutettavia ja testattuja verkkosovelluksia.');
      expect(html).toContain('>Kehittäjä<');
      expect(html).toContain('>Työkokemus<');
      expect(html).not.toContain('>Experience<');
      // Not translated: the main text, in its own language.
      expect(html).toMatch(/<[a-z0-9]+ class="[^"]*" lang="en">React and TypeScript.<\//);
      expect(html).toMatch(
        /<a class="pc-lang" href="[^"]*\/kaksikielinen" hreflang="en" lang="en">Read in English<\/a>/,
      );
      expect(html).toMatch(/href="\/api\/pdf\/kaksikielinen\/\?lang=fi"/);
      expect(html).toMatch(/og\/[0-9a-f-]+\.jpg\?v=[^"&]+&amp;lang=fi"/);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(JSON.parse(ld!).jobTitle).toBe('Frontend-kehittäjä');
    }
  });

  it('over the network, the page cache answers the version the framework does, read from all after the first ?', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const language = (html: string) => /<html lang="([a-z]+)">/.exec(html)?.[1];
    for (const query of ['?lang=fi', '?utm_source=x&lang=fi', '?lang=fi?x', '?x=1?lang=fi']) {
      const framework = await page(`/${USERNAME}${query}`);
      // Twice: the first may be drawn, the second comes from the cache before the framework.
      for (let i = 0; i < 2; i++) {
        const network = await fetch(`${origin}/${USERNAME}${query}`);
        expect({ query, language: language(await network.text()) }).toEqual({
          query,
          language: language(framework.body),
        });
      }
    }
  });

  it('the public API reads either version, saying which texts fell back', async () => {
    const fi = await call(t, 'GET', `/api/cv/${USERNAME}/?lang=fi`);
    expect(fi.statusCode).toBe(200);
    const cv = fi.json().data as PublicCvDto;
    expect(cv.language).toBe('fi');
    expect(cv.languages).toEqual(['en', 'fi']);
    expect(cv.current_job_title).toBe('Frontend-kehittäjä');
    expect(cv.first_name).toBe('Aino');
    expect(cv.fallbacks).toContain('experiences.0.description');
    expect(cv.fallbacks).not.toContain('experiences.0.role');
    expect(JSON.stringify(cv)).not.toContain('translation');
    const en = (await call(t, 'GET', `/api/cv/${USERNAME}/`)).json().data as PublicCvDto;
    expect(en.language).toBe('en');
    expect(en.fallbacks).toEqual([]);
    expect((await call(t, 'GET', `/api/cv/${USERNAME}/?lang=xx`)).statusCode).toBe(400);
  });

  it('an edit of a translation shows on the public version at once', async () => {
    await page(`/${USERNAME}?lang=fi`);
    const res = await edit({ translations: { fi: { experiences: [] } } });
    expect(res.statusCode).toBe(200);
    const [job] = (await getCv()).experiences;
    await edit({
      translations: { fi: { experiences: [{ uuid: job!.uuid, role: 'Ohjelmoija' }] } },
    });
    expect((await page(`/${USERNAME}?lang=fi`)).body).toContain('>Ohjelmoija<');
  });

  it('a new main language swaps the versions, losing neither', async () => {
    const before = await getCv();
    const res = await edit({ language: 'fi' });
    expect(res.statusCode).toBe(200);
    const swapped = await getCv();
    expect(swapped.language).toBe('fi');
    expect(swapped.current_job_title).toBe('Frontend-kehittäjä');
    expect(swapped.experiences[0]?.role).toBe('Ohjelmoija');
    expect(swapped.translations.en?.current_job_title).toBe(before.current_job_title);
    expect(swapped.translations.en?.experiences).toEqual([
      { uuid: before.experiences[0]!.uuid, role: before.experiences[0]!.role },
    ]);
    expect((await page(`/${USERNAME}`)).body).toContain('<html lang="fi">');
    expect((await page(`/${USERNAME}?lang=en`)).body).toContain('>Developer<');

    const back = await edit({ language: 'en' });
    expect(back.statusCode).toBe(200);
    const restored = await getCv();
    expect(mainVersion(restored)).toEqual(mainVersion(before));
    expect(restored.translations).toEqual(before.translations);
  });

  it('a version written and made the main one in the same edit: the text is read as sent', async () => {
    const before = await getCv();
    const res = await edit({ language: 'fi', translations: { fi: { title: 'Kaksikielinen CV' } } });
    expect(res.statusCode).toBe(200);
    const after = await getCv();
    expect(after.language).toBe('fi');
    expect(after.title).toBe('Kaksikielinen CV');
    expect(after.translations.en?.title).toBe(before.title);
    await edit({ language: 'en' });
    const back = await getCv();
    expect(back.title).toBe(before.title);
    expect(back.translations.fi?.title).toBe('Kaksikielinen CV');
  });

  it('keeps both when one tab edits the main text and another its translation at once', async () => {
    const before = await getCv();
    for (let round = 0; round < 10; round++) {
      const [main, version] = await Promise.all([
        edit({ current_job_title: `Developer ${round}` }),
        edit({ translations: { fi: { bio_description: `Suomeksi ${round}.` } } }),
      ]);
      expect([main.statusCode, version.statusCode]).toEqual([200, 200]);
      const after = await getCv();
      expect(after.current_job_title).toBe(`Developer ${round}`);
      expect(after.translations.fi?.bio_description).toBe(`Suomeksi ${round}.`);
      // Nothing else moved: the rest of the main version, and the rest of the Finnish one.
      expect(mainVersion({ ...after, current_job_title: before.current_job_title })).toEqual(
        mainVersion(before),
      );
      expect({ ...after.translations.fi, bio_description: null }).toEqual({
        ...before.translations.fi,
        bio_description: null,
      });
    }
    await edit({ current_job_title: before.current_job_title });
  });

  it('the other version alone can go, and the page then names one language', async () => {
    const res = await edit({ translations: { fi: null } });
    expect(res.statusCode).toBe(200);
    expect((await getCv()).translations).toEqual({});
    const html = (await page(`/${USERNAME}?lang=fi`)).body;
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:locale:alternate');
  });
});
