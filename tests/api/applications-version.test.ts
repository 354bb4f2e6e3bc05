/**
 * An application's version of its CV (src/domain/cv-version.ts): read as get_cv reads the CV, its
 * version and ETag the CV's and the application's together; edited with edit_cv's fields, of which
 * it keeps only what differs from the CV, so the CV's later edits flow into it except where it
 * words a text its own way; rows it leaves out hidden, rows added to the CV shown; what only the CV
 * may change, rows the CV lacks and stale versions refused, with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import type { CvDto } from '@/domain/cv';
import { LIMITS } from '@/domain/limits';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { createApplication, readApplication, readVersion } from './applications-helpers';
import { appForFile, call } from './harness';
import { createCv, newOwner } from './owner-helpers';
import { makePremium } from './users-helpers';

const t = appForFile();

const EXPERIENCES = [
  { ...SAMPLE_CV.experiences[0]!, company_name: 'Nordic Apps', start_date: '2021-03-01' },
  {
    company_name: 'Wolt',
    role: 'Intern',
    description: 'Delivery maps.',
    location: 'Helsinki',
    start_date: '2019-05-01',
    end_date: '2020-08-01',
  },
];

/** An owner, a CV with two experiences, and an application of it. */
async function setUp() {
  const owner = await newOwner(t, 'versions');
  const cv = await createCv(t, owner.token, { ...SAMPLE_CV, experiences: EXPERIENCES });
  const application = await createApplication(t, owner.token, { cv: cv.uuid, company: 'Kesko' });
  const readCv = async () =>
    (await call(t, 'GET', `/api/cv/get_cv/${cv.uuid}/`, { token: owner.token })).json()
      .data as CvDto;
  const url = `/api/applications/${application.uuid}/cv/`;
  const edit = (json: object, etag: string, headers: Record<string, string> = {}) =>
    call(t, 'PATCH', url, { token: owner.token, json, headers: { 'if-match': etag, ...headers } });
  const read = () => readVersion(t, owner.token, application.uuid);
  return { owner, cv, application, readCv, edit, read };
}

/** What a version does differently: its overrides without the parts a patch left empty. */
const differs = (overrides: Record<string, object>) =>
  Object.fromEntries(Object.entries(overrides).filter(([, part]) => Object.keys(part).length));

/** get_cv's fields of a version answer, its own two keys and the version set aside. */
function asCv(version: Record<string, unknown>) {
  const { application: _a, overrides: _o, version: _v, ...cv } = version;
  return cv;
}

describe('the version of a CV an application keeps', () => {
  it('reads as get_cv reads the CV, with the application, its overrides and the two versions together', async () => {
    const { cv, application, read, readCv } = await setUp();
    const { version, etag } = await read();
    const { version: cvVersion, ...cvFields } = await readCv();
    expect(asCv(version)).toEqual(cvFields);
    expect(version).toMatchObject({ application: application.uuid, overrides: {} });
    expect(version.version).toBe(cvVersion + application.version);
    expect(etag).toBe(`"${cv.version + 1}"`);
  });

  it('keeps a changed bio as its own, leaves the CV alone, and takes the CV’s later edits elsewhere', async () => {
    const { owner, cv, application, edit, read, readCv } = await setUp();
    const before = await readCv();
    const { etag } = await read();
    const res = await edit({ bio_description: 'Kesko’s stores, faster.' }, etag);
    expect(res.statusCode, res.body).toBe(200);
    const version = res.json().data;
    expect(version.bio_description).toBe('Kesko’s stores, faster.');
    expect(res.headers.etag).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
    expect(version.version).toBe(Number(JSON.parse(etag)) + 1);
    // Only the bio is the version's own; the CV is as it was.
    const overrides = { texts: { en: { bio_description: 'Kesko’s stores, faster.' } } };
    expect(version.overrides).toEqual(overrides);
    const stored = (await readApplication(t, owner.token, application.uuid)).application;
    expect(stored).toMatchObject({ overrides, version: 2 });
    expect(await readCv()).toEqual(before);
    expect((await read()).version).toEqual(version);

    // The owner edits the CV: its new title flows into the version, its new bio does not.
    const cvEdit = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { current_job_title: 'Senior Frontend Developer', bio_description: 'New CV bio.' },
    });
    expect(cvEdit.statusCode).toBe(200);
    const after = await read();
    expect(after.version).toMatchObject({
      current_job_title: 'Senior Frontend Developer',
      bio_description: 'Kesko’s stores, faster.',
      version: version.version + 1,
    });
    expect(after.etag).toBe(`"${version.version + 1}"`);

    // Sent back as the CV has it, the text is the version's own no more: it follows the CV again.
    const back = await edit({ bio_description: 'New CV bio.' }, after.etag);
    expect(back.statusCode).toBe(200);
    expect(differs(back.json().data.overrides)).toEqual({});
    expect(back.json().data.bio_description).toBe('New CV bio.');
  });

  it('hides a row the sent list leaves out, keeps its order, and shows a row added to the CV later', async () => {
    const { owner, cv, application, edit, read, readCv } = await setUp();
    const [nordic, wolt] = (await readCv()).experiences;
    const { etag } = await read();
    // The version shows Wolt alone, with its own wording of the role.
    const res = await edit({ experiences: [{ ...wolt, role: 'Maps intern' }] }, etag);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.experiences).toEqual([{ ...wolt, role: 'Maps intern' }]);
    expect(differs(res.json().data.overrides)).toEqual({
      texts: { en: { [`experiences.${wolt!.uuid}.role`]: 'Maps intern' } },
      hidden: { [`experiences.${nordic!.uuid}`]: true },
    });
    expect((await readCv()).experiences).toEqual([nordic, wolt]);

    // Both shown again, in the version's own order.
    const reordered = await edit({ experiences: [wolt, nordic] }, res.headers.etag as string);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.experiences).toEqual([wolt, nordic]);
    expect(differs(reordered.json().data.overrides)).toEqual({
      order: { experiences: [wolt!.uuid, nordic!.uuid] },
    });

    // A row the CV gets later appears in the version, after the row it follows in the CV.
    const added = {
      company_name: 'Reaktor',
      role: 'Lead',
      description: '',
      location: 'Helsinki',
      start_date: '2024-01-01',
      end_date: null,
    };
    const cvEdit = await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { experiences: [nordic, added, wolt] },
    });
    expect(cvEdit.statusCode, cvEdit.body).toBe(200);
    const shown = (await read()).version.experiences.map(
      (row: { company_name: string }) => row.company_name,
    );
    expect(shown).toEqual(['Wolt', 'Nordic Apps', 'Reaktor']);
    expect((await readApplication(t, owner.token, application.uuid)).application.version).toBe(3);
  });

  it('refuses what only the CV may change, and rows the CV lacks, with their field and nothing changed', async () => {
    const { owner, application, edit, read, readCv } = await setUp();
    const [nordic, wolt] = (await readCv()).experiences;
    const before = await read();
    const cvBefore = await readCv();
    const refusals: Array<[change: object, field: string[], message: RegExp]> = [
      [
        { experiences: [{ ...nordic, start_date: '2020-01-01' }, wolt] },
        ['experiences', '0', 'start_date'],
        /change this in the CV itself/,
      ],
      [
        { experiences: [nordic, { ...wolt, uuid: crypto.randomUUID() }] },
        ['experiences', '1'],
        /add this one to the CV first/,
      ],
      [{ first_name: 'Someone' }, ['first_name'], /change this in the CV itself/],
      [{ translations: { en: { title: 'x' } } }, ['translations', 'en'], /own language/],
      // The version's own title, longer than a CV's title may be.
      [{ title: 'x'.repeat(LIMITS.title + 1) }, ['title'], /100/],
    ];
    for (const [change, field, message] of refusals) {
      const res = await edit(change, before.etag);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      let node = res.json();
      for (const part of field) node = node[part];
      expect(node?.[0], `${JSON.stringify(change)}: ${res.body}`).toMatch(message);
      expect(await read()).toEqual(before);
    }
    expect(await readCv()).toEqual(cvBefore);
    expect((await readApplication(t, owner.token, application.uuid)).application.version).toBe(1);
  });

  it('wants If-Match, and refuses a stale one with 412 and the version as it is', async () => {
    const { owner, cv, edit, read } = await setUp();
    const old = await read();
    await call(t, 'PATCH', `/api/cv/edit_cv/${cv.uuid}/`, {
      token: owner.token,
      json: { title: 'Moved on' },
    });
    const current = await read();
    const stale = await edit({ bio_description: 'Too late.' }, old.etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error_code: 'version_conflict', data: current.version });
    expect(stale.headers.etag).toBe(current.etag);
    const missing = await call(t, 'PATCH', `/api/applications/${current.version.application}/cv/`, {
      token: owner.token,
      json: { bio_description: 'No version named.' },
    });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error_code).toBe('if_match_required');
    expect(await read()).toEqual(current);
  });

  it('applies an edit sent again with its Idempotency-Key once', async () => {
    const { edit, read } = await setUp();
    const { etag } = await read();
    const key = { 'idempotency-key': 'version-edit-0001' };
    const first = await edit({ title: 'For Kesko' }, etag, key);
    expect(first.statusCode).toBe(200);
    const replay = await edit({ title: 'For Kesko' }, etag, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
  });

  it('keeps its versions rising when the application moves to another CV', async () => {
    const owner = await newOwner(t, 'versions');
    await makePremium(t, owner.user.uuid);
    const busy = await createCv(t, owner.token);
    for (const title of ['One', 'Two', 'Three'])
      await call(t, 'PATCH', `/api/cv/edit_cv/${busy.uuid}/`, {
        token: owner.token,
        json: { title },
      });
    const fresh = await createCv(t, owner.token, { ...SAMPLE_CV, title: 'Fresh' });
    const application = await createApplication(t, owner.token, { cv: busy.uuid });
    const before = await readVersion(t, owner.token, application.uuid);
    expect(before.version.version).toBe(4 + 1);
    const moved = await call(t, 'PATCH', `/api/applications/${application.uuid}/`, {
      token: owner.token,
      json: { cv: fresh.uuid },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.cv).toBe(fresh.uuid);
    const after = await readVersion(t, owner.token, application.uuid);
    expect(after.version.title).toBe('Fresh');
    expect(after.version.version).toBeGreaterThan(before.version.version);
  });
});
