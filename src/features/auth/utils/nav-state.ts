/** What auth screens hand each other in navigation state (never in the URL: it holds an address). */
export interface LoginState {
  /** A message to show above the form, e.g. after a password reset or when a session ended. */
  notice?: 'passwordReset' | 'sessionEnded' | 'secondStepExpired';
  email?: string;
}

/** The second step of a sign-in: the first step's short-lived token. */
export interface SecondStepState {
  token?: string;
}

export interface EmailState {
  email?: string;
}

export function readState<T extends object>(state: unknown): T {
  return state && typeof state === 'object' ? (state as T) : ({} as T);
}
