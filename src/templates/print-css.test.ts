/** What each template's print CSS must keep for a PDF's text to read right to a job portal's parser. */
import { describe, expect, it } from 'vitest';
import { THEMES } from '@/domain/cv';
import { TEMPLATE_CSS as CSS } from './styles-for-tests';

/**
 * The widest letter-spacing on paper: at .08em pdf.js and pdftotext already read a bold "TT" as
 * "T T" ("OHJELMISTOKEHIT TÄJÄ"), at .12em every letter apart ("S K I L L S").
 */
const MAX_PRINT_SPACING_EM = 0.05;

interface Rule {
  selectors: string[];
  declarations: string;
}

/** The index of the brace that closes the one at `open`. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unclosed brace at ${open}`);
}

/** The style rules in source order, those inside @media and @container blocks included. */
function rules(css: string): Rule[] {
  const found: Rule[] = [];
  let at = 0;
  for (let open = css.indexOf('{', at); open >= 0; open = css.indexOf('{', at)) {
    const prelude = css.slice(at, open).trim();
    const close = closing(css, open);
    if (prelude.startsWith('@media') || prelude.startsWith('@container'))
      found.push(...rules(css.slice(open + 1, close)));
    else if (!prelude.startsWith('@'))
      found.push({
        selectors: prelude.split(',').map((s) => s.trim()),
        declarations: css.slice(open + 1, close),
      });
    at = close + 1;
  }
  return found;
}

/** Each selector's letter-spacing as printed: its last value, the print block coming last. */
function printedSpacing(css: string): Map<string, string> {
  const printed = new Map<string, string>();
  for (const rule of rules(css)) {
    const value = /letter-spacing:([^;]+)/.exec(rule.declarations)?.[1];
    if (value) for (const selector of rule.selectors) printed.set(selector, value.trim());
  }
  return printed;
}

describe('the rule reader', () => {
  it('reads a later print rule over the screen one, inside nested blocks', () => {
    const css =
      '.x .a{letter-spacing:.2em;color:red}@container x (min-width:600px){.x .b{letter-spacing:.1em}}' +
      '@media print{@page{margin:1mm}.x .a,.x .c{letter-spacing:.05em}}';
    expect(Object.fromEntries(printedSpacing(css))).toEqual({
      '.x .a': '.05em',
      '.x .b': '.1em',
      '.x .c': '.05em',
    });
  });
});

describe.each(THEMES)('%s on paper', (theme) => {
  it('spaces no letters so far apart that a PDF parser reads them one by one', () => {
    const printed = printedSpacing(CSS[theme]);
    const tooWide = [...printed]
      .filter(([, value]) => {
        const em = /^(-?[\d.]+)em$/.exec(value);
        return !em || Number(em[1]) > MAX_PRINT_SPACING_EM;
      })
      .map(([selector, value]) => `${selector}: ${value}`);
    expect(tooWide).toEqual([]);
  });
});
