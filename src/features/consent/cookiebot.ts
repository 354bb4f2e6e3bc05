/**
 * The consent provider's banner script (Cookiebot): which attributes it gets for an id and a
 * language, and what to do with the one already on the page. DOM-free, so it is unit tested.
 */
import { toLanguage } from '@/domain/languages';

export const COOKIEBOT_SCRIPT_ID = 'Cookiebot';
export const COOKIEBOT_SRC = 'https://consent.cookiebot.com/uc.js';

/** The language as the provider's upper-case culture code: en → EN, fi → FI (others → EN). */
export function cultureCode(language: string | null | undefined): string {
  return toLanguage(language).toUpperCase();
}

export function cookiebotAttributes(id: string, language: string | null | undefined) {
  return {
    id: COOKIEBOT_SCRIPT_ID,
    src: COOKIEBOT_SRC,
    'data-cbid': id,
    'data-culture': cultureCode(language),
    'data-blockingmode': 'auto',
    type: 'text/javascript',
  } as const;
}

export interface PresentScript {
  cbid: string | null;
  culture: string | null;
}

export type ConsentPlan =
  | { action: 'none' }
  | { action: 'remove' }
  | { action: 'insert'; attributes: ReturnType<typeof cookiebotAttributes> }
  /** Same id, other language: the banner is loaded again in the new language. */
  | { action: 'reload'; attributes: ReturnType<typeof cookiebotAttributes> };

/** Compares the script on the page (if any) with what the settings and language ask for. */
export function planConsentScript(
  present: PresentScript | null,
  id: string | null | undefined,
  language: string | null | undefined,
): ConsentPlan {
  const wanted = id?.trim();
  if (!wanted) return present ? { action: 'remove' } : { action: 'none' };
  const attributes = cookiebotAttributes(wanted, language);
  if (!present) return { action: 'insert', attributes };
  if (present.cbid !== wanted || present.culture !== attributes['data-culture'])
    return { action: 'reload', attributes };
  return { action: 'none' };
}
