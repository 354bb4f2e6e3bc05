import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

const ID = '0b6a3d0e-8a4f-4c57-9f35-6d3a2a1b9c10';
const TOKEN = 'q5Xk0m7PZ1yZ0d3o1l1fM1D0m4c0Rk2v8G0sJ5a3bC9';

describe('redactUrl', () => {
  it.each([
    [
      `/api/users/verify-email/?uuid=${ID}&token=${TOKEN}`,
      `/api/users/verify-email/?uuid=${ID}&token=[redacted]`,
    ],
    [
      `/api/users/password-reset-confirm/${ID}/${TOKEN}/`,
      `/api/users/password-reset-confirm/${ID}/[redacted]/`,
    ],
    [`/verify-email/${ID}/${TOKEN}`, `/verify-email/${ID}/[redacted]`],
    [`/reset-password/${ID}/${TOKEN}?lng=fi`, `/reset-password/${ID}/[redacted]?lng=fi`],
    [`/confirm-email/${ID}/${TOKEN}`, `/confirm-email/${ID}/[redacted]`],
    [`/media/photos/${ID}.webp?t=abc.def`, `/media/photos/${ID}.webp?t=[redacted]`],
    [`/x?%74oken=${TOKEN}`, `/x?%74oken=[redacted]`],
  ])('masks the secret in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(TOKEN);
  });

  it('leaves other URLs as they are', () => {
    for (const url of [
      '/',
      '/ainov/developer-cv',
      `/api/cv/get_cv/${ID}/`,
      '/api/x?a=1&b',
      '/%E0%A4%A',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
