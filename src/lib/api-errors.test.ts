import './i18n-for-tests';
import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './api-errors';

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

  it('drops the non_field_errors label', () => {
    expect(parseErrorBody({ non_field_errors: ['Passwords do not match.'] }).text).toBe(
      'Passwords do not match.',
    );
  });
});
