import { describe, expect, it } from 'vitest';
import { displayUrl, isWebUrl, safePhotoSrc } from './urls';

describe('url helpers', () => {
  it('accepts only http(s) addresses as links', () => {
    expect(isWebUrl('https://example.com')).toBe(true);
    expect(isWebUrl('http://example.com/a')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('example.com')).toBe(false);
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
