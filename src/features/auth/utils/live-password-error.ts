/** While typing, "too short" is the natural state: a password's problem turns red only once it is long enough. */
import { LIMITS } from '@/domain/limits';

export function livePasswordError(password: string, problem: string | undefined) {
  return password.length >= LIMITS.passwordMin ? problem : undefined;
}
