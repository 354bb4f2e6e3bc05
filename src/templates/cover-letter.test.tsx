/** The cover letter's layout: its parts in reading order, only what was written, in every look. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEMES } from '@/domain/cv';
import { CoverLetterView, type CoverLetterProps } from './cover-letter';
import { coverLetterCss } from './cover-letter.styles';
import { sampleCv } from './sample-cv';

const props = (change: Partial<CoverLetterProps> = {}): CoverLetterProps => ({
  theme: 'templateA',
  writer: sampleCv('en'),
  letter: {
    language: 'en',
    greeting: 'Dear Ms Laine,',
    body: 'First paragraph.\n\nSecond, line one.\nLine two.\n\n\n',
    closing: 'Kind regards,',
  },
  company: 'Nordic Apps',
  words: { date: '1 December 2026', subject: 'Application: Developer' },
  ...change,
});

const html = (change?: Partial<CoverLetterProps>) =>
  renderToStaticMarkup(<CoverLetterView {...props(change)} />);

describe('the cover letter', () => {
  it('reads header, date, company, subject, greeting, paragraphs, closing and name, in that order', () => {
    const page = html();
    const order = [
      '<h1 class="cv-name">Olivia Bennett</h1>',
      '1 December 2026',
      'Nordic Apps',
      '<h2 class="cv-h2">Application: Developer</h2>',
      'Dear Ms Laine,',
      '<p>First paragraph.</p>',
      '<p>Second, line one.\nLine two.</p>',
      'Kind regards,',
      '<p class="cv-letter-signature">Olivia Bennett</p>',
    ].map((part) => page.indexOf(part));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page).toContain('lang="en"');
    expect(page).toContain('href="mailto:');
  });

  it('leaves out a greeting and closing not written, and draws the text as text', () => {
    const letter = { language: 'fi' as const, greeting: ' ', body: '<b>Hei</b>', closing: '' };
    const page = html({ letter });
    expect(page).not.toContain('class="cv-letter-greeting"');
    expect(page).not.toContain('class="cv-letter-closing"');
    expect(page).toContain('&lt;b&gt;Hei&lt;/b&gt;');
    expect(page).toContain('lang="fi"');
  });

  it('takes the CV design’s accent and typeface', () => {
    const writer = { ...sampleCv('en'), design: { accent: '#6b3fa0', typeface: 'serif' as const } };
    const page = html({ writer });
    expect(page).toMatch(/--cv-accent: ?#6b3fa0/);
    expect(page).toContain('Source Serif 4');
  });

  it.each(THEMES)('%s: spaces no letters wider than a parser reads as words', (theme) => {
    const spacings = [...coverLetterCss(theme).matchAll(/letter-spacing:(-?[\d.]+)em/g)].map((m) =>
      Number(m[1]),
    );
    expect(Math.max(...spacings)).toBeLessThanOrEqual(0.05);
  });
});
