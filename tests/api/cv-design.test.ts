/**
 * A CV's design (issue 49): taken by create_cv in both its forms and by edit_cv, answered by get_cv
 * and the public API, kept when anything else changes, and refused with its field when a value is
 * not one of its choices, leaving the CV as it was.
 */
import { describe, expect, it } from 'vitest';
import type { CvDto } from '@/domain/cv';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { appForFile, call } from './harness';
import { cvFormWithPhoto, createCv, expectRefusedEverywhere, newOwner } from './owner-helpers';

const t = appForFile();

const DESIGN = {
  accent: '#1F6F8B',
  typeface: 'serif',
  size: 'l',
  density: 'airy',
  page: 'letter',
  photo_shape: 'rounded',
} as const;
const STORED = { ...DESIGN, accent: '#1f6f8b' };

async function getCv(token: string, id: string): Promise<CvDto> {
  const res = await call(t, 'GET', `/api/cv/get_cv/${id}/`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data as CvDto;
}

const edit = (token: string, id: string, json: object, language = 'en') =>
  call(t, 'PATCH', `/api/cv/edit_cv/${id}/`, {
    token,
    json,
    headers: { 'accept-language': language },
  });

describe('a CV design', () => {
  it('is none at first: every key is the template’s', async () => {
    const owner = await newOwner(t, 'design');
    const cv = await createCv(t, owner.token);
    expect(cv.design).toEqual({});
  });

  it('is taken by create_cv as JSON and as a form’s JSON string, and answered to all', async () => {
    const owner = await newOwner(t, 'design');
    const cv = await createCv(t, owner.token, { ...SAMPLE_CV, design: DESIGN });
    expect(cv.design).toEqual(STORED);
    expect((await getCv(owner.token, cv.uuid)).design).toEqual(STORED);
    // The wizard's form (one CV on the free plan: another owner's).
    const other = await newOwner(t, 'design');
    const form = await cvFormWithPhoto({ design: { typeface: 'mono' } });
    const made = await call(t, 'POST', '/api/cv/create_cv/', { form, token: other.token });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.design).toEqual({ typeface: 'mono' });
    // A stranger reads the public CV's design as the page draws it.
    const shown = await call(t, 'GET', `/api/cv/${owner.username}/`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.design).toEqual(STORED);
  });

  it('is replaced whole by edit_cv, and kept by every other change', async () => {
    const owner = await newOwner(t, 'design');
    const cv = await createCv(t, owner.token, { ...SAMPLE_CV, design: DESIGN });
    const renamed = await edit(owner.token, cv.uuid, { title: 'For Nordic Apps' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.design).toEqual(STORED);
    const changed = await edit(owner.token, cv.uuid, { design: { typeface: 'humanist' } });
    expect(changed.statusCode).toBe(200);
    const after = await getCv(owner.token, cv.uuid);
    expect(after.design).toEqual({ typeface: 'humanist' });
    expect(after.title).toBe('For Nordic Apps');
    expect(after.experiences).toEqual(cv.experiences);
  });

  it.each([
    ['a colour that is no colour', { design: { accent: 'teal' } }, 'design → accent', /#1f6f8b/],
    ['a typeface not offered', { design: { typeface: 'comic' } }, 'design → typeface', /./],
    ['a page format not offered', { design: { page: 'a5' } }, 'design → page', /./],
    ['a key the design has not', { design: { font: 'serif' } }, 'design', /./],
    ['a design that is no object', { design: 'serif' }, 'design', /./],
  ])('refuses %s with its field, and changes nothing', async (_name, change, field, message) => {
    await expectRefusedEverywhere(t, { ...SAMPLE_CV, design: DESIGN }, change, field, message);
  });

  it('words a refused colour in Finnish for a Finnish user', async () => {
    const owner = await newOwner(t, 'design');
    const cv = await createCv(t, owner.token);
    const res = await edit(owner.token, cv.uuid, { design: { accent: '#12' } }, 'fi');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      design: {
        accent: ['Anna väri muodossa # ja kuusi heksadesimaalimerkkiä, esimerkiksi #1f6f8b.'],
      },
    });
  });
});
