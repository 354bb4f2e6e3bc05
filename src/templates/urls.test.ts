import { describe, expect, it } from 'vitest';
import { displayUrl, isWebUrl, safePhotoSrc } from './urls';

describe('url helpers', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/a', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['example.com', false],
  ])('accepts only http(s) addresses as links: %s is %s', (address, accepted) => {
    expect(isWebUrl(address)).toBe(accepted);
  });

  it('shortens addresses for display', () => {
    expect(displayUrl('https://www.example.com/me/')).toBe('example.com/me');
    expect(displayUrl('http://github.com/x')).toBe('github.com/x');
  });

  it('allows only safe photo sources', () => {
    expect(safePhotoSrc('/media/p.jpg')).toBe('/media/p.jpg');
    expect(safePhotoSrc('//evil.example/p.jpg')).toBeNull();
    expect(safePhotoSrc('javascript:alert(1)')).toBeNull();
    expect(safePhotoSrc(null)).toBeNull();
  });
});
