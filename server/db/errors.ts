/** What a database error means to the code that made the query, following `cause` (Drizzle wraps the driver's error). */

/** SQLSTATE 23505: a unique index refused the row (a username, e-mail, slug or idempotency key already taken). */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  // Bounded, so an error whose cause points back at itself cannot hang the request.
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
