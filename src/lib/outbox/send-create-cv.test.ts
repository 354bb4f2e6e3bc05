import { describe, expect, it } from 'vitest';
import { CV_CREATE_DEFAULTS, type CvDraftContent } from '@/domain/cv';
import { sendCreateCv, type CreateCvTransport } from './send-create-cv';

const draft: CvDraftContent = {
  ...CV_CREATE_DEFAULTS,
  language: 'en',
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino@example.com',
};
const entry = { id: 'draft-1', payload: draft, photo: null };

/** A transport whose post answers `body` as a success, and remembers what it was sent. */
function answering(body: unknown) {
  const sent: { path: string; headers: Record<string, string> }[] = [];
  const transport: CreateCvTransport = {
    post: (path, _form, headers) => {
      sent.push({ path, headers });
      return Promise.resolve(body);
    },
    failureOf: () => ({ kind: 'unknown', parsed: null }),
    isOnline: () => true,
  };
  return { transport, sent };
}

describe('sending a CV from the outbox', () => {
  it('is created with the uuid the server answered, sent once under the draft’s id', async () => {
    const uuid = '0b7c2a52-8f4e-4c55-9a3e-2d1f2c3b4a5d';
    const { transport, sent } = answering({ data: { uuid } });
    expect(await sendCreateCv(entry, transport)).toEqual({ kind: 'created', uuid });
    expect(sent).toEqual([{ path: '/cv/create_cv/', headers: { 'Idempotency-Key': 'draft-1' } }]);
  });

  it('a success without the uuid waits to be sent again and says the CV ID is missing', async () => {
    for (const body of [{ data: {} }, { data: { uuid: '' } }, {}, null, 'OK']) {
      const outcome = await sendCreateCv(entry, answering(body).transport);
      expect(outcome).toMatchObject({ kind: 'server', status: null, missingId: true });
    }
  });
});
