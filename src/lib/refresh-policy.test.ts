import { describe, expect, it } from 'vitest';
import { onUnauthorized } from './refresh-policy';

/** An unsigned token with the given subject (only the payload is ever read on the client). */
function token(sub: string, n = 0): string {
  const payload = Buffer.from(JSON.stringify({ sub, n })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

const A1 = token('user-a', 1);
const A2 = token('user-a', 2);
const B1 = token('user-b', 1);

describe('onUnauthorized', () => {
  it('refreshes when the call was sent with the current token', () => {
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: A1, refreshToken: 'r1' }, null)).toBe(
      'refresh',
    );
  });

  it('only retries a call sent with a token that has been renewed since', () => {
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: A2, refreshToken: 'r2' }, null)).toBe(
      'retry',
    );
  });

  it('never retries a call of one account with the token of another', () => {
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: B1, refreshToken: 'rb' }, null)).toBe(
      'fail',
    );
  });

  it('stays quiet when the session has already been cleared', () => {
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: null, refreshToken: null }, 'r1')).toBe(
      'fail',
    );
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: null, refreshToken: null }, null)).toBe(
      'fail',
    );
  });

  it('does not try again a refresh token that already failed', () => {
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: A1, refreshToken: 'r1' }, 'r1')).toBe(
      'fail',
    );
  });

  it('ends a stored session that has no refresh token', () => {
    expect(onUnauthorized(`Bearer ${A1}`, { accessToken: A1, refreshToken: null }, null)).toBe(
      'end',
    );
  });

  it('leaves calls sent without a token alone', () => {
    expect(onUnauthorized(null, { accessToken: A1, refreshToken: 'r1' }, null)).toBe('fail');
    expect(onUnauthorized('', { accessToken: A1, refreshToken: 'r1' }, null)).toBe('fail');
  });
});
