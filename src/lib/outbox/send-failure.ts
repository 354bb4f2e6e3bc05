/**
 * Why a CV from the outbox was not created, so the user is told the truth: refused for good (a field
 * to fix, the plan), offline (the request never reached the server), or the server failed (it
 * answered 5xx, or took too long while the device was online). Only a refusal stops the retries.
 * Free of axios and the DOM: the service worker shares it.
 */
import type { ApiFailure, ParsedError } from '@/lib/api-errors';

export type SendFailure =
  | { kind: 'refused'; status: number; error: ParsedError }
  | { kind: 'offline' }
  | {
      kind: 'server';
      /** null: no answer in time (or a failure outside HTTP) while the device was online. */
      status: number | null;
      /** The server's own words (`detail`, in the user's language), when it sent any. */
      detail: string | null;
      /** It answered success without the new CV's uuid (spec: "CV ID is undefined"). */
      missingId?: true;
    };

/** A 4xx the user must act on; 401 (the session), 408 and 429 (come back later) are not that. */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** The server's `detail` text; a proxy's HTML page or an empty body has none worth showing. */
function detailOf(parsed: ParsedError): string | null {
  return parsed.field === null && parsed.message.trim() ? parsed.message : null;
}

/** `online` is `navigator.onLine` when the call failed. */
export function classifySendFailure(failure: ApiFailure, online: boolean): SendFailure {
  switch (failure.kind) {
    case 'http':
      return isRefusal(failure.status)
        ? { kind: 'refused', status: failure.status, error: failure.parsed }
        : { kind: 'server', status: failure.status, detail: detailOf(failure.parsed) };
    case 'offline':
      return { kind: 'offline' };
    case 'timeout':
    case 'unknown':
      return online ? { kind: 'server', status: null, detail: null } : { kind: 'offline' };
  }
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
