/** What sets the templates apart: the photo, the bio's fallback heading, template E, the registry. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fitAccent, TEMPLATE_ACCENTS } from '@/domain/accent';
import { THEMES } from '@/domain/cv';
import { buildTemplateLabels } from './labels';
import { TEMPLATES, MissingTheme, TemplateView, renderTheme } from './registry';
import { headings, labels, render, textOf } from './render-for-tests';
import { sampleCv } from './sample-cv';

describe('photo', () => {
  const withPhoto = { ...sampleCv('en'), photo: 'https://cdn.example.com/p/olivia.jpg' };

  it.each(['templateB', 'templateC', 'templateD', 'templateE', 'templateG', 'templateH'] as const)(
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

  it.each(['templateA', 'templateF'] as const)('%s has no photo', (theme) => {
    expect(render(theme, withPhoto)).not.toMatch(/<img|cv-avatar/);
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
    ['templateF', 'About me'],
    ['templateG', 'Summary'],
    ['templateH', 'About me'],
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
    const fi = buildTemplateLabels((key, params) =>
      key.endsWith(':iAm') ? `Olen ${String(params?.first)} ${String(params?.last)}` : key,
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

describe('a chosen accent', () => {
  it.each(THEMES)('%s draws its own colours until one is chosen, then the chosen one', (theme) => {
    const own = render(theme);
    expect(own).not.toContain('--cv-accent:');
    const { accent } = TEMPLATE_ACCENTS[theme];
    // Every place the template used its own accent now reads the variable, its own as fallback.
    expect(own).toContain(`var(--cv-accent,${accent})`);
    const swatch = TEMPLATE_ACCENTS[theme].swatches[1]!;
    const chosen = render(theme, { ...sampleCv('en'), design: { accent: swatch } });
    expect(chosen).toContain(`--cv-accent: ${swatch};`);
  });

  it('draws a colour that fails AA where the template puts it as the nearest that passes', () => {
    const shown = render('templateA', { ...sampleCv('en'), design: { accent: '#9fd3ff' } });
    const drawn = /--cv-accent: (#[0-9a-f]{6});/.exec(shown)?.[1];
    expect(drawn).toBe(fitAccent('templateA', '#9fd3ff').colour);
    expect(drawn).not.toBe('#9fd3ff');
  });
});

describe('a chosen size, spacing and photo shape', () => {
  it.each(THEMES)('%s: each is drawn when chosen, and nothing of it before', (theme) => {
    const own = render(theme);
    expect(own).not.toMatch(/zoom:|border-radius: 18%/);
    const chosen = render(theme, {
      ...sampleCv('en'),
      design: { size: 'l', density: 'airy', photo_shape: 'rounded' },
    });
    const root = /class="(cv-[a-h])"/.exec(chosen)?.[1];
    expect(chosen).toContain(`.${root} { zoom: 1.1 }`);
    expect(chosen).toContain(`.${root} .cv-entry + .cv-entry { margin-top: 26px }`);
    expect(chosen).toContain(`.${root} .cv-img, .${root} .cv-avatar { border-radius: 18% }`);
    // The template's normal spacing and middle size add nothing.
    const normal = render(theme, { ...sampleCv('en'), design: { size: 'm', density: 'normal' } });
    expect(normal).not.toMatch(/zoom:|margin-top: (10|26)px }/);
  });
});

describe('a chosen typeface and page format', () => {
  it.each(THEMES)('%s: its faces, its fonts in place of the template’s, its sheet', (theme) => {
    const own = render(theme);
    expect(own).not.toMatch(/@font-face|--cv-font:|@page \{ size/);
    const chosen = render(theme, {
      ...sampleCv('en'),
      design: { typeface: 'mono', page: 'letter' },
    });
    const root = /class="(cv-[a-h])"/.exec(chosen)?.[1];
    // Its files, by subset: a Latin, a Latin Extended and a Vietnamese one of each face.
    expect(chosen).toContain('src: url(/fonts/ibm-plex-mono-latin-700-normal.woff2)');
    expect(chosen).toContain('src: url(/fonts/inter-vietnamese-400-italic.woff2)');
    expect(chosen).toMatch(new RegExp(`\\.${root} \\{ --cv-font: .Inter., system-ui`));
    expect(chosen).toContain(`.${root} .cv-dates { font-family: var(--cv-font-display) }`);
    expect(chosen).toContain('@media print { @page { size: letter } }');
  });
});
