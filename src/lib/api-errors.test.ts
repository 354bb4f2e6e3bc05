import './i18n-for-tests';
import { CallFailure } from './call-failure';
import { describe, expect, it } from 'vitest';
import {
  describeRefusal,
  errorBody,
  isExpectedFailure,
  parseErrorBody,
  toApiFailure,
} from './api-errors';

const answered = (status: number) =>
  new CallFailure('ERR_BAD_RESPONSE', 'GET', '/cv/', { status, data: {}, headers: new Headers() });

/** What the app's failure log makes of a thrown value. */
const expected = (error: unknown) => isExpectedFailure(toApiFailure(error));

describe('isExpectedFailure', () => {
  it('counts a refusal of what was sent and a lost network as normal use', () => {
    expect(expected(answered(400))).toBe(true);
    expect(expected(answered(412))).toBe(true);
    expect(expected(new CallFailure('ERR_NETWORK', 'GET', '/cv/'))).toBe(true);
  });

  it('reports server errors, timeouts and anything that is not an API call', () => {
    expect(expected(answered(500))).toBe(false);
    expect(expected(answered(503))).toBe(false);
    expect(expected(new CallFailure('ECONNABORTED', 'GET', '/cv/'))).toBe(false);
    expect(expected(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('parseErrorBody', () => {
  it('reads the first field message', () => {
    expect(parseErrorBody({ email: ['Please enter a valid email address.'] }).text).toBe(
      'email: Please enter a valid email address.',
    );
  });

  it('joins nested fields with arrows', () => {
    const body = {
      experiences: { 0: { end_date: ['Start date cannot be later than end date.'] } },
    };
    expect(parseErrorBody(body).text).toBe(
      'experiences → 0 → end_date: Start date cannot be later than end date.',
    );
  });

  it('walks nested lists of objects', () => {
    const body = { links: [{}, { url: ['Please enter a valid web address.'] }] };
    expect(parseErrorBody(body).text).toBe('links → 1 → url: Please enter a valid web address.');
  });

  it('shows a detail text as it is and keeps the error code', () => {
    const parsed = parseErrorBody(
      { detail: 'Too many attempts.', error_code: 'rate_limited' },
      429,
    );
    expect(parsed.text).toBe('Too many attempts.');
    expect(parsed.errorCode).toBe('rate_limited');
    expect(parsed.status).toBe(429);
  });

  it('treats a plain string as the field Error', () => {
    expect(parseErrorBody('Bad gateway').text).toBe('Error: Bad gateway');
  });

  it('falls back to the unknown validation error', () => {
    expect(parseErrorBody({}).text).toBe('Unknown: An unknown validation error occurred');
    expect(parseErrorBody(null).text).toBe('Unknown: An unknown validation error occurred');
  });

  it('says "Validation failed" for a 400 that names no field', () => {
    expect(parseErrorBody({}, 400).text).toBe('Validation failed');
    expect(parseErrorBody('', 400)).toMatchObject({ field: null, message: 'Validation failed' });
    // A 400 with a message keeps it.
    expect(parseErrorBody({ detail: 'Too many links.' }, 400).text).toBe('Too many links.');
  });

  it('drops the non_field_errors label', () => {
    expect(parseErrorBody({ non_field_errors: ['Passwords do not match.'] }).text).toBe(
      'Passwords do not match.',
    );
  });
});

// The contact form's rules (spec: "for contact, the body is read from error_code, error or the data").
const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

describe('errorBody', () => {
  it('reads a field tree from error_code, then error, then the data itself', () => {
    expect(errorBody({ error_code: { email: ['Bad'] } })).toEqual({ email: ['Bad'] });
    expect(errorBody({ error: { subject: ['Too long'] } })).toEqual({
      subject: ['Too long'],
    });
    expect(errorBody({ error: 'Plain text' })).toBe('Plain text');
    const data = { name: ['This field is required.'] };
    expect(errorBody(data)).toBe(data);
    // Our API's error_code is a machine code; the body stays as it is.
    const refusal = { detail: 'Wait', error_code: 'rate_limited' };
    expect(errorBody(refusal)).toBe(refusal);
  });
});

describe('describeRefusal', () => {
  it('words a 400 as field: message', () => {
    expect(
      describeRefusal(400, { message: ['This field is required.'] }, CONTACT_FIELDS),
    ).toMatchObject({
      invalid: true,
      text: 'message: This field is required.',
    });
    expect(describeRefusal(400, { error: 'Bad input' }, CONTACT_FIELDS)).toMatchObject({
      invalid: true,
      text: 'Error: Bad input',
    });
    expect(describeRefusal(400, {}, CONTACT_FIELDS)).toMatchObject({
      invalid: true,
      text: 'Validation failed',
    });
  });

  it('uses the server detail for other failures, or nothing for the default', () => {
    expect(
      describeRefusal(429, {
        detail: 'Please wait 60 minutes.',
        error_code: 'rate_limited',
      }),
    ).toMatchObject({ invalid: false, text: 'Please wait 60 minutes.', errorCode: 'rate_limited' });
    expect(describeRefusal(500, '')).toMatchObject({ invalid: false, text: null });
    expect(describeRefusal(502, '<html>Bad gateway</html>')).toMatchObject({
      invalid: false,
      text: null,
    });
  });

  it('picks the first message of each form field', () => {
    expect(
      describeRefusal(
        400,
        { email: ['Bad address', 'Other'], message: ['Too long'], x: ['?'] },
        CONTACT_FIELDS,
      ).fields,
    ).toEqual({ email: 'Bad address', message: 'Too long' });
    expect(describeRefusal(400, { detail: 'Nope' }, CONTACT_FIELDS).fields).toEqual({});
    expect(describeRefusal(400, 'text', CONTACT_FIELDS).fields).toEqual({});
  });

  it('leaves for the form only what its fields cannot show', () => {
    const onFields = describeRefusal(400, { email: ['Bad address'] }, ['email', 'password']);
    expect(onFields).toMatchObject({ fields: { email: 'Bad address' }, formText: null });
    const mixed = describeRefusal(400, { email: ['Bad address'], uuid: ['Invalid link.'] }, [
      'email',
      'password',
    ]);
    expect(mixed).toMatchObject({
      fields: { email: 'Bad address' },
      formText: 'uuid: Invalid link.',
    });
    expect(
      describeRefusal(400, { non_field_errors: ['Passwords do not match.'] }, ['email']),
    ).toMatchObject({ fields: {}, formText: 'Passwords do not match.' });
    expect(describeRefusal(400, { detail: 'Invalid link.' }, ['email']).formText).toBe(
      'Invalid link.',
    );
  });
});
