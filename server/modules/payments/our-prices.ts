/**
 * Whether a subscription is for one of our plans. The Stripe account may sell other things too (a
 * payment link made in the dashboard, another product): their checkouts and subscriptions must
 * never grant premium here, nor replace the subscription we recorded.
 */
import { PRICE_LOOKUP_KEYS } from '@/domain/payments';
import { premiumFor, type RecordedState, type StateChange } from './subscription-state';

/** What of a Stripe price tells whose it is. */
export interface PriceRef {
  id: string;
  lookup_key: string | null;
}

/**
 * Ours: a price we list (by its id), or one carrying one of our lookup keys (a price of ours
 * archived since, which its subscribers keep). Every price must be ours, and there must be one.
 */
export function allOurs(prices: readonly PriceRef[], listedIds: ReadonlySet<string>): boolean {
  return (
    prices.length > 0 &&
    prices.every(
      (price) =>
        listedIds.has(price.id) ||
        (price.lookup_key !== null && Object.hasOwn(PRICE_LOOKUP_KEYS, price.lookup_key)),
    )
  );
}

/**
 * A change for another price still applies when it ends the very subscription we recorded (its
 * price was checked when it was recorded): moved to another price or one whose lookup key went
 * to a newer price, it must still be able to end, or premium would outlive it.
 */
export function endsRecorded(change: StateChange, recorded: RecordedState | undefined): boolean {
  return (
    change.subscriptionId !== null &&
    change.subscriptionId === recorded?.providerSubscriptionId &&
    premiumFor(change.status) !== true
  );
}
