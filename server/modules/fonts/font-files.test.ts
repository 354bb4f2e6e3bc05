import { describe, expect, it } from 'vitest';
import { FONTS_PATH, TYPEFACES } from '@/domain/design';
import { fontFiles, typefaceCss } from '@/templates/typefaces';
import { createFontFiles } from './font-files';

describe('the typefaces’ files', () => {
  it('are each a woff2 in its package, and every face the CSS names is one of them', async () => {
    const files = createFontFiles();
    const served = fontFiles();
    // Four families, three subsets, regular, italic, bold and bold italic.
    expect(served.size).toBe(4 * 3 * 4);
    for (const name of served.keys())
      expect((await files.read(name))?.subarray(0, 4).toString('latin1'), name).toBe('wOF2');
    for (const typeface of TYPEFACES) {
      const named = [...typefaceCss('.cv', typeface).matchAll(/url\(([^)]+)\)/g)].map(
        (match) => match[1]!,
      );
      expect(named.length).toBeGreaterThan(0);
      for (const path of named) expect(served.has(path.slice(FONTS_PATH.length)), path).toBe(true);
    }
  });

  it('answer nothing for a name not on the list', async () => {
    const files = createFontFiles();
    for (const name of ['../package.json', 'inter-latin-400-normal.woff', '', 'x'.repeat(10_000)])
      expect(await files.read(name)).toBeNull();
  });
});
