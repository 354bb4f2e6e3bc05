import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('the name a download is saved under', () => {
  it('is the UTF-8 name when the server gives one', () => {
    expect(
      fileNameOf(
        `attachment; filename="Anna-Aijala-resume.json"; filename*=UTF-8''Anna-%C3%84ij%C3%A4l%C3%A4-resume.json`,
        'x.json',
      ),
    ).toBe('Anna-Äijälä-resume.json');
  });

  it('falls back to the plain name, then to the default', () => {
    expect(fileNameOf('attachment; filename="data.json"', 'x.json')).toBe('data.json');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.json')).toBe('x.json');
    expect(fileNameOf('', 'x.json')).toBe('x.json');
  });
});
