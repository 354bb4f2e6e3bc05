/**
 * A fake Stripe API on 127.0.0.1: the few endpoints the server's SDK calls (prices, checkout
 * sessions and their line items), form-encoded in and JSON out like Stripe, plus signing of
 * webhook events for tests.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Stripe from 'stripe';
import { sendJson, startFake, type FakeServer } from './http';

export const STRIPE_TEST_SECRET_KEY = 'sk_test_fake_0123456789';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_fake_0123456789';

export interface FakePrice {
  id: string;
  lookup_key: string;
  unit_amount: number;
  interval: 'month' | 'year';
  active?: boolean;
}

export interface FakeStripe extends FakeServer {
  prices: FakePrice[];
  /** Every checkout session the server asked for, with its decoded form parameters. */
  sessions: Record<string, string>[];
  /**
   * Each checkout session's price ids, for its line items: the sessions the server made, and those
   * a test puts here for the events it signs. An id not in `prices` is another product's price.
   */
  lineItems: Map<string, string[]>;
  /** Requests seen, as `METHOD /path`. */
  requests: string[];
  /** The next N API calls answer 500, as an outage would. */
  failNext(count?: number): void;
}

export const DEFAULT_FAKE_PRICES: FakePrice[] = [
  { id: 'price_pro_m', lookup_key: 'pro_monthly', unit_amount: 499, interval: 'month' },
  { id: 'price_pro_y', lookup_key: 'pro_yearly', unit_amount: 4990, interval: 'year' },
  { id: 'price_ultra_m', lookup_key: 'ultra_monthly', unit_amount: 999, interval: 'month' },
  { id: 'price_ultra_y', lookup_key: 'ultra_yearly', unit_amount: 9990, interval: 'year' },
  { id: 'price_legacy', lookup_key: 'legacy_monthly', unit_amount: 299, interval: 'month' },
];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function stripePrice(p: FakePrice) {
  return {
    id: p.id,
    object: 'price',
    active: p.active ?? true,
    currency: 'eur',
    lookup_key: p.lookup_key,
    type: 'recurring',
    unit_amount: p.unit_amount,
    recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
    livemode: false,
  };
}

/** A price of something else sold on the same account: no lookup key of ours. */
function foreignPrice(id: string) {
  return stripePrice({ id, lookup_key: 'other', unit_amount: 1500, interval: 'month' });
}

const stripeError = (message: string, param?: string) => ({
  error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const prices = DEFAULT_FAKE_PRICES.map((p) => ({ ...p }));
  const sessions: Record<string, string>[] = [];
  const lineItems = new Map<string, string[]>();
  const requests: string[] = [];
  let failures = 0;

  const fake = await startFake((req, url, res) => {
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${STRIPE_TEST_SECRET_KEY}`) {
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (failures > 0) {
      failures--;
      return sendJson(res, 500, { error: { type: 'api_error', message: 'Fake outage' } });
    }
    if (req.method === 'GET' && url.pathname === '/v1/prices') {
      // The SDK sends arrays as lookup_keys[0]=…&lookup_keys[1]=…
      const keys = [...url.searchParams.entries()]
        .filter(([k]) => k.startsWith('lookup_keys'))
        .map(([, v]) => v);
      const active = url.searchParams.get('active');
      const data = prices
        .filter((p) => !keys.length || keys.includes(p.lookup_key))
        .filter((p) => active === null || String(p.active ?? true) === active)
        .map(stripePrice);
      return sendJson(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      void readBody(req).then((body) => {
        const params = Object.fromEntries(new URLSearchParams(body).entries());
        const price = params['line_items[0][price]'];
        if (!price || !prices.some((p) => p.id === price && (p.active ?? true))) {
          return sendJson(
            res,
            400,
            stripeError(`No such price: '${price}'`, 'line_items[0][price]'),
          );
        }
        sessions.push(params);
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        lineItems.set(id, [price]);
        sendJson(res, 200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          livemode: false,
        });
      });
      return;
    }
    const items = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(url.pathname);
    if (req.method === 'GET' && items) {
      const priceIds = lineItems.get(items[1]!);
      if (!priceIds)
        return sendJson(res, 404, stripeError(`No such checkout.session: '${items[1]}'`));
      const data = priceIds.map((id, i) => {
        const known = prices.find((p) => p.id === id);
        const price = known ? stripePrice(known) : foreignPrice(id);
        return {
          id: `li_test_${i}`,
          object: 'item',
          amount_total: price.unit_amount,
          currency: price.currency,
          description: price.lookup_key,
          price,
          quantity: 1,
        };
      });
      return sendJson(res, 200, { object: 'list', data, has_more: false, url: url.pathname });
    }
    sendJson(res, 404, stripeError(`Unrecognized request URL (${req.method}: ${url.pathname})`));
  });

  return {
    ...fake,
    prices,
    sessions,
    lineItems,
    requests,
    failNext(count = 1) {
      failures = count;
    },
  };
}

let eventCounter = 0;

/** A Stripe event of the given type around `object`, created at `created` (seconds). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  eventCounter++;
  return {
    id: `evt_test_${eventCounter}_${randomBytes(6).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The body and the Stripe-Signature header for an event, signed with `secret`. */
export function signEvent(event: unknown, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
