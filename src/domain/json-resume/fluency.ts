/** A language's level from JSON Resume's free-text `fluency`, as other tools and people write it. */
import { LANGUAGE_LEVELS, type LanguageLevel, type LanguageSkill } from '@/domain/section-rows';

/** A CEFR level anywhere in the text ("C1", "b2 – good", "Englanti (C2)"), which wins over words. */
const CEFR = /(?<![\p{L}\p{N}])([abc][12])(?![\p{L}\p{N}])/iu;

/**
 * Words, in order (the first that matches decides): LinkedIn's five levels, the common English
 * words, and the Finnish ones. "Near-native" comes before "native", "upper" and "pre-" before
 * "intermediate", "very good" before "good".
 */
const WORDS: ReadonlyArray<[RegExp, LanguageLevel]> = [
  [/near[\s-]*native|erinomai|\bproficient\b|mastery|\bexcellent\b/u, 'c2'],
  [/native|bilingual|mother tongue|first language|äidinkiel|kaksikielinen/u, 'native'],
  [/full professional|fluent|advanced|very good|sujuva|erittäin hyvä|kiitettävä/u, 'c1'],
  [/professional working|upper[\s-]*intermediate|\bgood\b|(?<!\p{L})hyvä(?!\p{L})/u, 'b2'],
  [/pre[\s-]*intermediate|elementary|perustaso|välttävä|auttava/u, 'a2'],
  [/limited working|intermediate|conversational|tyydyttävä|keskitaso|kohtalainen/u, 'b1'],
  [/beginner|basic|novice|alkeet|alkeis|perusteet/u, 'a1'],
];

/**
 * The level `fluency` says, or null when it says none we know (the import then takes B2, the level
 * a new row starts at, and lists the words so the owner checks it).
 */
export function toLanguageLevel(fluency: string): LanguageLevel | null {
  const text = fluency.trim().toLowerCase();
  const code = CEFR.exec(text)?.[1];
  const coded = LANGUAGE_LEVELS.find((level) => level === code);
  if (coded) return coded;
  return WORDS.find(([words]) => words.test(text))?.[1] ?? null;
}

/** The level an unknown or missing `fluency` reads as. */
export const UNKNOWN_FLUENCY_LEVEL: LanguageLevel = 'b2';

/**
 * A language's row with the level read from its words `fluency` (null when they name none we know):
 * such words are listed, for the owner to check, and the row takes UNKNOWN_FLUENCY_LEVEL.
 */
export function languageRow(
  language: string,
  fluency: string,
  level: LanguageLevel | null,
  leftOut: { push: (item: { kind: 'fluency'; language: string; fluency: string }) => unknown },
): LanguageSkill {
  if (!level && fluency.trim())
    leftOut.push({ kind: 'fluency', language, fluency: fluency.trim() });
  return { uuid: crypto.randomUUID(), language, level: level ?? UNKNOWN_FLUENCY_LEVEL };
}
