/** What the template tests share: English labels, a render to HTML, and readers of that HTML. */
import { renderToString } from 'react-dom/server';
import en from '../../locales/en/templates.json';
import fi from '../../locales/fi/templates.json';
import type { Theme } from '@/domain/cv';
import { EditorContext, type EditorApi, type Entries } from './editable';
import { buildTemplateLabels } from './labels';
import { TEMPLATES } from './registry';
import { sampleCv } from './sample-cv';
import type { CvView, ListName } from './types';

/** A tiny i18next stand-in reading locales/{language}/templates.json. */
export function templateTexts(language: 'en' | 'fi') {
  const texts = language === 'fi' ? fi : en;
  return (key: string, params?: Record<string, unknown>): string => {
    let value: unknown = texts;
    for (const part of key.replace(/^templates:/, '').split('.')) {
      value = (value as Record<string, unknown> | undefined)?.[part];
    }
    const text = typeof value === 'string' ? value : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  };
}

const t = templateTexts('en');

export const labels = buildTemplateLabels(t);

export function render(theme: Theme, cv: CvView = sampleCv('en'), editor?: EditorApi): string {
  const Template = TEMPLATES[theme];
  const element = <Template cv={cv} labels={labels} />;
  return renderToString(
    editor ? <EditorContext.Provider value={editor}>{element}</EditorContext.Provider> : element,
  );
}

/** The visible text of some HTML: tags dropped, entities decoded, spaces collapsed. */
/** The empty-state texts of these lists, as a template prints them where a list has no rows. */
export function emptyTexts(...lists: ListName[]): string[] {
  return lists.map((list) => labels.lists[list].empty);
}

export function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->|<wbr\/>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function headings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1] ?? ''));
}

/** An editor that renders markers and records which paths and lists each template asks for. */
/** The entries' path in the CV, as the recorded calls name it: 'links', 'custom_sections.0'. */
function pathOf(entries: Entries): string {
  return 'list' in entries ? entries.list : `custom_sections.${entries.section}`;
}

export function recordingEditor() {
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
    add: (entries) => {
      calls.push(`add:${pathOf(entries)}`);
      return (
        <button type="button">
          add-{'list' in entries ? entries.list : `custom-${entries.section}`}
        </button>
      );
    },
    remove: (entries, index) => {
      calls.push(`remove:${pathOf(entries)}.${index}`);
      return <button type="button">x</button>;
    },
    photo: () => {
      calls.push('photo');
      return <button type="button">photo</button>;
    },
  };
  return { editor, paths, calls };
}
