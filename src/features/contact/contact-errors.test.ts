import '@/lib/i18n-for-tests';
import { describe, expect, it } from 'vitest';
import { contactErrorBody, contactFieldErrors, describeContactFailure } from './contact-errors';

describe('contactErrorBody', () => {
  it('reads a field tree from error_code, then error, then the data itself', () => {
    expect(contactErrorBody({ error_code: { email: ['Bad'] } })).toEqual({ email: ['Bad'] });
    expect(contactErrorBody({ error: { subject: ['Too long'] } })).toEqual({
      subject: ['Too long'],
    });
    expect(contactErrorBody({ error: 'Plain text' })).toBe('Plain text');
    const data = { name: ['This field is required.'] };
    expect(contactErrorBody(data)).toBe(data);
    // Our API's error_code is a machine code; the body stays as it is.
    const refusal = { detail: 'Wait', error_code: 'rate_limited' };
    expect(contactErrorBody(refusal)).toBe(refusal);
  });
});

describe('describeContactFailure', () => {
  it('words a 400 as field: message', () => {
    expect(describeContactFailure(400, { message: ['This field is required.'] })).toEqual({
      kind: 'validation',
      text: 'message: This field is required.',
    });
    expect(describeContactFailure(400, { error: 'Bad input' })).toEqual({
      kind: 'validation',
      text: 'Error: Bad input',
    });
    expect(describeContactFailure(400, {})).toEqual({
      kind: 'validation',
      text: 'Unknown: An unknown validation error occurred',
    });
  });

  it('uses the server detail for other failures, or nothing for the default', () => {
    expect(
      describeContactFailure(429, {
        detail: 'Please wait 60 minutes.',
        error_code: 'rate_limited',
      }),
    ).toEqual({ kind: 'failed', detail: 'Please wait 60 minutes.' });
    expect(describeContactFailure(500, '')).toEqual({ kind: 'failed', detail: null });
    expect(describeContactFailure(502, '<html>Bad gateway</html>')).toEqual({
      kind: 'failed',
      detail: null,
    });
  });
});

describe('contactFieldErrors', () => {
  it('picks the first message of each form field', () => {
    expect(
      contactFieldErrors({ email: ['Bad address', 'Other'], message: ['Too long'], x: ['?'] }),
    ).toEqual({ email: 'Bad address', message: 'Too long' });
    expect(contactFieldErrors({ detail: 'Nope' })).toEqual({});
    expect(contactFieldErrors('text')).toEqual({});
  });
});
