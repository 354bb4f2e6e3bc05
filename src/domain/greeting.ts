/**
 * The name the dashboard welcomes its owner by: the first name their CVs carry, the newest CV
 * first; null when none carries one (the username then). The sign-in answers it too, so the
 * welcome says the same from the first screen after signing in.
 */
export function greetingName(newestFirst: ReadonlyArray<{ first_name: string }>): string | null {
  return newestFirst.find((cv) => cv.first_name.trim())?.first_name.trim() ?? null;
}

/** The welcome's words for the owner: their first name, else their username (if they have one). */
export function welcomeName<Username extends string | null>(
  firstName: string | null | undefined,
  username: Username,
): string | Username {
  return firstName || username;
}
