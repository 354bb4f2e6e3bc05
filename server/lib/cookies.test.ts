import { describe, expect, it } from 'vitest';
import { cookieToSet, readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, by its whole name', () => {
    const header = 'my_cv_owner=forged; cv_owner=abc.def; other=1';
    expect(readCookie(header, 'cv_owner')).toBe('abc.def');
    expect(readCookie(header, 'owner')).toBeNull();
    expect(readCookie(undefined, 'cv_owner')).toBeNull();
    expect(readCookie('cv_owner', 'cv_owner')).toBeNull();
  });
});

describe('cookieToSet', () => {
  it('is HttpOnly and Lax, and Secure only over https', () => {
    const plain = cookieToSet('a', 'b', { path: '/x/', maxAgeSeconds: 60, secure: false });
    expect(plain).toBe('a=b; Path=/x/; Max-Age=60; HttpOnly; SameSite=Lax');
    expect(cookieToSet('a', '', { path: '/', maxAgeSeconds: 0, secure: true })).toMatch(
      /; Secure$/,
    );
  });
});
