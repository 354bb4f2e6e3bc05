/**
 * Which provider event may change a user's recorded subscription, and what premium it means.
 * Pure rules, so the out-of-order cases are easy to test and to read.
 */

/** A subscription state as one event tells it. */
export interface StateChange {
  subscriptionId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  /** When the provider created the event. */
  at: Date;
}

export interface RecordedState {
  providerSubscriptionId: string | null;
  status: string;
  updatedByEventAt: Date;
}

/** States a subscription never leaves. */
const TERMINAL = new Set(['canceled', 'incomplete_expired']);
const GRANTS = new Set(['active', 'trialing']);
const REVOKES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/**
 * True: premium; false: not premium; undefined: leave as it is (past_due while the provider
 * retries the card, incomplete while the first payment is still being confirmed).
 */
export function premiumFor(status: string): boolean | undefined {
  if (GRANTS.has(status)) return true;
  if (REVOKES.has(status)) return false;
  return undefined;
}

/** Whether `change` may replace `recorded`; events can arrive late, twice or out of order. */
export function supersedes(change: StateChange, recorded: RecordedState | undefined): boolean {
  if (!recorded) return true;
  // An older event never overwrites a newer one. Equal seconds: the later arrival wins.
  if (change.at.getTime() < recorded.updatedByEventAt.getTime()) return false;
  const bothKnown = Boolean(change.subscriptionId && recorded.providerSubscriptionId);
  const same = bothKnown && change.subscriptionId === recorded.providerSubscriptionId;
  // Event times have one-second resolution; an ended subscription cannot become live again.
  if (same && TERMINAL.has(recorded.status) && !TERMINAL.has(change.status)) return false;
  // The end of an old subscription says nothing about a newer one that still grants premium.
  if (
    bothKnown &&
    !same &&
    premiumFor(change.status) !== true &&
    premiumFor(recorded.status) === true
  )
    return false;
  return true;
}
