/**
 * Tells a database that cannot serve right now (the caller should retry: 503) from a bug (500), by
 * SQLSTATE class, socket error and the drivers' own messages.
 */

import type { DatabaseFailure } from '../lib/errors';

/** `disk_full`: SQLSTATE 53100, nothing can be written; `unavailable`: anything else transient. */
export type { DatabaseFailure };

/**
 * 08 connection exception, 53 insufficient resources (disk, memory, too many connections),
 * 57 operator intervention (shutdown, restart, statement timeout, database dropped).
 */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57']);

/** The socket's own errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and PGlite say "no connection" in words, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Cannot use a pool after calling end|PGlite is closed/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Errors raised while a connection was being opened (55000 there: database not accepting connections). */
const connectErrors = new WeakSet<object>();

export function markConnectError<E>(error: E): E {
  if (typeof error === 'object' && error !== null) connectErrors.add(error);
  return error;
}

/** What a failure says about the database, following `cause` (Drizzle wraps the driver's error). */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let e: unknown = error;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code === '53100') return 'disk_full';
      if (SQLSTATE.test(code) && UNAVAILABLE_CLASSES.has(code.slice(0, 2))) return 'unavailable';
      if (code === '55000' && connectErrors.has(e)) return 'unavailable';
      if (NETWORK_CODES.has(code)) return 'unavailable';
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return 'unavailable';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A promise that rejects as "unavailable" when `work` takes longer than `ms`. */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`The database did not answer within ${ms} ms`), {
            code: 'ETIMEDOUT',
          }),
        ),
      ms,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
