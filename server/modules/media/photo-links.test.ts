import { describe, expect, it } from 'vitest';
import { createPhotoLinks } from './photo-links';

const ID = '0b6a3d0e-8a4f-4c57-9f35-6d3a2a1b9c10';
const OTHER = '7c1f2a44-1d2e-4b8a-a0c3-5e6f7a8b9c0d';
const HOUR = 3600 * 1000;

const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('t') ?? '';

describe('signed photo links', () => {
  it('is good for this photo for a day or more, then runs out', () => {
    let t = Date.UTC(2025, 0, 1, 5);
    const links = createPhotoLinks('s'.repeat(32), () => t);
    const url = links.signed(ID);
    expect(url).toMatch(new RegExp(`^/media/photos/${ID}\\.webp\\?t=`));
    expect(links.secondsLeft(ID, tokenOf(url))).toBeGreaterThanOrEqual(24 * 3600);
    t += 23 * HOUR;
    expect(links.secondsLeft(ID, tokenOf(url))).toBeGreaterThan(0);
    t += 14 * HOUR;
    expect(links.secondsLeft(ID, tokenOf(url))).toBe(0);
  });

  it('keeps the same address within a window, so caches can hold it', () => {
    let t = Date.UTC(2025, 0, 1, 0, 10);
    const links = createPhotoLinks('s'.repeat(32), () => t);
    const first = links.signed(ID);
    t += 2 * HOUR;
    expect(links.signed(ID)).toBe(first);
  });

  it('refuses another photo, another secret, an altered expiry and junk', () => {
    const links = createPhotoLinks('s'.repeat(32));
    const token = tokenOf(links.signed(ID));
    expect(links.secondsLeft(OTHER, token)).toBe(0);
    expect(createPhotoLinks('x'.repeat(32)).secondsLeft(ID, token)).toBe(0);
    const [expiry, mac] = token.split('.');
    const later = (parseInt(expiry!, 36) + 12 * 3600).toString(36);
    expect(links.secondsLeft(ID, `${later}.${mac}`)).toBe(0);
    for (const junk of ['', '.', 'abc', `${expiry}.`, `${expiry}.${mac}x`, '\u0000'])
      expect(links.secondsLeft(ID, junk)).toBe(0);
  });
});
