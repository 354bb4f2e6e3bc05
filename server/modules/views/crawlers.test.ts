import { describe, expect, it } from 'vitest';
import { createCrawlerCheck } from './crawlers';

describe('createCrawlerCheck', () => {
  const check = createCrawlerCheck();

  it('names the site of the link-preview crawlers of LinkedIn, Facebook (and Instagram) and WhatsApp', () => {
    expect(
      check(
        'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      ),
    ).toEqual({ kind: 'crawler', site: 'linkedin' });
    expect(
      check('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'),
    ).toEqual({ kind: 'crawler', site: 'facebook' });
    expect(
      check(
        'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
      ),
    ).toEqual({ kind: 'crawler', site: 'facebook' });
    expect(check('WhatsApp/2.23.20.0 A')).toEqual({ kind: 'crawler', site: 'whatsapp' });
  });

  it('other crawlers are previews of other sites', () => {
    for (const agent of [
      'Twitterbot/1.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'curl/8.5.0',
    ])
      expect(check(agent)).toEqual({ kind: 'crawler', site: 'other' });
  });

  it('browsers, in-app browsers included, are people', () => {
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
    ])
      expect(check(agent)).toEqual({ kind: 'person' });
  });

  it('remembers an answer: the same user agent gives the same object without testing again', () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';
    expect(check(agent)).toBe(check(agent));
  });
});
