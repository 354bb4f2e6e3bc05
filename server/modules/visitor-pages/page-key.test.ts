import { describe, expect, it } from 'vitest';
import { queryOf, visitorPageKey } from './page-key';

describe('visitorPageKey', () => {
  it('leaves out every parameter and value that does not change the page', () => {
    const plain = visitorPageKey('/', 'en', queryOf('/'));
    expect(plain).toEqual({ key: '/|en|', url: '/' });
    for (const url of [
      '/?newsletter=nonsense',
      '/?utm_source=x&fbclid=y',
      '/?newsletter=CONFIRMED',
      '/?newsletter',
      '/?lng=fi&newsletter=%00',
      `/?${'a'.repeat(2000)}=1`,
    ])
      expect(visitorPageKey('/', 'en', queryOf(url))).toEqual(plain);
  });

  it('keeps a known newsletter outcome, and the language', () => {
    expect(visitorPageKey('/', 'fi', queryOf('/?x=1&newsletter=confirmed'))).toEqual({
      key: '/|fi|newsletter=confirmed',
      url: '/?newsletter=confirmed',
    });
    expect(visitorPageKey('/auth/login', 'en', queryOf('/auth/login?newsletter=invalid')).key).toBe(
      '/auth/login|en|newsletter=invalid',
    );
  });

  it('takes the first of a repeated parameter, as the page does', () => {
    expect(visitorPageKey('/', 'en', queryOf('/?newsletter=unsubscribed&newsletter=x')).key).toBe(
      '/|en|newsletter=unsubscribed',
    );
  });
});
