/**
 * edit_cv's contract: it changes exactly the fields it is sent, atomically, and refuses a write
 * based on a version that moved on (If-Match → 412). Every test compares the whole CV.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvCreateSchema, pick, type CvContent, type CvDto } from '@/domain/cv';
import { withTidySections } from '@/domain/sections';
import { normalizeSlug } from '@/domain/slug';
import { cvs } from '@server/db/schema';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { cvArb, fieldsArb } from '@/domain/test-arbitraries';
import { bearer, call, startTestApp, type TestApp } from './harness';
import { createCv } from './owner-helpers';
import { signUpWithUsername } from './users-helpers';

let t: TestApp;
let access: string;
let cvId: string;

const auth = () => bearer(access);

async function getCv(id = cvId) {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/`, { headers: auth() });
  expect(res.statusCode).toBe(200);
  return { cv: res.json().data as CvDto, etag: res.headers.etag };
}

async function patch(body: object, headers: Record<string, string> = {}, id = cvId) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/cv/edit_cv/${id}/`,
    payload: body,
    headers: { ...auth(), ...headers },
  });
}

/** The CV with its time and version set aside: what an edit must leave alone or replace. */
function content(cv: CvDto) {
  const { updated_at: _u, version: _v, ...rest } = cv;
  return rest;
}

const full: CvContent = cvCreateSchema.parse({ ...SAMPLE_CV, language: 'fi', is_public: false });

beforeAll(async () => {
  t = await startTestApp();
  const user = await signUpWithUsername(t, 'edit-owner@example.com', 'editowner');
  access = user.tokens.access;
  cvId = (await createCv(t, access, full)).uuid;
});
afterAll(async () => {
  await t.close();
});

describe('edit_cv changes exactly the fields it is sent', () => {
  it('keeps a full CV whole when only the address and visibility change (the settings dialog)', async () => {
    const before = (await getCv()).cv;
    const res = await patch({ slug: 'my-cv', is_public: true });
    expect(res.statusCode).toBe(200);
    const after = (await getCv()).cv;
    expect(res.json().data).toEqual(after);
    expect(content(after)).toEqual({ ...content(before), slug: 'my-cv', is_public: true });
    expect(after.version).toBe(before.version + 1);
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
  });

  it('leaves a private CV private when only its slug changes, and every one-field edit alone', async () => {
    await patch({ is_public: false });
    for (const change of [
      { slug: 'renamed' },
      { theme: 'templateC' },
      { skills: [{ skill_name: 'Go', proficiency: 'beginner' }] },
      { title: 'Only the title' },
    ]) {
      const before = (await getCv()).cv;
      const res = await patch(change);
      expect(res.statusCode).toBe(200);
      const after = (await getCv()).cv;
      const { skills: _s, ...rest } = content(after);
      const { skills: _b, ...restBefore } = content(before);
      if ('skills' in change) {
        expect(rest).toEqual(restBefore);
        expect(after.skills).toEqual([
          { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), ...change.skills?.[0] },
        ]);
      } else {
        expect(content(after)).toEqual({ ...content(before), ...change });
      }
      expect(after.is_public).toBe(false);
    }
  });

  it('for any valid CV and any subset of fields: PATCH then GET is the old CV with exactly those replaced', async () => {
    await fc.assert(
      fc.asyncProperty(
        cvArb,
        cvArb,
        fieldsArb,
        fc.option(fc.constantFrom('', 'none', 'cv-2', 'My-Page'), { nil: undefined }),
        async (start, other, fields, slug) => {
          // Start from the generated CV: every field sent, so every field is set.
          expect((await patch({ ...start, slug: '' })).statusCode).toBe(200);
          const before = (await getCv()).cv;
          expect(content(before)).toEqual(content({ ...before, ...start, slug: null }));

          const body = { ...pick(other, fields), ...(slug === undefined ? {} : { slug }) };
          const res = await patch(body);
          expect(res.statusCode).toBe(200);
          const after = (await getCv()).cv;
          expect(res.json().data).toEqual(after);

          // An order or a hidden list sent is kept without the own sections the CV then lacks.
          const merged = { ...content(before), ...pick(other, fields) };
          const tidied = pick(
            withTidySections(merged),
            fields.filter((key) => key === 'section_order' || key === 'hidden_sections'),
          );
          const expected = {
            ...merged,
            ...tidied,
            slug: slug === undefined ? before.slug : normalizeSlug(slug),
          };
          expect(content(after)).toEqual(expected);
          // Byte-identical: the fields not sent serialise exactly as before.
          for (const key of Object.keys(content(before)) as Array<
            keyof ReturnType<typeof content>
          >) {
            if (!(key in body))
              expect(JSON.stringify(after[key])).toBe(JSON.stringify(before[key]));
          }
          const wrote = fields.length > 0 || slug !== undefined;
          expect(after.version).toBe(before.version + (wrote ? 1 : 0));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses an invalid field with 400 and changes nothing, not even the version', async () => {
    const before = await getCv();
    for (const body of [
      { first_name: '   ' },
      {
        experiences: [{ ...full.experiences[0], start_date: '2022-01-01', end_date: '2021-01-01' }],
      },
      { links: [{ link_type: 'website', url: 'javascript:alert(1)' }] },
      { skills: Array.from({ length: 4 }, () => ({ skill_name: 'x', proficiency: 'expert' })) },
      { nonsense: 1 },
      { theme: 'templateZ' },
      { language: 'sv' },
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await getCv()).toEqual(before);
  });
});

describe('a saved row has its start month (docs/decisions.md)', () => {
  it('is refused without one, and a row stored before the rule stays until its list is written', async () => {
    const before = await getCv();
    const noStart = { ...full.experiences[0]!, start_date: null };
    expect((await patch({ experiences: [noStart] })).statusCode).toBe(400);
    expect(await getCv()).toEqual(before);

    // A CV saved before the rule: read as it is, and edited in its other fields.
    await t.database.db
      .update(cvs)
      .set({ experiences: [noStart] })
      .where(sql`${cvs.id} = ${cvId}`);
    const old = (await getCv()).cv;
    expect(old.experiences).toEqual([noStart]);
    expect((await patch({ title: 'Still editable' })).statusCode).toBe(200);
    expect((await getCv()).cv.experiences).toEqual([noStart]);
    const resent = await patch({ experiences: [noStart] });
    expect(resent.statusCode).toBe(400);
    expect(resent.json()).toEqual({
      experiences: { 0: { start_date: ['This field is required.'] } },
    });
    expect((await patch({ experiences: full.experiences })).statusCode).toBe(200);
  });
});

describe('concurrent edits', () => {
  it('keeps every change when different fields are edited at once (20 rounds of 3)', async () => {
    for (let round = 0; round < 20; round++) {
      const before = (await getCv()).cv;
      const edits = [
        { title: `Title ${round}` },
        { phone: `+358 40 ${1000 + round}` },
        { bio_description: `Bio of round ${round}` },
      ];
      const answers = await Promise.all(edits.map((edit) => patch(edit)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const after = (await getCv()).cv;
      expect(content(after)).toEqual({ ...content(before), ...edits[0], ...edits[1], ...edits[2] });
      expect(after.version).toBe(before.version + 3);
    }
  });
});

describe('stale writes (ETag / If-Match)', () => {
  it('answers get_cv with the version as ETag, and edit_cv with the new one', async () => {
    const { cv, etag } = await getCv();
    expect(etag).toBe(`"${cv.version}"`);
    const res = await patch({ title: 'With If-Match' }, { 'if-match': etag! });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"${cv.version + 1}"`);
  });

  it('refuses a write based on an older version with 412 and the current CV, and changes nothing', async () => {
    const old = await getCv();
    expect((await patch({ phone: '+358 50 1' })).statusCode).toBe(200);
    const current = await getCv();

    const res = await patch({ title: 'From the laptop' }, { 'if-match': old.etag! });
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ error_code: 'version_conflict', data: current.cv });
    expect(res.json().detail).toMatch(/changed/);
    expect(res.headers.etag).toBe(current.etag);
    expect(await getCv()).toEqual(current);

    const fi = await patch({ title: 'x' }, { 'if-match': old.etag!, 'accept-language': 'fi' });
    expect(fi.json().detail).toMatch(/muutettu/);
  });

  it('lets exactly one of two writes based on the same version land', async () => {
    const { etag, cv } = await getCv();
    const answers = await Promise.all([
      patch({ title: 'Phone' }, { 'if-match': etag! }),
      patch({ title: 'Laptop' }, { 'if-match': etag! }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const after = (await getCv()).cv;
    expect(after.version).toBe(cv.version + 1);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data as CvDto;
    expect(after).toEqual(winner);
  });

  it('answers 400, not 500, to an If-Match that is no version of ours', async () => {
    const before = await getCv();
    for (const value of ['abc', '"x"', 'W/"', '"99999999999999"']) {
      const res = await patch({ title: 'nope' }, { 'if-match': value });
      expect(res.statusCode, value).toBe(400);
    }
    expect(await getCv()).toEqual(before);
  });
});

describe('the public answer', () => {
  it('carries the public schema’s fields and nothing private', async () => {
    await patch({ is_public: true, slug: '' });
    const res = await call(t, 'GET', '/api/cv/editowner/');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(
      [
        ...['uuid', 'slug', 'username', 'photo', 'created_at', 'updated_at', ...Object.keys(full)],
        // Which language versions there are, and which texts of this one are the main text.
        ...['languages', 'fallbacks'],
      ]
        // The owner's settings are not for strangers.
        .filter((k) => k !== 'is_public' && k !== 'pdf_qr_code')
        .sort(),
    );
  });
});
