/** The one place a typed `t` takes a key known only at run time; every other call is checked against locales/en. */
import type { Namespace, TFunction } from 'i18next';
import type { Translate } from '../domain/validation-messages';

/**
 * For keys that are data, not code: zod issues carry `validation.*` keys (shared with the server),
 * the wizard's step checks and the template labels build theirs. src/lib/locales.test.ts keeps both
 * languages in step, and the domain's tests check those keys exist.
 */
export function runtimeKeys<N extends Namespace>(t: TFunction<N>, ns?: Namespace): Translate {
  // TFunction accepts only literal keys of its namespace: this is the single widening to string keys.
  const loose = t as unknown as Translate;
  return ns ? (key, params) => loose(key, { ...params, ns }) : loose;
}
