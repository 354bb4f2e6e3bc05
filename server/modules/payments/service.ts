/** Payment rules: the plans' prices, Stripe Checkout for a signed-in user, and webhook events. */
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Language } from '@/domain/languages';
import {
  PRICE_LOOKUP_KEYS,
  defaultPrices,
  type CheckoutSessionDto,
  type PriceDto,
  type PriceLookupKey,
} from '@/domain/payments';
import { ApiError, FieldError } from '@server/lib/errors';
import { allOurs, endsRecorded, type PriceRef } from './our-prices';
import type { PaymentEventQueries, PaymentsRepository } from './repository';
import { premiumFor, supersedes, type StateChange } from './subscription-state';

export const PRICE_CACHE_MS = 5 * 60 * 1000;
const LOOKUP_KEYS = Object.keys(PRICE_LOOKUP_KEYS) as PriceLookupKey[];

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  /** Null when STRIPE_SECRET_KEY is not set: payments are unavailable. */
  stripe: Stripe | null;
  webhookSecret?: string;
  onSale: boolean;
  appOrigin: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * processed: applied; duplicate: seen before; stale: older than what is recorded; ignored: not
 * ours (another event type, an unknown user, or a subscription to a price that is not one of ours).
 */
export type WebhookOutcome = 'processed' | 'duplicate' | 'stale' | 'ignored';

/** A subscription change and how to find whose it is. */
interface EventChange extends StateChange {
  userRef: string | null;
  customerId: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const isLookupKey = (key: string | null): key is PriceLookupKey =>
  key !== null && Object.hasOwn(PRICE_LOOKUP_KEYS, key);

const providerError = () => new ApiError(503, 'payments_provider_error');

function fromStripePrice(price: Stripe.Price): PriceDto | null {
  if (!isLookupKey(price.lookup_key) || price.unit_amount === null) return null;
  const { plan, interval } = PRICE_LOOKUP_KEYS[price.lookup_key];
  if (price.recurring?.interval !== interval || price.recurring.interval_count !== 1) return null;
  return { id: price.id, plan, interval, amount: price.unit_amount, currency: price.currency };
}

const lookupKeyOf = (p: PriceDto): PriceLookupKey =>
  `${p.plan}_${p.interval === 'month' ? 'monthly' : 'yearly'}`;

/** The change an event describes, or null for events that do not touch premium. */
function changeOf(event: Stripe.Event): EventChange | null {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        userRef: session.client_reference_id ?? session.metadata?.user_id ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        // A delayed payment method completes the session unpaid; its success comes as its own event.
        status: session.payment_status === 'unpaid' ? 'incomplete' : 'active',
        currentPeriodEnd: null,
        at,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const periodEnd = subscription.items?.data?.[0]?.current_period_end;
      return {
        userRef: subscription.metadata?.user_id ?? null,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        at,
      };
    }
    default:
      return null;
  }
}

async function resolveUser(q: PaymentEventQueries, change: EventChange) {
  return (
    (change.userRef ? await q.findUserId(change.userRef) : undefined) ??
    (change.customerId ? await q.findUserIdByCustomer(change.customerId) : undefined) ??
    (change.subscriptionId ? await q.findUserIdBySubscription(change.subscriptionId) : undefined)
  );
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, stripe, log } = deps;
  const now = deps.now ?? Date.now;
  let cached: { at: number; prices: Promise<PriceDto[]> } | null = null;

  async function fetchPrices(client: Stripe): Promise<PriceDto[]> {
    let list: Stripe.ApiList<Stripe.Price>;
    try {
      list = await client.prices.list({
        lookup_keys: LOOKUP_KEYS,
        active: true,
        type: 'recurring',
        limit: 100,
      });
    } catch (error) {
      log.error({ err: error }, 'stripe: listing prices failed');
      throw providerError();
    }
    const prices = list.data.map(fromStripePrice).filter((p): p is PriceDto => p !== null);
    const order = (p: PriceDto) => LOOKUP_KEYS.indexOf(lookupKeyOf(p));
    prices.sort((a, b) => order(a) - order(b));
    const missing = LOOKUP_KEYS.filter((key) => !prices.some((p) => lookupKeyOf(p) === key));
    if (missing.length) log.warn({ missing }, 'stripe: no active recurring price for lookup keys');
    return prices;
  }

  async function listPrices(): Promise<PriceDto[]> {
    if (!stripe) return defaultPrices();
    if (cached && now() - cached.at < PRICE_CACHE_MS) return cached.prices;
    const entry = { at: now(), prices: fetchPrices(stripe) };
    cached = entry;
    // A failure is not remembered: the next call asks Stripe again.
    entry.prices.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.prices;
  }

  /**
   * The prices a subscription event is for: a subscription's items carry theirs; a checkout
   * session's line items are not in the event and are asked of Stripe (a failure answers 503,
   * so Stripe delivers the event again).
   */
  async function pricesOf(event: Stripe.Event): Promise<PriceRef[]> {
    const object = event.data.object;
    if (object.object === 'subscription')
      return (object.items?.data ?? []).map((item) => item.price);
    if (object.object !== 'checkout.session') return [];
    if (!stripe) throw new ApiError(503, 'payments_unavailable');
    try {
      const items = await stripe.checkout.sessions.listLineItems(object.id, { limit: 100 });
      return items.data.flatMap((item) => (item.price ? [item.price] : []));
    } catch (error) {
      log.error({ err: error, sessionId: object.id }, 'stripe: listing line items failed');
      throw providerError();
    }
  }

  async function isForOurPlans(event: Stripe.Event): Promise<boolean> {
    const prices = await pricesOf(event);
    // Our lookup keys usually answer without asking Stripe for the listed prices.
    if (allOurs(prices, new Set())) return true;
    return allOurs(prices, new Set((await listPrices()).map((price) => price.id)));
  }

  async function applyChange(
    q: PaymentEventQueries,
    userId: string,
    change: EventChange,
    ours: boolean,
  ): Promise<WebhookOutcome> {
    const recorded = await q.lockSubscription(userId);
    if (!ours && !endsRecorded(change, recorded)) return 'ignored';
    if (!supersedes(change, recorded)) return 'stale';
    const sameSubscription =
      !change.subscriptionId || change.subscriptionId === recorded?.providerSubscriptionId;
    await q.saveSubscription({
      userId,
      providerSubscriptionId: change.subscriptionId ?? recorded?.providerSubscriptionId ?? null,
      status: change.status,
      currentPeriodEnd:
        change.currentPeriodEnd ?? (sameSubscription ? (recorded?.currentPeriodEnd ?? null) : null),
      updatedByEventAt: change.at,
    });
    await q.updateUser(userId, { isPremium: premiumFor(change.status) });
    return 'processed';
  }

  return {
    listPrices,

    async createCheckout(
      userId: string,
      priceId: string,
      lang: Language,
    ): Promise<CheckoutSessionDto> {
      if (!stripe) throw new ApiError(503, 'payments_unavailable');
      if (!deps.onSale) throw new ApiError(403, 'not_on_sale');
      const prices = await listPrices();
      const price = prices.find((p) => p.id === priceId || lookupKeyOf(p) === priceId);
      if (!price) throw new FieldError('price_id', 'errors.unknown_price');
      const user = await repo.findUser(userId);
      if (!user) throw new ApiError(401, 'token_not_valid');
      if (user.isPremium) throw new ApiError(409, 'already_premium');

      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: price.id, quantity: 1 }],
          client_reference_id: user.id,
          ...(user.stripeCustomerId
            ? { customer: user.stripeCustomerId }
            : { customer_email: user.email }),
          metadata: { user_id: user.id },
          subscription_data: { metadata: { user_id: user.id } },
          locale: lang,
          success_url: `${deps.appOrigin}/payments/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${deps.appOrigin}/payments/failed`,
        });
      } catch (error) {
        log.error({ err: error, userId }, 'stripe: creating a checkout session failed');
        throw providerError();
      }
      if (!session.url) {
        log.error({ sessionId: session.id }, 'stripe: checkout session without a URL');
        throw providerError();
      }
      return { id: session.id, url: session.url };
    },

    /** Verifies the signature on the raw body, then applies the event once. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (!deps.webhookSecret) throw new ApiError(503, 'payments_unavailable');
      if (!signature) throw new ApiError(400, 'webhook_signature_invalid');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
      } catch {
        throw new ApiError(400, 'webhook_signature_invalid');
      }
      if (typeof event.id !== 'string' || typeof event.created !== 'number')
        throw new ApiError(400, 'bad_request');
      // Asked before the transaction, so no lock is held while Stripe answers.
      const ours = changeOf(event) ? await isForOurPlans(event) : false;

      const outcome = await repo.inEventTransaction(async (q): Promise<WebhookOutcome> => {
        const fresh = await q.recordEvent({
          id: event.id,
          type: event.type,
          created: new Date(event.created * 1000),
          payload: event,
        });
        if (!fresh) return 'duplicate';
        const change = changeOf(event);
        if (!change) return 'ignored';
        const userId = await resolveUser(q, change);
        if (!userId) {
          log.warn({ eventId: event.id, type: event.type }, 'stripe: event for an unknown user');
          return 'ignored';
        }
        await q.linkEventToUser(event.id, userId);
        const outcome = await applyChange(q, userId, change, ours);
        if (outcome === 'ignored') {
          log.warn(
            { eventId: event.id, type: event.type, userId },
            'stripe: event for a price that is not one of our plans',
          );
          return outcome;
        }
        if (change.customerId) await q.updateUser(userId, { stripeCustomerId: change.customerId });
        return outcome;
      });
      log.info({ eventId: event.id, type: event.type, outcome }, 'stripe: webhook');
      return outcome;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
