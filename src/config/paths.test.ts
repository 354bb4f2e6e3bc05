import { describe, expect, it } from 'vitest';
import { isAppRoute, paths } from './paths';

describe('isAppRoute', () => {
  it('knows the app pages, with their parameters', () => {
    expect(isAppRoute('/dashboard')).toBe(true);
    expect(isAppRoute('/cv/0b6f1c9e-8a5d-4e2b-9c1a-3f4d5e6a7b8c')).toBe(true);
    expect(isAppRoute(paths.verifyEmail.getHref('some-uuid', 'some-token'))).toBe(true);
  });

  it('sends a verification or reset link cut short to its own page, not to a public CV', () => {
    for (const prefix of ['/verify-email', '/reset-password']) {
      expect(isAppRoute(prefix)).toBe(true);
      expect(isAppRoute(`${prefix}/`)).toBe(true);
      expect(isAppRoute(`${prefix}/0b6f1c9e-8a5d-4e2b-9c1a-3f4d5e6a7b8c`)).toBe(true);
      expect(isAppRoute(`${prefix}/a/b/c`)).toBe(false);
    }
  });

  it('leaves public CV addresses to the public pages', () => {
    expect(isAppRoute('/aino')).toBe(false);
    expect(isAppRoute('/aino/designer')).toBe(false);
    expect(isAppRoute('/verify-emails/x')).toBe(false);
  });
});
