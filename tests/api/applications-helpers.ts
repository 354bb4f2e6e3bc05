/** Job applications as their tests make and read them. */
import { expect } from 'vitest';
import type { Application } from '@/domain/applications';
import { call, type TestApp } from './harness';

/** A new application of the owner's CV (`company` unless told otherwise), as it was stored. */
export async function createApplication(
  t: TestApp,
  token: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Application> {
  const res = await call(t, 'POST', '/api/applications/', {
    token,
    json: { company: 'Nordic Apps', ...fields },
    headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Application;
}

/** The owner's application as GET answers it, with its ETag. */
export async function readApplication(t: TestApp, token: string, id: string) {
  const res = await call(t, 'GET', `/api/applications/${id}/`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { application: res.json().data as Application, etag: res.headers.etag };
}

/** The application's version of its CV as GET answers it, with its ETag. */
export async function readVersion(t: TestApp, token: string, id: string) {
  const res = await call(t, 'GET', `/api/applications/${id}/cv/`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return { version: res.json().data, etag: String(res.headers.etag) };
}
