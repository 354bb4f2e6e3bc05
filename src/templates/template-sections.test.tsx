/** Every template shows every section: in the owner's order and column, hidden ones and empty new ones left out. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fi from '../../locales/fi/templates.json';
import { THEMES } from '@/domain/cv';
import { customKey, type SectionKey } from '@/domain/sections';
import { buildTemplateLabels } from './labels';
import { TemplateView } from './registry';
import { emptyTexts, headings, labels, recordingEditor, render, textOf } from './render-for-tests';
import { sampleCv } from './sample-cv';
import { columnOf } from './shown-sections';
import type { CvView } from './types';

const cvOf = (changes: Partial<CvView> = {}): CvView => ({ ...sampleCv('en'), ...changes });
const OWN = sampleCv('en').custom_sections[0]?.uuid ?? '';

/** Each section's heading in the English sample. */
const HEADING: Record<string, string> = {
  bio: 'About me',
  experiences: 'Experience',
  educations: 'Education',
  skills: 'Skills',
  links: 'Links',
  projects: 'Projects',
  certificates: 'Certificates',
  language_skills: 'Languages',
  [customKey(OWN)]: 'Volunteering',
};
const ALL = Object.keys(HEADING);

/** The section headings of one column (or of the whole CV), in document order. */
function columnHeadings(html: string, column?: 'main' | 'side'): string[] {
  if (!column) return headings(html).filter((h) => ALL.some((key) => HEADING[key] === h));
  const start = html.indexOf(`<div class="cv-${column}">`);
  const other = html.indexOf(`<div class="cv-${column === 'main' ? 'side' : 'main'}">`);
  const part = html.slice(start, other > start ? other : undefined);
  return columnHeadings(part);
}

/** Classic, Bold and Clear write month names in full. */
const LONG_MONTHS = new Set(['templateA', 'templateE', 'templateF']);
/** The templates of one column: the rest put some sections beside the main ones. */
const ONE_COLUMN = new Set(['templateA', 'templateF', 'templateG']);

const publicHtml = (theme: (typeof THEMES)[number], cv: CvView) =>
  renderToString(<TemplateView theme={theme} cv={cv} labels={labels} audience="public" />);

describe.each(THEMES)('%s', (theme) => {
  const twoColumns = !ONE_COLUMN.has(theme);

  it('shows every section with its texts', () => {
    const html = render(theme);
    const text = textOf(html);
    expect(columnHeadings(html).sort()).toEqual(Object.values(HEADING).sort());
    for (const shown of [
      'Design system for a city transit app',
      LONG_MONTHS.has(theme) ? 'March 2022 – January 2023' : 'Mar 2022 – Jan 2023',
      LONG_MONTHS.has(theme) ? 'June 2020' : 'Jun 2020',
      'Certified Usability Analyst',
      'Human Factors International',
      'English Native',
      'Spanish Upper intermediate (B2)',
      'Mentor',
      'Women in Design',
      'Mentor two junior designers a year.',
    ])
      expect(text).toContain(shown);
    expect(html).toContain(
      '<a href="https://example.com/transit-design" rel="noopener noreferrer nofollow" target="_blank">',
    );
  });

  it("follows the owner's order, each section in its column", () => {
    const order: SectionKey[] = [
      'bio',
      customKey(OWN),
      'language_skills',
      'certificates',
      'links',
      'projects',
      'skills',
      'educations',
      'experiences',
    ];
    const html = render(theme, cvOf({ section_order: order }));
    const expected = (column?: 'main' | 'side') =>
      order.filter((key) => !column || columnOf(key) === column).map((key) => HEADING[key]);
    if (twoColumns) {
      expect(columnHeadings(html, 'main')).toEqual(expected('main'));
      expect(columnHeadings(html, 'side')).toEqual(expected('side'));
    } else {
      expect(columnHeadings(html)).toEqual(expected());
    }
    // A section the order leaves out follows in the default order, after those it names.
    const partial = render(theme, cvOf({ section_order: ['projects', 'educations'] }));
    const main = columnHeadings(partial, twoColumns ? 'main' : undefined);
    expect(main.slice(0, 3)).toEqual(['About me', 'Projects', 'Education']);
  });

  it('leaves hidden sections out for the owner, a visitor and the editor', () => {
    const cv = cvOf({ hidden_sections: ['projects', customKey(OWN), 'skills', 'bio'] });
    const { editor } = recordingEditor();
    for (const html of [render(theme, cv), publicHtml(theme, cv), render(theme, cv, editor)]) {
      const shown = columnHeadings(html);
      for (const heading of ['Projects', 'Volunteering', 'Skills', 'About me'])
        expect(shown).not.toContain(heading);
      expect(shown).toContain('Certificates');
      expect(html).not.toContain('Design system for a city transit app');
      expect(html).not.toContain('Women in Design');
    }
  });

  it('leaves out new sections with no rows, with no empty text', () => {
    const cv = cvOf({
      projects: [],
      certificates: [],
      language_skills: [],
      custom_sections: [{ uuid: OWN, title: 'Volunteering', entries: [] }],
    });
    const { editor } = recordingEditor();
    for (const html of [render(theme, cv), publicHtml(theme, cv)]) {
      const shown = columnHeadings(html);
      for (const heading of ['Projects', 'Certificates', 'Languages', 'Volunteering'])
        expect(shown).not.toContain(heading);
      for (const empty of emptyTexts('projects', 'certificates', 'language_skills'))
        expect(textOf(html)).not.toContain(empty);
      expect(shown).toContain('Experience');
    }
    // While editing, an own section and one the owner added to the order show, to be filled in.
    const edited = render(theme, { ...cv, section_order: ['certificates'] }, editor);
    expect(textOf(edited)).toContain('add-certificates');
    expect(textOf(edited)).toContain('add-custom-0');
    expect(textOf(edited)).not.toContain('add-projects');
  });

  it('links an entry only to a web address', () => {
    const cv = cvOf({
      projects: [
        {
          name: 'Scripted',
          description: '',
          url: 'javascript:alert(1)',
          start_date: null,
          end_date: null,
        },
      ],
      certificates: [
        { name: 'Mail', issuer: '', date: null, url: 'mailto:a@example.com' },
        { name: 'Web', issuer: '', date: null, url: 'http://cert.example.com/1' },
      ],
    });
    const html = render(theme, cv);
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(html).not.toContain('href="mailto:a@example.com"');
    expect(textOf(html)).toContain('javascript:alert(1)');
    expect(html).toContain('<a href="http://cert.example.com/1"');
  });

  it('makes every field of the new sections editable', () => {
    const { editor, paths, calls } = recordingEditor();
    const edited = render(theme, cvOf(), editor);
    for (const path of [
      'projects.0.name',
      'projects.0.description',
      'projects.0.url',
      'projects.0.start_date',
      'projects.0.end_date',
      'certificates.0.name',
      'certificates.0.issuer',
      'certificates.0.date',
      'certificates.0.url',
      'language_skills.1.language',
      'language_skills.1.level',
      'custom_sections.0.title',
      ...['title', 'subtitle', 'description', 'start_date', 'end_date', 'url'].map(
        (f) => `custom_sections.0.entries.0.${f}`,
      ),
    ])
      expect(paths).toContain(path);
    for (const call of [
      'add:projects',
      'add:certificates',
      'add:language_skills',
      'remove:language_skills.1',
    ])
      expect(calls).toContain(call);
    expect(calls).toContain('add:custom_sections.0');
    expect(calls).toContain('remove:custom_sections.0.0');
    expect(edited).not.toContain('<a ');
  });

  it('shows volunteering in the main column as dated entries, each field editable', () => {
    const treasurer = {
      uuid: '5ec7105e-0000-4000-8000-0000000000b1',
      role: 'Treasurer',
      organization: 'Kallio Sports Club',
      start_date: '2019-01-01',
      end_date: null,
      description: 'Kept the books.',
    };
    const cv = cvOf({ volunteering: [treasurer], custom_sections: [] });
    const html = publicHtml(theme, cv);
    const main = twoColumns ? html.slice(html.indexOf('<div class="cv-main">')) : html;
    expect(headings(main)).toContain('Volunteering');
    for (const shown of ['Treasurer', 'Kallio Sports Club', 'Kept the books.'])
      expect(textOf(main)).toContain(shown);
    expect(textOf(html)).toContain(LONG_MONTHS.has(theme) ? 'January 2019' : 'Jan 2019');
    // Its owner edits every field in place, and adds and removes entries.
    const { editor, paths, calls } = recordingEditor();
    render(theme, cv, editor);
    for (const field of ['role', 'organization', 'start_date', 'end_date', 'description'])
      expect(paths).toContain(`volunteering.0.${field}`);
    expect(calls).toContain('add:volunteering');
    expect(calls).toContain('remove:volunteering.0');
    // Without rows a visitor reads nothing of it.
    expect(headings(publicHtml(theme, cvOf({ custom_sections: [] })))).not.toContain(
      'Volunteering',
    );
  });
});

describe('language levels', () => {
  it('are words with their CEFR level, in both languages', () => {
    const t = (key: string) => {
      const [, level] = key.split('languageLevels.');
      return Object.entries(fi.languageLevels).find(([name]) => name === level)?.[1] ?? key;
    };
    const levels = buildTemplateLabels(t).languageLevels;
    expect(levels.native).toBe('Äidinkieli');
    expect(levels.c1).toBe('Sujuva (C1)');
    expect(labels.languageLevels.c1).toBe('Fluent (C1)');
    const finnish = renderToString(
      <TemplateView theme="templateB" cv={sampleCv('fi')} labels={buildTemplateLabels(t)} />,
    );
    expect(textOf(finnish)).toContain('englanti Sujuva (C1)');
  });
});

describe('volunteering in Finnish', () => {
  it('is headed Vapaaehtoistyö', () => {
    const t = (key: string) =>
      key === 'templates:lists.volunteering.title' ? fi.lists.volunteering.title : key;
    expect(buildTemplateLabels(t).lists.volunteering.title).toBe('Vapaaehtoistyö');
  });
});
