import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { THEMES, type Theme } from '@/domain/cv';
import { PERSON_FIELDS } from './person-fields';
import { SHOWS_PHOTO, TemplateView } from './registry';
import { emptyTexts, headings, labels, recordingEditor, render, textOf } from './render-for-tests';
import { sampleCv } from './sample-cv';
import { TEMPLATE_CSS as CSS } from './styles-for-tests';

const ROOT: Record<Theme, string> = {
  templateA: 'cv-a',
  templateB: 'cv-b',
  templateC: 'cv-c',
  templateD: 'cv-d',
  templateE: 'cv-e',
  templateF: 'cv-f',
  templateG: 'cv-g',
  templateH: 'cv-h',
};
/** Classic, Bold and Clear have the room for month names in full; the others read them short. */
const FIRST_DATES: Record<Theme, string> = {
  templateA: 'March 2021 – Present',
  templateB: 'Mar 2021 – Present',
  templateC: 'Mar 2021 – Present',
  templateD: 'Mar 2021 – Present',
  templateE: 'March 2021 – Present',
  templateF: 'March 2021 – Present',
  templateG: 'Mar 2021 – Present',
  templateH: 'Mar 2021 – Present',
};

describe.each(THEMES)('%s', (theme) => {
  const html = render(theme);
  const text = textOf(html);

  it('is an article of its own class with its CSS as the first child', () => {
    expect(html.startsWith(`<article class="${ROOT[theme]}" lang="en"><style>`)).toBe(true);
  });

  it('shows the name as the single h1, and the job title', () => {
    const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(h1s).toHaveLength(1);
    expect(textOf(h1s[0]?.[1] ?? '')).toContain('Olivia Bennett');
    expect(text).toContain('Senior Product Designer');
  });

  it('shows every section heading', () => {
    const h2 = headings(html);
    for (const heading of ['About me', 'Experience', 'Education', 'Skills', 'Links']) {
      expect(h2).toContain(heading);
    }
  });

  it('shows contact details, entries, skills with their level and links', () => {
    expect(html).toContain('href="mailto:olivia.bennett@example.com"');
    expect(html).toContain('href="tel:+447700900123"');
    expect(text).toContain('Northwind Analytics');
    expect(text).toContain(FIRST_DATES[theme]);
    expect(text).toContain('University of Leeds');
    expect(text).toContain('User research Expert');
    expect(html).toContain(
      '<a class="cv-link" href="https://www.linkedin.com/in/olivia-bennett-design-sample" rel="noopener noreferrer nofollow" target="_blank">',
    );
    expect(text).toContain('linkedin.com/in/olivia-bennett-design-sample');
    expect(html).toContain('<time');
  });

  it('prints hostile text as text and never links a non-web address', () => {
    const cv = sampleCv('en');
    cv.bio_description = '<script>alert(1)</script>';
    cv.links = [{ link_type: 'website', url: 'javascript:alert(1)' }];
    const hostile = render(theme, cv);
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hostile).not.toMatch(/href="\s*javascript:/i);
    expect(textOf(hostile)).toContain('javascript:alert(1)');
  });

  it('breaks e-mail and web addresses only after their separators', () => {
    expect(html).toContain('olivia.<wbr/>bennett@<wbr/>example.<wbr/>com');
    expect(html).toContain('linkedin.<wbr/>com/<wbr/>in/<wbr/>olivia-bennett-design-sample');
  });

  it('leaves empty sections out of the public page', () => {
    const cv = {
      ...sampleCv('en'),
      bio_description: '',
      experiences: [],
      educations: [],
      skills: [],
      links: [],
    };
    const html = renderToString(
      <TemplateView theme={theme} cv={cv} labels={labels} audience="public" />,
    );
    const h2 = headings(html);
    for (const heading of ['About me', 'Summary', 'Experience', 'Education', 'Skills', 'Links']) {
      expect(h2).not.toContain(heading);
    }
    for (const message of emptyTexts('experiences', 'skills', 'links')) {
      expect(textOf(html)).not.toContain(message);
    }
    expect(textOf(html)).toContain('Olivia');
    // The same CV on the owner's page says what is missing.
    expect(headings(render(theme, cv))).toContain('Skills');
  });

  it('shows the owner the empty-state texts for empty lists when read', () => {
    const cv = { ...sampleCv('en'), experiences: [], educations: [], skills: [], links: [] };
    const empty = textOf(render(theme, cv));
    for (const message of emptyTexts('experiences', 'educations', 'skills', 'links')) {
      expect(empty).toContain(message);
    }
  });

  it('renders every field through the editable primitives', () => {
    const { editor, paths, calls } = recordingEditor();
    const edited = render(theme, sampleCv('en'), editor);
    const fields = [
      ...PERSON_FIELDS,
      ...['company_name', 'role', 'location', 'description', 'start_date', 'end_date'].map(
        (f) => `experiences.0.${f}`,
      ),
      ...['institution', 'degree', 'field_of_study', 'start_date', 'end_date'].map(
        (f) => `educations.0.${f}`,
      ),
      'skills.0.skill_name',
      'skills.0.proficiency',
      'links.0.link_type',
      'links.0.url',
    ];
    for (const field of fields) expect(paths).toContain(field);
    for (const list of ['experiences', 'educations', 'skills', 'links']) {
      expect(calls).toContain(`add:${list}`);
      expect(calls).toContain(`remove:${list}.0`);
    }
    expect(calls.includes('photo')).toBe(SHOWS_PHOTO[theme]);
    expect(edited).not.toContain('<a ');
  });

  it('keeps empty sections, with their add buttons, while editing', () => {
    const { editor } = recordingEditor();
    const cv = { ...sampleCv('en'), experiences: [], educations: [], skills: [], links: [] };
    const edited = textOf(render(theme, cv, editor));
    expect(edited).toContain('add-experiences');
    expect(edited).toContain('add-links');
    expect(edited).not.toContain(labels.lists.experiences.empty);
  });

  it('has small CSS whose every selector sits under the root class', () => {
    const css = CSS[theme];
    expect(css.length).toBeLessThan(6000);
    expect(css).toContain('@media print');
    // The printer's paper (A4 or Letter), with margins of its own.
    expect(css).toContain('@page{margin:12mm}');
    const preludes = [...css.matchAll(/([^{}]+)\{/g)].map((m) => (m[1] ?? '').trim());
    expect(preludes.length).toBeGreaterThan(20);
    const scoped = new RegExp(`^\\.${ROOT[theme]}(?![\\w-])`);
    for (const prelude of preludes) {
      if (prelude.startsWith('@')) continue;
      for (const selector of prelude.split(',')) expect(selector.trim()).toMatch(scoped);
    }
  });
});
