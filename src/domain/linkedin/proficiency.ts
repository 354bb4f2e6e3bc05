/** A language's level from LinkedIn's five proficiency words, in English, Finnish or as codes. */
import { toLanguageLevel } from '@/domain/json-resume/fluency';
import type { LanguageLevel } from '@/domain/section-rows';

/**
 * LinkedIn's levels as its Finnish screens and its older exports (NATIVE_OR_BILINGUAL…) write them,
 * in order: "full professional" before "professional". Anything else is read as JSON Resume's
 * free-text fluency is (which knows LinkedIn's English words and common ones).
 */
const LINKEDIN_WORDS: ReadonlyArray<[RegExp, LanguageLevel]> = [
  [/native or bilingual|äidinkiel|kaksikiel/u, 'native'],
  [/full professional|täysi ammatillinen/u, 'c1'],
  [/professional working|ammatillinen/u, 'b2'],
  [/limited working|rajoitettu/u, 'b1'],
  [/elementary|perustason|alkeellinen/u, 'a2'],
];

/** The level LinkedIn's `proficiency` says, or null when it says none we know. */
export function toLevel(proficiency: string): LanguageLevel | null {
  const text = proficiency.trim().toLocaleLowerCase('fi').replace(/_+/g, ' ');
  return LINKEDIN_WORDS.find(([words]) => words.test(text))?.[1] ?? toLanguageLevel(text);
}
