import { describe, expect, it } from 'vitest';
import { answerOf, removedOf, type RefusalWords } from './cv-answers';

const cv = { uuid: 'c-1', version: 3, title: 'CV' };
const words = (body: unknown): RefusalWords => ({
  message: String((body as { detail?: unknown } | null)?.detail ?? ''),
  field: null,
});

describe('what an answer to a CV change means to the sync', () => {
  it('a success carries the CV; one without it is a server failure, sent again', () => {
    expect(answerOf(200, { data: cv }, words)).toEqual({ kind: 'ok', answer: cv });
    expect(answerOf(201, { data: {} }, words)).toEqual({ kind: 'server', missingId: true });
    expect(answerOf(200, '<html>', words)).toEqual({ kind: 'server', missingId: true });
  });

  it('412 is the record moved on, with its version now', () => {
    expect(answerOf(412, { data: cv }, words)).toEqual({ kind: 'conflict', answer: cv });
    expect(answerOf(412, null, words)).toEqual({ kind: 'server' });
  });

  it('401 waits for a sign-in, 404 is deleted elsewhere, a 4xx to act on is refused with its words', () => {
    expect(answerOf(401, null, words)).toEqual({ kind: 'signed-out' });
    expect(answerOf(404, null, words)).toEqual({ kind: 'gone' });
    const body = { detail: 'Enter a phone number' };
    expect(answerOf(400, body, words)).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Enter a phone number',
      field: null,
      body,
    });
  });

  it('408, 429 and a 5xx are the server’s failure, sent again later, with its own words if any', () => {
    for (const status of [408, 429, 500, 502, 503])
      expect(answerOf(status, '<html>Bad gateway</html>', words)).toEqual({
        kind: 'server',
        detail: null,
      });
    expect(answerOf(500, { detail: 'Something went wrong on our side.' }, words)).toEqual({
      kind: 'server',
      detail: 'Something went wrong on our side.',
    });
  });

  it('a delete is done when it is gone already, and waits like any change otherwise', () => {
    expect(removedOf(204, null, words)).toEqual({ kind: 'ok', answer: null });
    expect(removedOf(404, null, words)).toEqual({ kind: 'ok', answer: null });
    expect(removedOf(412, { data: cv }, words)).toEqual({ kind: 'server' });
    expect(removedOf(503, null, words)).toEqual({ kind: 'server', detail: null });
    expect(removedOf(401, null, words)).toEqual({ kind: 'signed-out' });
  });
});
