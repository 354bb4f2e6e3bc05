/**
 * A script sending made-up input to every application route: whatever it sends (any JSON, any
 * field of the schema with any value, any If-Match, any path), the answer is a refusal or a
 * success the schema allows, never a 5xx; a refused write leaves the application as it was, and a
 * stranger's made-up writes reach nothing of the owner's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELD_KEYS, applicationSchema } from '@/domain/applications';
import { createApplication, readApplication } from './applications-helpers';
import { appForFile, call } from './harness';
import { createCv, newOwner } from './owner-helpers';

const t = appForFile();

const ANSWERS = new Set([200, 201, 204, 400, 403, 404, 409, 412, 413, 415, 428]);

/** A field of the application's or the CV's with any value, or a made-up field. */
const anyField = fc.oneof(
  fc.constantFrom(
    ...APPLICATION_FIELD_KEYS,
    'current_job_title',
    'bio_description',
    'experiences',
    'language',
    'greeting',
    'body',
    'closing',
  ),
  fc.string({ maxLength: 12 }),
);
const anyBody = fc.oneof(
  fc.dictionary(anyField, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const anyTag = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: -2, max: 1e6 }).map((n) => `"${n}"`),
  fc.string({ maxLength: 20 }),
);
const anyTail = fc.constantFrom('', 'cv/', 'letter/', 'cv/pdf/', 'cv/docx/', 'reminder.ics');
const anyId = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9%._-]{1,40}$/));

describe('made-up input to the application routes', () => {
  it('is refused or taken as the schema allows, never a 5xx, and a refusal changes nothing', async () => {
    const owner = await newOwner(t, 'appfuzz');
    const cv = await createCv(t, owner.token);
    const mine = await createApplication(t, owner.token, { cv: cv.uuid, company: 'Kesko' });
    const stranger = await newOwner(t, 'appfuzzx');

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'PUT', 'GET', 'DELETE'),
        fc.boolean(),
        anyTail,
        anyBody,
        anyTag,
        fc.boolean(),
        anyId,
        async (method, own, tail, body, tag, strangerAsks, madeUpId) => {
          const before = await readApplication(t, owner.token, mine.uuid);
          const id = own ? mine.uuid : madeUpId;
          const url = method === 'POST' ? '/api/applications/' : `/api/applications/${id}/${tail}`;
          // DELETE of one's own application is a success the next runs cannot read after.
          const asked = method === 'DELETE' && own && !strangerAsks ? 'GET' : method;
          const res = await call(t, asked, url, {
            token: strangerAsks ? stranger.token : owner.token,
            ...(asked === 'GET' || asked === 'DELETE'
              ? {}
              : { raw: JSON.stringify(body), type: 'application/json' }),
            headers: tag ? { 'if-match': tag } : {},
          });
          expect(ANSWERS.has(res.statusCode), `${asked} ${url} ${res.statusCode} ${res.body}`).toBe(
            true,
          );
          const after = await readApplication(t, owner.token, mine.uuid);
          if (res.statusCode >= 400 || strangerAsks) expect(after).toEqual(before);
          else expect(applicationSchema.safeParse(after.application).success).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
