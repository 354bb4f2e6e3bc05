/**
 * The success page's check after checkout: asks for the premium flag up to `attempts` times and
 * waits `stepMs` × n before retry n, because the provider's webhook may land a few seconds late.
 */
import { TIMINGS } from '@/domain/limits';

export type PollOutcome = 'premium' | 'not_premium' | 'network_error' | 'aborted';

export interface PollOptions {
  /** Resolves to the current premium flag; a rejection counts as a network failure. */
  check: () => Promise<boolean>;
  attempts?: number;
  stepMs?: number;
  signal?: AbortSignal;
  /** Told before each try (1-based), e.g. to show progress. */
  onAttempt?: (attempt: number) => void;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export async function pollPremiumStatus({
  check,
  attempts = TIMINGS.premiumPollAttempts,
  stepMs = TIMINGS.premiumPollStepMs,
  signal,
  onAttempt,
}: PollOptions): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (signal?.aborted) return 'aborted';
    onAttempt?.(attempt);
    let premium: boolean;
    try {
      premium = await check();
    } catch {
      return signal?.aborted ? 'aborted' : 'network_error';
    }
    if (signal?.aborted) return 'aborted';
    if (premium) return 'premium';
    // Retry n (n from 1) waits stepMs × n; there is no wait after the last try.
    if (attempt < attempts) await wait(stepMs * attempt, signal);
  }
  return signal?.aborted ? 'aborted' : 'not_premium';
}
