/** English and Finnish texts must match: same files, same keys, same placeholders and Trans tags. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

type Texts = Map<string, unknown>;

function flatten(value: unknown, prefix: string, out: Texts): Texts {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lang: string, file: string): Texts {
  const json: unknown = JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8'));
  return flatten(json, '', new Map());
}

function jsonFiles(lang: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, lang))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** `{{name}}`, `{{count, number}}` and `<tag>`, `</tag>`, `<tag/>`: what must survive translation. */
function markers(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/<\/?\s*([\w-]+)\s*\/?>/g)) found.add(`<${match[1]}>`);
  return [...found].sort();
}

const PLURAL = /_(one|other)$/;

const files = jsonFiles('en');

describe('locales', () => {
  it('has the same files in English and Finnish', () => {
    expect(jsonFiles('fi')).toEqual(files);
  });

  describe.each(files)('%s', (file) => {
    const en = load('en', file);
    const fi = load('fi', file);

    it('has the same keys', () => {
      expect([...fi.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has every plural as an _one/_other pair', () => {
      const unpaired: string[] = [];
      for (const texts of [en, fi]) {
        for (const key of texts.keys()) {
          const base = key.replace(PLURAL, '');
          if (base === key) continue;
          if (!texts.has(`${base}_one`) || !texts.has(`${base}_other`)) unpaired.push(key);
        }
      }
      expect(unpaired).toEqual([]);
    });

    it('keeps the same placeholders and tags in each pair', () => {
      const differing: string[] = [];
      for (const [key, text] of en) {
        if (!fi.has(key)) continue;
        const want = markers(text).join(' ');
        const got = markers(fi.get(key)).join(' ');
        if (want !== got) differing.push(`${key}: en [${want}] fi [${got}]`);
      }
      expect(differing).toEqual([]);
    });

    it('has no empty text', () => {
      const empty = [...en, ...fi]
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });
});
