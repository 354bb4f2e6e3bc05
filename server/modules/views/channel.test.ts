import { describe, expect, it } from 'vitest';
import { channelOf } from './channel';

const own = 'cv.example.com';

describe('channelOf', () => {
  it('takes a known via as it is, in any case; a made-up one or "direct" is other', () => {
    expect(channelOf('linkedin', undefined, own)).toBe('linkedin');
    expect(channelOf('QR', 'https://www.facebook.com/', own)).toBe('qr');
    expect(channelOf('share', undefined, own)).toBe('share');
    expect(channelOf('tiktok', undefined, own)).toBe('other');
    expect(channelOf('', undefined, own)).toBe('other');
    expect(channelOf('direct', undefined, own)).toBe('other');
  });

  it('without via: the referring site by its host, its subdomains and short links', () => {
    expect(channelOf(null, 'https://www.linkedin.com/feed/', own)).toBe('linkedin');
    expect(channelOf(null, 'https://lnkd.in/abc', own)).toBe('linkedin');
    expect(channelOf(null, 'https://l.facebook.com/l.php?u=x', own)).toBe('facebook');
    expect(channelOf(null, 'https://m.facebook.com/', own)).toBe('facebook');
    expect(channelOf(null, 'https://web.whatsapp.com/', own)).toBe('whatsapp');
    expect(channelOf(null, 'https://l.instagram.com/?u=x', own)).toBe('instagram');
  });

  it('a look-alike host is another site', () => {
    expect(channelOf(null, 'https://notlinkedin.com/', own)).toBe('other');
    expect(channelOf(null, 'https://linkedin.com.evil.example/', own)).toBe('other');
  });

  it('no referrer, our own pages or an unreadable one are direct; any other site is other', () => {
    expect(channelOf(null, undefined, own)).toBe('direct');
    expect(channelOf(null, '', own)).toBe('direct');
    expect(channelOf(null, 'https://cv.example.com/dashboard', own)).toBe('direct');
    expect(channelOf(null, 'not a url', own)).toBe('direct');
    expect(channelOf(null, 'https://news.example.org/jobs', own)).toBe('other');
  });
});
