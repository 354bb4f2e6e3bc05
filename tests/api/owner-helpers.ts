/** Owners with a username and CVs with a photo, as most CV tests need them. */
import { expect } from 'vitest';
import type { CvDto } from '@/domain/cv';
import { SAMPLE_CV } from '../fixtures/sample-cv';
import { call, type TestApp } from './harness';
import { multipart, png } from './images';
import { signUpWithUsername } from './users-helpers';

let n = 0;

/** A signed-up, verified account with a username (`{prefix}user{n}`), unique within the run. */
export async function newOwner(t: TestApp, prefix = 'data') {
  n += 1;
  const email = `${prefix}-${n}@example.com`;
  const username = `${prefix}user${n}`;
  const session = await signUpWithUsername(t, email, username);
  return { ...session, email, username, token: session.tokens.access };
}

/** The create_cv form of the sample CV (with `extra` fields) and a photo. */
export async function cvFormWithPhoto(extra: Record<string, unknown> = {}) {
  const fields = Object.fromEntries(
    Object.entries({ ...SAMPLE_CV, ...extra }).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );
  return multipart(fields, {
    name: 'photo',
    filename: 'me.png',
    type: 'image/png',
    bytes: await png(),
  });
}

/** A new CV of the owner, sent as JSON (the sample CV unless told otherwise), as it was stored. */
export async function createCv(t: TestApp, token: string, cv: object = SAMPLE_CV): Promise<CvDto> {
  const res = await call(t, 'POST', '/api/cv/create_cv/', { json: cv, token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CvDto;
}

/** A new CV of the owner from the sample CV (with `extra` fields) and a photo, as the wizard sends it. */
export async function createCvWithPhoto(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
) {
  const form = await cvFormWithPhoto(extra);
  const res = await call(t, 'POST', '/api/cv/create_cv/', { form, token });
  expect(res.statusCode).toBe(201);
  return res.json().data as { uuid: string; photo: string; slug: string | null };
}

/** A refusal's messages by field, nested lists read as 'projects → 0 → name'. */
export function flatErrors(body: unknown, at: string[] = []): Record<string, string[]> {
  if (Array.isArray(body) && body.every((m) => typeof m === 'string'))
    return { [at.join(' → ')]: body };
  if (typeof body !== 'object' || body === null) return {};
  return Object.assign(
    {},
    ...Object.entries(body).map(([key, value]) => flatErrors(value, [...at, key])),
  );
}

/**
 * A change both writes refuse with one field's message: edit_cv on a CV made of `cv` (which stays
 * as it was, not even its version moving on), and create_cv of `cv` with the change in it.
 */
export async function expectRefusedEverywhere(
  t: TestApp,
  cv: object,
  change: object,
  field: string,
  message: RegExp,
) {
  const owner = await newOwner(t, 'refusals');
  const made = await createCv(t, owner.token, cv);
  const read = async () =>
    (await call(t, 'GET', `/api/cv/get_cv/${made.uuid}/`, { token: owner.token })).json();
  const before = await read();
  const res = await call(t, 'PATCH', `/api/cv/edit_cv/${made.uuid}/`, {
    token: owner.token,
    json: change,
  });
  expect(res.statusCode).toBe(400);
  const errors = flatErrors(res.json());
  expect(Object.keys(errors)).toEqual([field]);
  expect(errors[field]![0]).toMatch(message);
  expect(await read()).toEqual(before);
  const created = await call(t, 'POST', '/api/cv/create_cv/', {
    json: { ...cv, ...change },
    token: owner.token,
  });
  expect(created.statusCode).toBe(400);
  expect(Object.keys(flatErrors(created.json()))).toEqual([field]);
}
