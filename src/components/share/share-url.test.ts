import { describe, expect, it } from 'vitest';
import { shareTargets, shareUrl } from './share-url';

describe('share URL', () => {
  it('adds the slug only when it exists and is not none', () => {
    expect(shareUrl('https://cv.example', 'aino', null)).toBe('https://cv.example/aino');
    expect(shareUrl('https://cv.example', 'aino', 'none')).toBe('https://cv.example/aino');
    expect(shareUrl('https://cv.example', 'aino', 'designer')).toBe(
      'https://cv.example/aino/designer',
    );
    expect(shareUrl('https://cv.example', 'Jääskeläinen', '')).toBe(
      'https://cv.example/J%C3%A4%C3%A4skel%C3%A4inen',
    );
  });

  it('builds the share links; Instagram only has its home page', () => {
    const targets = shareTargets('https://cv.example/aino', 'My CV');
    expect(targets.linkedin).toContain('url=https%3A%2F%2Fcv.example%2Faino');
    expect(targets.whatsapp).toBe('https://wa.me/?text=My%20CV%20https%3A%2F%2Fcv.example%2Faino');
    expect(targets.instagram).toBe('https://www.instagram.com/');
  });
});
