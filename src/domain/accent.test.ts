/** Every accent a template shows passes WCAG AA where the template puts it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEMES } from './cv';
import { AA_CONTRAST, contrast, fitAccent, passes, TEMPLATE_ACCENTS } from './accent';

const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);

describe('accent colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(THEMES)('%s: its own accent and its eight swatches pass AA', (theme) => {
    const { accent, against, swatches } = TEMPLATE_ACCENTS[theme];
    expect(new Set(swatches).size).toBe(8);
    expect(swatches).toContain(accent);
    for (const colour of swatches)
      for (const other of against)
        expect(contrast(colour, other), `${colour} on ${other}`).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
  });

  it('keeps a colour that passes, and says nothing was changed', () => {
    expect(fitAccent('templateA', '#1F6F8B')).toEqual({ colour: '#1f6f8b', adjusted: false });
  });

  it('darkens a pale colour for text on white, keeping its hue', () => {
    const { colour, adjusted } = fitAccent('templateA', '#9fd3ff');
    expect(adjusted).toBe(true);
    expect(passes(colour, TEMPLATE_ACCENTS.templateA.against)).toBe(true);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    expect(b! > g! && g! > r!).toBe(true);
  });

  it('lightens a dark colour for text on the dark hero (template E)', () => {
    const { colour, adjusted } = fitAccent('templateE', '#402000');
    expect(adjusted).toBe(true);
    expect(contrast(colour, '#14263f')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('whatever colour is asked, what a template shows passes AA there', () => {
    fc.assert(
      fc.property(fc.constantFrom(...THEMES), hex, (theme, asked) => {
        const { colour, adjusted } = fitAccent(theme, asked);
        expect(passes(colour, TEMPLATE_ACCENTS[theme].against)).toBe(true);
        if (!adjusted) expect(colour).toBe(asked);
      }),
      { numRuns: 500 },
    );
  });
});
