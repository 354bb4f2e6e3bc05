/**
 * When a waiting change goes again: never after a refusal the owner must act on, else after a wait
 * that doubles with each failure in a row. DOM-free: the service worker shares it.
 */

/** A 4xx the owner must act on; 401 (the session), 408 and 429 (come back later) are not that. */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/**
 * How long to wait before sending again after the nth failure in a row (n from 1): the browser
 * says when it is back online, but nothing says when a failing server has recovered.
 */
export function retryDelayMs(
  failures: number,
  { firstMs, maxMs }: { firstMs: number; maxMs: number },
): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(maxMs, firstMs * 2 ** Math.min(n - 1, 30));
}
