import { describe, expect, it } from 'vitest';
import { attachment, personFileName } from './attachment';

describe('download names', () => {
  it('keeps the owner’s name as written and gives old clients an ASCII one', () => {
    const name = personFileName('Anna', 'Äijälä', 'resume.json');
    expect(name).toBe('Anna-Äijälä-resume.json');
    expect(attachment(name)).toBe(
      `attachment; filename="Anna-Aijala-resume.json"; filename*=UTF-8''Anna-%C3%84ij%C3%A4l%C3%A4-resume.json`,
    );
  });

  it('never lets a name break the header or reach another folder', () => {
    const name = personFileName('a/b', '"x"\r\n', 'resume.json');
    expect(name).toBe('a-b-x-resume.json');
    expect(attachment('"; evil=1.json')).not.toMatch(/"[^"]*"[^;]*"/);
  });

  it('an empty name leaves the suffix alone', () => {
    expect(personFileName(' ', '', 'resume.json')).toBe('resume.json');
  });
});
