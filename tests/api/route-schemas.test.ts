/**
 * Every /api/ and /media/ route says on itself what it takes and what it answers, as zod schemas:
 * its answers always, its path parameters, query string and body where it has them. Read from the
 * routes the real app adds (Fastify's onRoute hook), so a route added without them fails here.
 */
import diagnostics from 'node:diagnostics_channel';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, startTestApp, type TestApp } from './harness';

/** Routes that lack a part on purpose, each with why (`METHOD url: part`). */
const EXCEPTIONS: Record<string, string> = {
  'POST /api/cv/duplicate_cv/:uuid/: body':
    'takes no body: the copy is of the CV its path names, and whatever is sent is ignored',
  'POST /api/cv/owner-device/: body':
    'takes no body: the device marked is the one the cookie goes to, its user the signed-in one',
};

const METHODS_WITH_BODY = ['POST', 'PUT', 'PATCH'];
/** A handler that reads these without a schema for them parses its input by hand. */
const READS = { querystring: /\brequest\.query\b/, body: /\brequest\.body\b/ } as const;

interface Route {
  name: string;
  url: string;
  schema: Record<string, unknown>;
  handlerSource: string;
}

let t: TestApp | undefined;
const routes: Route[] = [];

beforeAll(async () => {
  // Fastify tells this channel of every instance it makes, before anything is added to it.
  const watch = (message: unknown) => {
    // The channel's message is `{ fastify }` (fastify.js, "fastify.initialization").
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat())
        routes.push({
          name: `${method} ${route.url}`,
          url: route.url ?? '',
          schema: { ...route.schema },
          handlerSource: String(route.handler),
        });
    });
  };
  diagnostics.subscribe('fastify.initialization', watch);
  try {
    t = await startTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', watch);
  }
});

afterAll(async () => {
  await t?.close();
});

const served = () => routes.filter((route) => /^\/(api|media)\//.test(route.url));

/** The parts `route` has no schema for, as `METHOD url: part`. */
function lacking(route: Route): string[] {
  const [method = ''] = route.name.split(' ');
  const needed = [
    'response',
    ...(/[:*]/.test(route.url) ? ['params'] : []),
    ...(READS.querystring.test(route.handlerSource) ? ['querystring'] : []),
    ...(METHODS_WITH_BODY.includes(method) || READS.body.test(route.handlerSource) ? ['body'] : []),
  ];
  return needed
    .filter((part) => route.schema[part] === undefined)
    .map((part) => `${route.name}: ${part}`);
}

describe('route schemas', () => {
  it('sees the routes the app adds (HEAD twins too, which carry their GET’s schemas)', () => {
    const names = served().map((route) => route.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/users/me/export/',
        'DELETE /api/users/me/',
        'GET /media/photos/:file',
        'HEAD /media/photos/:file',
        'GET /media/og/:file',
        'POST /api/payments/stripe/webhook/',
      ]),
    );
  });

  it('every /api/ and /media/ route declares its answers and the input it has', () => {
    const missing = served()
      .flatMap(lacking)
      .filter((part) => !(part in EXCEPTIONS));
    expect(missing).toEqual([]);
  });

  it('every response schema names a status and is a zod schema, as are the input schemas', () => {
    const notZod = served().flatMap((route) => {
      const { response, ...input } = route.schema;
      const answers = Object.entries(response ?? {});
      const schemas = [
        ...Object.entries(input).map(([part, schema]) => [part, schema] as const),
        ...answers.map(([status, schema]) => [`response ${status}`, schema] as const),
      ];
      return [
        ...(response !== undefined && answers.length === 0 ? [`${route.name}: response {}`] : []),
        ...schemas
          .filter(([, schema]) => !(schema instanceof z.ZodType))
          .map(([part]) => `${route.name}: ${part}`),
      ];
    });
    expect(notZod).toEqual([]);
  });

  it('names no exception that no longer applies', () => {
    const lacked = new Set(served().flatMap(lacking));
    expect(Object.keys(EXCEPTIONS).filter((exception) => !lacked.has(exception))).toEqual([]);
  });
});

describe('media names the schema does not take', () => {
  it('are a plain 404, never a 400', async () => {
    if (!t) throw new Error('the test app starts in beforeAll');
    const app = t;
    const id = randomUUID();
    for (const url of [
      '/media/photos/not-a-photo.webp',
      `/media/photos/${id}.png`,
      `/media/photos/${id.toUpperCase()}.webp`,
      `/media/photos/${id}.webp?t=one&t=two`,
      `/media/photos/${id}.webp?t[x]=1`,
      `/media/og/${id}.webp`,
      `/media/og/x${id}.jpg`,
      `/media/og/${id}.jpg?lang=xx&lang=yy`,
    ]) {
      const res = await call(app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe('Not found');
    }
  });
});
