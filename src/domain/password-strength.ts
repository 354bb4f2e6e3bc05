/**
 * Guessability of a new password by zxcvbn, shared by the server and the sign-up and reset forms.
 * Its dictionaries are large: the client imports this module lazily, when a password is first typed.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_SCORE, passwordUserInputs } from './account';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export type WeakPasswordKey =
  | 'validation.password_common'
  | 'validation.password_repeats'
  | 'validation.password_pattern'
  | 'validation.password_personal'
  | 'validation.password_weak';

/** zxcvbn's warning, worded by our own texts (it has none in Finnish). */
const REASONS: Record<string, WeakPasswordKey> = {
  common: 'validation.password_common',
  topTen: 'validation.password_common',
  topHundred: 'validation.password_common',
  similarToCommon: 'validation.password_common',
  pwned: 'validation.password_common',
  simpleRepeat: 'validation.password_repeats',
  extendedRepeat: 'validation.password_repeats',
  sequences: 'validation.password_pattern',
  keyPattern: 'validation.password_pattern',
  straightRow: 'validation.password_pattern',
  userInputs: 'validation.password_personal',
};

/** Why the password is too easy to guess, or null when its zxcvbn score is high enough. */
export function weakPasswordIssue(password: string, email?: string): WeakPasswordKey | null {
  // zxcvbn's time grows with length; past 100 characters the score cannot drop.
  const result = zxcvbn.check(password.slice(0, 100), passwordUserInputs(email));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  return REASONS[result.feedback.warning ?? ''] ?? 'validation.password_weak';
}
