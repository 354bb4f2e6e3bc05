/**
 * A CV's accent colour and the WCAG AA rule it must keep (issue 49): each template says which
 * colours its accent meets as text or behind text, and a colour that falls short of 4.5:1 against any
 * of them is replaced by the nearest one of the same hue and saturation that does not.
 */
import type { Theme } from './cv';

/** WCAG 2's ratio for normal text. */
export const AA_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** An sRGB channel (0-255) as light, linear. */
const linear = (channel: number) => {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2's relative luminance of an sRGB colour ("#1f6f8b"). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Hue (0-360), saturation and lightness (0-1) of a colour, and back. */
function hslOf(hex: string): [number, number, number] {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255);
  if (r === undefined || g === undefined || b === undefined) return [0, 0, 0];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hexOfHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return hexOf([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Where a template puts its accent: the colours it is read against (text on it, or it as text). */
export interface TemplateAccent {
  /** The template's own accent, when the owner chose none. */
  accent: string;
  against: readonly string[];
  /** Eight colours offered for it, each passing AA against every colour of `against`. */
  swatches: readonly string[];
}

/** Dark colours of eight hues, each clear on white and on the pale tints the templates use. */
const DARK_ON_WHITE = [
  '#1f3a5f',
  '#1f6f8b',
  '#23664a',
  '#6b3fa0',
  '#a8432d',
  '#9c2f55',
  '#5a4a2f',
  '#333a45',
] as const;

export const TEMPLATE_ACCENTS: Record<Theme, TemplateAccent> = {
  // Headings, the name and icons in the accent on white.
  templateA: {
    accent: '#1f3a5f',
    against: ['#ffffff'],
    swatches: DARK_ON_WHITE,
  },
  // The header and sidebar in the accent, white, pale and coral text on it; entry titles in it on white.
  templateB: {
    accent: '#1f3a5f',
    against: ['#ffffff', '#dfe6ee', '#f4a68f'],
    swatches: [
      '#1f3a5f',
      '#1b4f5c',
      '#1f4d3a',
      '#3d2f6b',
      '#6b2a2a',
      '#5c2a4a',
      '#3b3f46',
      '#2b2b2b',
    ],
  },
  // The name band in the accent under white text; headings in it on the page's off-white.
  templateC: {
    accent: '#2e7d5b',
    against: ['#ffffff', '#fbfaf7'],
    swatches: [
      '#2e7d5b',
      '#1f5f7a',
      '#2f4f8f',
      '#5b3f8f',
      '#8f3b2f',
      '#8a2f5a',
      '#5f5a2a',
      '#3b4a44',
    ],
  },
  // The sidebar in the accent under white text; the name, headings and dates in it on cream.
  templateD: {
    accent: '#a8432d',
    against: ['#ffffff', '#fff7f2'],
    swatches: [
      '#a8432d',
      '#8f3b5a',
      '#6b3fa0',
      '#2f5f8f',
      '#1f6f5a',
      '#5f6b2a',
      '#7a5a1f',
      '#5a4a42',
    ],
  },
  // The highlight: headings, "I am" and icons in the accent on the dark navy hero.
  templateE: {
    accent: '#f2c14e',
    against: ['#14263f'],
    swatches: [
      '#f2c14e',
      '#f4a68f',
      '#8fd3c1',
      '#a8c8f0',
      '#f0a8c8',
      '#c8e08f',
      '#e0c8ff',
      '#ffffff',
    ],
  },
  // Clear: the job title, headings and rules' accents in it on white.
  templateF: {
    accent: '#1f6f8b',
    against: ['#ffffff'],
    swatches: DARK_ON_WHITE,
  },
  // Nordic: the name, headings and icons in it on white.
  templateG: {
    accent: '#23445f',
    against: ['#ffffff'],
    swatches: ['#23445f', ...DARK_ON_WHITE.slice(1)],
  },
  // Portrait: the header in it under white text; headings in it on white and on the pale column.
  templateH: {
    accent: '#0f5e6e',
    against: ['#ffffff', '#f3f6f7'],
    swatches: ['#0f5e6e', ...DARK_ON_WHITE.slice(1)],
  },
};

export const passes = (colour: string, against: readonly string[]) =>
  against.every((other) => contrast(colour, other) >= AA_CONTRAST);

/**
 * The colour a template shows for the one asked: itself when it passes AA where the template puts
 * it, else the nearest lightness of the same hue and saturation that does (`adjusted`); the
 * template's own accent when no lightness of that hue passes.
 */
export function fitAccent(theme: Theme, colour: string): { colour: string; adjusted: boolean } {
  const { accent, against } = TEMPLATE_ACCENTS[theme];
  const asked = colour.toLowerCase();
  if (passes(asked, against)) return { colour: asked, adjusted: false };
  const [h, s, l] = hslOf(asked);
  for (let step = 1; step <= 200; step++)
    for (const lightness of [l - step / 200, l + step / 200]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = hexOfHsl(h, s, lightness);
      if (passes(candidate, against)) return { colour: candidate, adjusted: true };
    }
  return { colour: accent, adjusted: true };
}
