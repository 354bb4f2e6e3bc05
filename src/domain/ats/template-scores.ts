/**
 * Each template's ATS score for the sample CV in each language, as `npm run ats:table` measured it
 * (it rewrites this file and the README's table; an API test fails when they differ from a fresh
 * render). The check tells an owner which templates a parser reads best.
 */
import { THEMES, type Theme } from '@/domain/cv';
import type { Language } from '@/domain/languages';

export const TEMPLATE_SCORES: Record<Theme, Record<Language, number>> = {
  templateA: { en: 100, fi: 100 },
  templateB: { en: 90, fi: 90 },
  templateC: { en: 90, fi: 90 },
  templateD: { en: 90, fi: 90 },
  templateE: { en: 90, fi: 90 },
  templateF: { en: 100, fi: 100 },
  templateG: { en: 100, fi: 100 },
  templateH: { en: 90, fi: 90 },
};

/** The templates that read best in `language`, best first, when `theme` reads worse than they. */
export function betterTemplates(theme: Theme, language: Language): Theme[] {
  const best = Math.max(...THEMES.map((name) => TEMPLATE_SCORES[name][language]));
  return TEMPLATE_SCORES[theme][language] < best
    ? THEMES.filter((name) => TEMPLATE_SCORES[name][language] === best)
    : [];
}
