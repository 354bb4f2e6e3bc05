import { describe, expect, it } from 'vitest';
import { isValidHost } from './host-header';

describe('isValidHost', () => {
  it.each([
    'cv.example',
    'cv.example:443',
    'localhost:3000',
    '127.0.0.1',
    '[::1]:3000',
    '[2001:db8::1]',
    'xn--tst-qla.example',
    'under_score.example',
    undefined,
    '',
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    'a b',
    'cv.example/path',
    'cv.example?x',
    'user@cv.example',
    'cv.example:port',
    'cv.example:123456',
    '[::1',
    '::1',
    'cv.example\u0000',
    'cv.example\t',
    '%zz.example',
    'ä.example',
    '<script>',
    'x'.repeat(301),
    ['a.example', 'b.example'],
  ])('refuses %s', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});
