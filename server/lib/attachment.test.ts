import { describe, expect, it } from 'vitest';
import { attachment, cvFileName, personFileName } from './attachment';

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

  it('names a version made for one job application after its company too', () => {
    const cv = {
      first_name: 'Aino',
      last_name: 'Virtanen',
      language: 'fi',
      languages: ['en', 'fi'],
    };
    expect(cvFileName(cv, 'pdf')).toBe('Aino-Virtanen-CV-fi.pdf');
    expect(cvFileName(cv, 'pdf', 'Nokia Oyj / R&D')).toBe('Aino-Virtanen-CV-fi-Nokia-Oyj-R&D.pdf');
    expect(cvFileName({ ...cv, language: 'en' }, 'docx', ' ../"x"\r\n ')).toBe(
      'Aino-Virtanen-CV-..-x.docx',
    );
  });

  it('an empty name leaves the suffix alone', () => {
    expect(personFileName(' ', '', 'resume.json')).toBe('resume.json');
  });
});
