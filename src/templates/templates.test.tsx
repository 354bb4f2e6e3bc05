import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/templates.json';
import { THEMES, type Theme } from '@/domain/cv';
import { EditorContext, type EditorApi } from './editable';
import { buildTemplateLabels } from './labels';
import { TEMPLATES, MissingTheme, TemplateView, renderTheme } from './registry';
import { sampleCv } from './sample-cv';
import { templateACss } from './template-a.styles';
import { templateBCss } from './template-b.styles';
import { templateCCss } from './template-c.styles';
import { templateDCss } from './template-d.styles';
import { templateECss } from './template-e.styles';
import type { CvView } from './types';
import { displayUrl, isWebUrl, safePhotoSrc } from './urls';

/** A tiny i18next stand-in reading locales/en/templates.json. */
function t(key: string, params?: Record<string, unknown>): string {
  let value: unknown = en;
  for (const part of key.replace(/^templates:/, '').split('.')) {
    value = (value as Record<string, unknown> | undefined)?.[part];
  }
  const text = typeof value === 'string' ? value : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
}

const labels = buildTemplateLabels(t, 'en');
const ROOT: Record<Theme, string> = {
  templateA: 'cv-a',
  templateB: 'cv-b',
  templateC: 'cv-c',
  templateD: 'cv-d',
  templateE: 'cv-e',
};
const CSS: Record<Theme, string> = {
  templateA: templateACss,
  templateB: templateBCss,
  templateC: templateCCss,
  templateD: templateDCss,
  templateE: templateECss,
};

function render(theme: Theme, cv: CvView = sampleCv('en'), editor?: EditorApi): string {
  const Template = TEMPLATES[theme];
  const element = <Template cv={cv} labels={labels} />;
  return renderToString(
    editor ? <EditorContext.Provider value={editor}>{element}</EditorContext.Provider> : element,
  );
}

/** The visible text of some HTML: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1] ?? ''));
}

/** An editor that renders markers and records which paths and lists each template asks for. */
function recordingEditor() {
  const paths = new Set<string>();
  const calls: string[] = [];
  const editor: EditorApi = {
    text: ({ path }) => {
      paths.add(path);
      return <input data-path={path} />;
    },
    month: ({ path }) => {
      paths.add(path);
      return <input type="month" data-path={path} />;
    },
    choice: ({ path, options }) => {
      paths.add(path);
      return (
        <select data-path={path}>
          {options.map((o) => (
            <option key={o.value}>{o.label}</option>
          ))}
        </select>
      );
    },
    add: (list) => {
      calls.push(`add:${list}`);
      return <button type="button">add-{list}</button>;
    },
    remove: (list, index) => {
      calls.push(`remove:${list}.${index}`);
      return <button type="button">x</button>;
    },
    photo: () => {
      calls.push('photo');
      return <button type="button">photo</button>;
    },
  };
  return { editor, paths, calls };
}

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
    expect(text).toContain('Mar 2021 – Present');
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

  it('shows the empty-state texts for empty lists when read', () => {
    const cv = { ...sampleCv('en'), experiences: [], educations: [], skills: [], links: [] };
    const empty = textOf(render(theme, cv));
    for (const message of [
      labels.emptyExperiences,
      labels.emptyEducations,
      labels.emptySkills,
      labels.emptyLinks,
    ]) {
      expect(empty).toContain(message);
    }
  });

  it('renders every field through the editable primitives', () => {
    const { editor, paths, calls } = recordingEditor();
    const edited = render(theme, sampleCv('en'), editor);
    const fields = [
      'first_name',
      'last_name',
      'email',
      'phone',
      'current_job_title',
      'bio_title',
      'bio_description',
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
    expect(calls.includes('photo')).toBe(theme !== 'templateA');
    expect(edited).not.toContain('<a ');
  });

  it('keeps empty sections, with their add buttons, while editing', () => {
    const { editor } = recordingEditor();
    const cv = { ...sampleCv('en'), experiences: [], educations: [], skills: [], links: [] };
    const edited = textOf(render(theme, cv, editor));
    expect(edited).toContain('add-experiences');
    expect(edited).toContain('add-links');
    expect(edited).not.toContain(labels.emptyExperiences);
  });

  it('has small CSS whose every selector sits under the root class', () => {
    const css = CSS[theme];
    expect(css.length).toBeLessThan(6000);
    expect(css).toContain('@media print');
    expect(css).toContain('size:A4');
    const preludes = [...css.matchAll(/([^{}]+)\{/g)].map((m) => (m[1] ?? '').trim());
    expect(preludes.length).toBeGreaterThan(20);
    const scoped = new RegExp(`^\\.${ROOT[theme]}(?![\\w-])`);
    for (const prelude of preludes) {
      if (prelude.startsWith('@')) continue;
      for (const selector of prelude.split(',')) expect(selector.trim()).toMatch(scoped);
    }
  });
});

describe('photo', () => {
  const withPhoto = { ...sampleCv('en'), photo: 'https://cdn.example.com/p/olivia.jpg' };

  it.each(['templateB', 'templateC', 'templateD', 'templateE'] as const)(
    '%s shows the photo, or initials without one',
    (theme) => {
      expect(render(theme, withPhoto)).toMatch(
        /<img class="cv-img" src="https:\/\/cdn.example.com\/p\/olivia.jpg" alt="Photo of Olivia Bennett" width="160" height="160" decoding="async"\/>/,
      );
      const initials = render(theme);
      expect(initials).not.toContain('<img');
      expect(initials).toMatch(/<svg class="cv-avatar"[^>]*>[\s\S]*>OB<\/text>/);
    },
  );

  it('template A has no photo', () => {
    expect(render('templateA', withPhoto)).not.toMatch(/<img|cv-avatar/);
  });

  it('never puts a script address in an image', () => {
    expect(render('templateB', { ...sampleCv('en'), photo: 'javascript:alert(1)' })).not.toContain(
      'javascript:',
    );
  });
});

describe('bio heading', () => {
  const untitled = { ...sampleCv('en'), bio_title: '' };

  it('uses the CV own title when set', () => {
    const cv = { ...sampleCv('en'), bio_title: 'Profile' };
    expect(headings(render('templateD', cv))).toContain('Profile');
  });

  it.each([
    ['templateA', 'About me'],
    ['templateB', 'Summary'],
    ['templateC', 'Summary'],
    ['templateD', 'About me'],
    ['templateE', 'About me'],
  ] as const)('%s falls back to %s', (theme, heading) => {
    expect(headings(render(theme, untitled))).toContain(heading);
  });
});

describe('template E', () => {
  const html = render('templateE');

  it('introduces the person with "I\'m" and has a Contact Me block', () => {
    const h1 = textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
    expect(h1).toBe("I'm Olivia Bennett");
    expect(headings(html)).toContain('Contact Me');
    expect(html).toContain('href="mailto:olivia.bennett@example.com"');
  });

  it('keeps the translated word order', () => {
    const fi = buildTemplateLabels(
      (key, params) =>
        key.endsWith(':iAm') ? `Olen ${String(params?.first)} ${String(params?.last)}` : key,
      'fi',
    );
    const Template = TEMPLATES.templateE;
    const out = renderToString(<Template cv={sampleCv('fi')} labels={fi} />);
    expect(textOf(out.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '')).toBe('Olen Aino Virtanen');
  });
});

describe('registry', () => {
  const cv = sampleCv('en');

  it('renders the named template', () => {
    const html = renderToString(<TemplateView theme="templateC" cv={cv} labels={labels} />);
    expect(html.startsWith('<article class="cv-c"')).toBe(true);
  });

  it.each(['nope', 'default', null, undefined])('renders template A for theme %s', (theme) => {
    const html = renderToString(<TemplateView theme={theme} cv={cv} labels={labels} />);
    expect(html.startsWith('<article class="cv-a"')).toBe(true);
    expect(renderTheme(theme)).toBe(TEMPLATES.templateA);
  });

  it('has a message for a missing theme', () => {
    expect(textOf(renderToString(<MissingTheme theme="templateZ" />))).toBe(
      'Invalid or missing theme: templateZ',
    );
  });
});

describe('sample CV', () => {
  it.each(['en', 'fi'] as const)('is complete in %s', (language) => {
    const cv = sampleCv(language);
    expect(cv.language).toBe(language);
    expect(cv.photo).toBeNull();
    expect(cv.experiences.length).toBeGreaterThanOrEqual(2);
    expect(cv.experiences.length).toBeLessThanOrEqual(3);
    expect(cv.educations).toHaveLength(2);
    expect(cv.skills).toHaveLength(3);
    expect(cv.links).toHaveLength(3);
    expect(cv.links.every((link) => isWebUrl(link.url))).toBe(true);
  });

  it('has a Finnish person in Finnish', () => {
    expect(sampleCv('fi').first_name).toBe('Aino');
    expect(sampleCv('fi').experiences[0]?.role).toBe('Ohjelmistokehittäjä');
  });

  it('returns a fresh copy', () => {
    sampleCv('en').skills.pop();
    expect(sampleCv('en').skills).toHaveLength(3);
  });
});

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
