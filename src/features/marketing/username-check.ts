/** What the landing page can say about a typed name before asking the server (the sign-up rule). */
import { isReservedUsername, isValidUsernameFormat, stripHostPrefix } from '@/domain/username';

export type LocalVerdict =
  | { kind: 'empty' }
  | { kind: 'format'; name: string }
  | { kind: 'reserved'; name: string }
  /** Passes the rule: only the server knows whether it is free. */
  | { kind: 'ask'; name: string };

/** The name as set-username will read it (a typed site address dropped), checked by the domain. */
export function localVerdict(text: string, host: string): LocalVerdict {
  const name = stripHostPrefix(text, host);
  if (!name) return { kind: 'empty' };
  if (!isValidUsernameFormat(name)) return { kind: 'format', name };
  if (isReservedUsername(name)) return { kind: 'reserved', name };
  return { kind: 'ask', name };
}
