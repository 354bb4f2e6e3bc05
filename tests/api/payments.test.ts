import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentEvents, subscriptions, users } from '@server/db/schema';
import {
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signEvent,
  startFakeStripe,
  stripeEvent,
  type FakeStripe,
} from '../fakes/stripe';
import { bearer, call, startTestApp, type TestApp } from './harness';
import { multipart } from './images';
import { makePremium, post, signUp, signUpWithUsername } from './users-helpers';

let stripe: FakeStripe;
/** Stripe configured and paid plans on sale. */
let sale: TestApp;
/** No Stripe keys at all. */
let bare: TestApp;
/** Stripe configured, but paid plans not on sale yet. */
let soon: TestApp;

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
});

beforeAll(async () => {
  stripe = await startFakeStripe();
  [sale, bare, soon] = await Promise.all([
    startTestApp({ ...stripeEnv(), PAYMENTS_ON_SALE: 'true' }),
    startTestApp(),
    startTestApp({ ...stripeEnv(), PAYMENTS_ON_SALE: 'false' }),
  ]);
});
afterAll(async () => {
  await Promise.all([sale?.close(), bare?.close(), soon?.close()]);
  await stripe?.close();
});

const CHECKOUT = '/api/payments/stripe/create-checkout-session/';
const WEBHOOK = '/api/payments/stripe/webhook/';

let accountCount = 0;
async function account(t: TestApp) {
  accountCount++;
  return signUp(t, `payer${accountCount}-${Date.now()}@example.com`);
}

async function premiumStatus(t: TestApp, access: string): Promise<boolean> {
  const res = await call(t, 'GET', '/api/payments/premium-status/', { token: access });
  expect(res.statusCode).toBe(200);
  return res.json().data.is_premium as boolean;
}

async function deliver(t: TestApp, event: unknown, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const { payload, signature } = signEvent(event, secret);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** Ours, as the fake lists it; any id the fake does not list is another product's price. */
const OUR_PRICE = 'price_pro_m';
const OTHER_PRICE = 'price_someone_elses';

let sessionCount = 0;
/** A completed checkout for `price`, whose line items the fake Stripe answers. */
function checkoutCompleted(
  userId: string,
  opts: { sub?: string; at?: number; price?: string } = {},
) {
  sessionCount++;
  const id = `cs_test_${userId.slice(0, 8)}_${sessionCount}`;
  stripe.lineItems.set(id, [opts.price ?? OUR_PRICE]);
  return stripeEvent(
    'checkout.session.completed',
    {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      customer: `cus_${userId.slice(0, 8)}`,
      subscription: opts.sub ?? `sub_${userId.slice(0, 8)}`,
      payment_status: 'paid',
      status: 'complete',
      metadata: { user_id: userId },
    },
    opts.at,
  );
}

function subscriptionEvent(
  type: 'created' | 'updated' | 'deleted',
  userId: string,
  status: string,
  at: number,
  opts: { sub?: string; withMetadata?: boolean; price?: string } = {},
) {
  const price = { id: opts.price ?? OUR_PRICE, object: 'price', lookup_key: null };
  return stripeEvent(
    `customer.subscription.${type}`,
    {
      id: opts.sub ?? `sub_${userId.slice(0, 8)}`,
      object: 'subscription',
      customer: `cus_${userId.slice(0, 8)}`,
      status,
      metadata: opts.withMetadata === false ? {} : { user_id: userId },
      items: {
        object: 'list',
        data: [{ id: 'si_1', current_period_end: at + 30 * 86400, price }],
      },
    },
    at,
  );
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The four documented prices (pro and ultra, a month and a year, in cents), with these ids. */
function pricesWithIds(...ids: [string, string, string, string]) {
  const plans = [
    ['pro', 'month', 499],
    ['pro', 'year', 4990],
    ['ultra', 'month', 999],
    ['ultra', 'year', 9990],
  ] as const;
  return plans.map(([plan, interval, amount], i) => ({
    id: ids[i],
    plan,
    interval,
    amount,
    currency: 'eur',
  }));
}

describe('GET /api/payments/stripe/prices/', () => {
  it('answers the documented prices when Stripe is not configured', async () => {
    const res = await call(bare, 'GET', '/api/payments/stripe/prices/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      pricesWithIds('pro_monthly', 'pro_yearly', 'ultra_monthly', 'ultra_yearly'),
    );
  });

  it('reads the prices from Stripe by lookup key, and keeps them for a while', async () => {
    const before = stripe.requests.filter((r) => r === 'GET /v1/prices').length;
    const res = await call(sale, 'GET', '/api/payments/stripe/prices/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      pricesWithIds('price_pro_m', 'price_pro_y', 'price_ultra_m', 'price_ultra_y'),
    );
    await call(sale, 'GET', '/api/payments/stripe/prices/');
    const after = stripe.requests.filter((r) => r === 'GET /v1/prices').length;
    expect(after - before).toBeLessThanOrEqual(1);
  });
});

describe('POST /api/payments/stripe/create-checkout-session/', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await post(sale, CHECKOUT, { price_id: 'price_pro_m' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });

  it('answers 503 with a clear message when Stripe is not configured', async () => {
    const me = await account(bare);
    const res = await post(bare, CHECKOUT, { price_id: 'pro_monthly' }, bearer(me.tokens.access));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error_code: 'payments_unavailable',
      detail: 'Payments are not available on this server yet. Paid plans are coming soon.',
    });
  });

  it('answers 403 not_on_sale while paid plans are coming soon', async () => {
    const me = await account(soon);
    const res = await post(soon, CHECKOUT, { price_id: 'price_pro_m' }, bearer(me.tokens.access));
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('not_on_sale');
  });

  it('refuses an unknown or missing price id as a field error', async () => {
    const me = await account(sale);
    for (const price_id of ['price_nope', 'price_legacy']) {
      const res = await post(sale, CHECKOUT, { price_id }, bearer(me.tokens.access));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ price_id: ['This price is not one of our plans.'] });
    }
    const missing = await post(sale, CHECKOUT, {}, bearer(me.tokens.access));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().price_id).toHaveLength(1);
    // Finnish callers read Finnish.
    const fi = await post(
      sale,
      CHECKOUT,
      { price_id: 'price_nope' },
      { ...bearer(me.tokens.access), 'accept-language': 'fi' },
    );
    expect(fi.json()).toEqual({ price_id: ['Tämä hinta ei kuulu tilauksiimme.'] });
  });

  it('creates a subscription checkout for the signed-in user and answers its URL', async () => {
    const me = await account(sale);
    const res = await post(
      sale,
      CHECKOUT,
      { price_id: 'price_ultra_y' },
      { ...bearer(me.tokens.access), 'accept-language': 'fi' },
    );
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().data;
    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
    expect(stripe.sessions.at(-1)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_ultra_y',
      'line_items[0][quantity]': '1',
      client_reference_id: me.uuid,
      customer_email: expect.stringMatching(/^payer\d+-\d+@example\.com$/),
      'subscription_data[metadata][user_id]': me.uuid,
      locale: 'fi',
      success_url: 'http://localhost:3000/payments/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payments/failed',
    });
  });

  it('accepts a lookup key for a price and reuses a known Stripe customer', async () => {
    const me = await account(sale);
    await sale.database.db
      .update(users)
      .set({ stripeCustomerId: 'cus_known' })
      .where(eq(users.id, me.uuid));
    const res = await post(sale, CHECKOUT, { price_id: 'pro_yearly' }, bearer(me.tokens.access));
    expect(res.statusCode).toBe(200);
    const sent = stripe.sessions.at(-1)!;
    expect(sent['line_items[0][price]']).toBe('price_pro_y');
    expect(sent.customer).toBe('cus_known');
    expect(sent.customer_email).toBeUndefined();
  });

  it('refuses a user who is already premium', async () => {
    const me = await account(sale);
    await makePremium(sale, me.uuid);
    const res = await post(sale, CHECKOUT, { price_id: 'price_pro_m' }, bearer(me.tokens.access));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('already_premium');
  });

  it('answers 503, never 500, when Stripe fails', async () => {
    const me = await account(sale);
    stripe.failNext(5);
    const res = await post(sale, CHECKOUT, { price_id: 'price_pro_m' }, bearer(me.tokens.access));
    stripe.failNext(0);
    expect(res.statusCode).toBe(503);
    expect(res.json().error_code).toBe('payments_provider_error');
  });
});

describe('POST /api/payments/stripe/webhook/', () => {
  it('a completed checkout makes the user premium', async () => {
    const me = await account(sale);
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
    const res = await deliver(sale, checkoutCompleted(me.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, outcome: 'processed' });
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
    const [row] = await sale.database.db.select().from(users).where(eq(users.id, me.uuid));
    expect(row!.stripeCustomerId).toBe(`cus_${me.uuid.slice(0, 8)}`);
  });

  it('a checkout for a price that is not one of ours leaves the user free', async () => {
    const me = await account(sale);
    const foreign = await deliver(sale, checkoutCompleted(me.uuid, { price: OTHER_PRICE }));
    // Answered 200, so Stripe does not deliver it again.
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toEqual({ received: true, outcome: 'ignored' });
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
    const recorded = await sale.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, me.uuid));
    expect(recorded).toEqual([]);

    // Ours, for the same user, makes them premium.
    const ours = await deliver(sale, checkoutCompleted(me.uuid, { price: OUR_PRICE }));
    expect(ours.json().data.outcome).toBe('processed');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
  });

  it('another product’s subscription neither grants premium nor replaces ours', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 5000;
    const other = { sub: 'sub_other', price: OTHER_PRICE };
    const active = subscriptionEvent('created', me.uuid, 'active', t0, other);
    expect((await deliver(sale, active)).json().data.outcome).toBe('ignored');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);

    await deliver(sale, subscriptionEvent('created', me.uuid, 'active', t0 + 10));
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
    // The other product's subscription ends, then is made again: ours is untouched.
    for (const [status, at] of [
      ['canceled', t0 + 20],
      ['active', t0 + 30],
    ] as const) {
      const event = subscriptionEvent('updated', me.uuid, status, at, other);
      expect((await deliver(sale, event)).json().data.outcome).toBe('ignored');
    }
    const [sub] = await sale.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, me.uuid));
    expect(sub).toMatchObject({ providerSubscriptionId: `sub_${me.uuid.slice(0, 8)}` });
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
  });

  it('our subscription still ends after it was moved to another price', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 6000;
    await deliver(sale, subscriptionEvent('created', me.uuid, 'active', t0));
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
    // Moved in the dashboard to a price that is not ours: it grants nothing more, but its end counts.
    const moved = subscriptionEvent('updated', me.uuid, 'active', t0 + 10, { price: OTHER_PRICE });
    expect((await deliver(sale, moved)).json().data.outcome).toBe('ignored');
    const ended = subscriptionEvent('deleted', me.uuid, 'canceled', t0 + 20, {
      price: OTHER_PRICE,
    });
    expect((await deliver(sale, ended)).json().data.outcome).toBe('processed');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
  });

  it('a price of ours known by its lookup key counts, though Stripe no longer lists it', async () => {
    const me = await account(sale);
    const archived = { id: 'price_pro_m_2025', object: 'price', lookup_key: 'pro_monthly' };
    const event = subscriptionEvent('created', me.uuid, 'active', nowSeconds() - 7000);
    const items = (event.data.object as { items: { data: { price: object }[] } }).items;
    items.data[0]!.price = archived;
    expect((await deliver(sale, event)).json().data.outcome).toBe('processed');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
  });

  it('answers 503 when Stripe cannot list a checkout’s line items, so the event comes again', async () => {
    const me = await account(sale);
    const event = checkoutCompleted(me.uuid);
    // The SDK tries twice.
    stripe.failNext(2);
    const failed = await deliver(sale, event);
    expect(failed.statusCode).toBe(503);
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
    expect((await deliver(sale, event)).json().data.outcome).toBe('processed');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
  });

  it('a paid plan lifts the one-CV limit of the free plan', async () => {
    accountCount++;
    const me = await signUpWithUsername(
      sale,
      `planner${accountCount}@example.com`,
      `planner${accountCount}`,
    );
    const createCv = (title: string) => {
      const body = multipart({
        title,
        first_name: 'Aino',
        last_name: 'Virtanen',
        email: 'a@example.com',
      });
      return call(sale, 'POST', '/api/cv/create_cv/', { form: body, token: me.tokens.access });
    };
    expect((await createCv('First')).statusCode).toBe(201);
    const refused = await createCv('Second');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('plan_limit');

    await deliver(sale, checkoutCompleted(me.uuid));
    expect((await createCv('Second')).statusCode).toBe(201);
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const me = await account(sale);
    const forged = await deliver(sale, checkoutCompleted(me.uuid), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error_code).toBe('webhook_signature_invalid');

    // A body altered after signing.
    const event = checkoutCompleted(me.uuid);
    const { payload, signature } = signEvent(event);
    const tampered = await sale.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: payload.replace('"paid"', '"paid" '),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await sale.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);

    const garbage = await sale.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: 'not json at all',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(garbage.statusCode).toBe(400);

    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
  });

  it('processes the same event once: a replay changes nothing', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 100;
    const created = subscriptionEvent('created', me.uuid, 'active', t0);
    expect((await deliver(sale, created)).json().data.outcome).toBe('processed');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);

    // The user's premium is changed by hand (support refund, say); a replay must not undo that.
    await sale.database.db.update(users).set({ isPremium: false }).where(eq(users.id, me.uuid));
    const again = await deliver(sale, created);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.outcome).toBe('duplicate');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
    const rows = await sale.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(me.uuid);
  });

  it('two deliveries of one event at the same moment apply it once', async () => {
    const me = await account(sale);
    const event = checkoutCompleted(me.uuid);
    const answers = await Promise.all([deliver(sale, event), deliver(sale, event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.outcome).sort()).toEqual(['duplicate', 'processed']);
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
  });

  it('an older event arriving after a newer one never overwrites it', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 1000;
    // Real order: checkout (t0), subscription created (t0), cancelled (t0 + 50).
    // Delivered: cancellation first, then the two older events.
    const cancelled = subscriptionEvent('deleted', me.uuid, 'canceled', t0 + 50);
    expect((await deliver(sale, cancelled)).json().data.outcome).toBe('processed');
    expect((await deliver(sale, checkoutCompleted(me.uuid, { at: t0 }))).json().data.outcome).toBe(
      'stale',
    );
    const created = subscriptionEvent('created', me.uuid, 'active', t0);
    expect((await deliver(sale, created)).json().data.outcome).toBe('stale');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
    const [sub] = await sale.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, me.uuid));
    expect(sub).toMatchObject({ status: 'canceled', updatedByEventAt: new Date((t0 + 50) * 1000) });
  });

  it('follows a subscription through its states in any delivery order', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 2000;
    const events = [
      subscriptionEvent('created', me.uuid, 'incomplete', t0),
      subscriptionEvent('updated', me.uuid, 'active', t0 + 10),
      subscriptionEvent('updated', me.uuid, 'past_due', t0 + 20),
      subscriptionEvent('updated', me.uuid, 'unpaid', t0 + 30),
      subscriptionEvent('updated', me.uuid, 'active', t0 + 40),
    ];
    for (const event of [events[4]!, events[0]!, events[2]!, events[1]!, events[3]!]) {
      expect((await deliver(sale, event)).statusCode).toBe(200);
    }
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
    const [sub] = await sale.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, me.uuid));
    expect(sub!.status).toBe('active');
    expect(sub!.currentPeriodEnd).toEqual(new Date((t0 + 40 + 30 * 86400) * 1000));
  });

  it('a cancelled subscription in the same second as an update stays cancelled', async () => {
    const me = await account(sale);
    const t = nowSeconds() - 500;
    await deliver(sale, subscriptionEvent('deleted', me.uuid, 'canceled', t));
    await deliver(sale, subscriptionEvent('updated', me.uuid, 'active', t));
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
  });

  it('the late end of an old subscription does not take premium from a newer one', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 3000;
    await deliver(sale, subscriptionEvent('created', me.uuid, 'active', t0, { sub: 'sub_old' }));
    await deliver(
      sale,
      subscriptionEvent('deleted', me.uuid, 'canceled', t0 + 10, { sub: 'sub_old' }),
    );
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
    await deliver(sale, checkoutCompleted(me.uuid, { sub: 'sub_new', at: t0 + 20 }));
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
    // A final update about the old, ended subscription arrives later still.
    const late = subscriptionEvent('updated', me.uuid, 'canceled', t0 + 30, { sub: 'sub_old' });
    expect((await deliver(sale, late)).json().data.outcome).toBe('stale');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
  });

  it('finds the user by Stripe customer when the subscription carries no metadata', async () => {
    const me = await account(sale);
    const t0 = nowSeconds() - 4000;
    await deliver(sale, checkoutCompleted(me.uuid, { at: t0 }));
    expect(await premiumStatus(sale, me.tokens.access)).toBe(true);
    const deleted = subscriptionEvent('deleted', me.uuid, 'canceled', t0 + 60, {
      withMetadata: false,
    });
    expect((await deliver(sale, deleted)).json().data.outcome).toBe('processed');
    expect(await premiumStatus(sale, me.tokens.access)).toBe(false);
  });

  it('acknowledges events it does not act on', async () => {
    const unknownUser = checkoutCompleted('00000000-0000-4000-8000-000000000000');
    expect((await deliver(sale, unknownUser)).json().data.outcome).toBe('ignored');
    const notAUuid = checkoutCompleted('not-a-uuid-at-all');
    expect((await deliver(sale, notAUuid)).json().data.outcome).toBe('ignored');
    const other = stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' });
    const res = await deliver(sale, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('ignored');
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const res = await deliver(bare, stripeEvent('invoice.paid', { id: 'in_2' }));
    expect(res.statusCode).toBe(503);
    expect(res.json().error_code).toBe('payments_unavailable');
  });

  it('keeps the raw body only for the webhook: other JSON routes still parse JSON', async () => {
    const res = await post(sale, '/api/users/login/', {
      email: 'nobody@example.com',
      password: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('invalid_credentials');
  });
});
