import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('returns plain text untouched', () => {
    expect(linkify('No links here.')).toEqual(['No links here.']);
    expect(linkify('')).toEqual([]);
  });

  it('turns e-mail addresses into mailto: links without the full stop after them', () => {
    expect(linkify('Write to privacy@cvbuilder.example.')).toEqual([
      'Write to ',
      { href: 'mailto:privacy@cvbuilder.example', label: 'privacy@cvbuilder.example' },
      '.',
    ]);
  });

  it('turns http and https URLs into links', () => {
    expect(linkify('See https://stripe.com/privacy and http://example.com/a?b=1#c now')).toEqual([
      'See ',
      { href: 'https://stripe.com/privacy', label: 'https://stripe.com/privacy' },
      ' and ',
      { href: 'http://example.com/a?b=1#c', label: 'http://example.com/a?b=1#c' },
      ' now',
    ]);
  });

  it('leaves trailing punctuation out of URLs', () => {
    for (const tail of ['.', ',', ';', ':', '!', '?', '…', '".', '),', ').']) {
      const parts = linkify(`(see https://tietosuoja.fi/en${tail}`);
      expect(parts[1]).toEqual({
        href: 'https://tietosuoja.fi/en',
        label: 'https://tietosuoja.fi/en',
      });
    }
    expect(linkify('Go to https://cvbuilder.example/contact-us.')).toEqual([
      'Go to ',
      {
        href: 'https://cvbuilder.example/contact-us',
        label: 'https://cvbuilder.example/contact-us',
      },
      '.',
    ]);
  });

  it('keeps brackets that belong to the URL', () => {
    expect(linkify('https://en.wikipedia.org/wiki/CV_(disambiguation).')[0]).toEqual({
      href: 'https://en.wikipedia.org/wiki/CV_(disambiguation)',
      label: 'https://en.wikipedia.org/wiki/CV_(disambiguation)',
    });
  });

  it('stops an e-mail address before a Finnish case ending', () => {
    expect(linkify('privacy@cvbuilder.example-osoitteeseen')).toEqual([
      { href: 'mailto:privacy@cvbuilder.example', label: 'privacy@cvbuilder.example' },
      '-osoitteeseen',
    ]);
  });

  it('finds several links in one text, in order', () => {
    const parts = linkify('a@b.fi, https://x.fi; c.d@e.co.uk');
    expect(parts).toEqual([
      { href: 'mailto:a@b.fi', label: 'a@b.fi' },
      ', ',
      { href: 'https://x.fi', label: 'https://x.fi' },
      '; ',
      { href: 'mailto:c.d@e.co.uk', label: 'c.d@e.co.uk' },
    ]);
  });

  it('ignores other schemes, bare domains and a scheme with nothing after it', () => {
    expect(linkify('ftp://files.example and www.example.com and https:// alone')).toEqual([
      'ftp://files.example and www.example.com and https:// alone',
    ]);
    expect(linkify('javascript:alert(1)')).toEqual(['javascript:alert(1)']);
  });

  it('does not treat a handle or a half address as e-mail', () => {
    expect(linkify('@cvbuilder on TikTok, user@localhost')).toEqual([
      '@cvbuilder on TikTok, user@localhost',
    ]);
  });
});
