import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { newsletterSubscribers } from '@server/db/schema';
import { createMemoryRateLimiter } from '@server/lib/rate-limiter';
import { CONFIRM_RESEND_WINDOW_MS } from '@server/modules/newsletter/service';
import { appForFile, call } from './harness';
import { randomIp, waitForMail } from './users-helpers';

const t = appForFile();

function subscribe(email: unknown, ip = randomIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe/',
    payload: { email },
    headers,
    remoteAddress: ip,
  });
}

async function row(email: string) {
  const [found] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  return found;
}

/** The confirm and unsubscribe tokens of the newest mail to `to`. */
function linksIn(to: string) {
  const mail = t.mail.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = (action: string) => {
    const match = new RegExp(
      `http://localhost:3000/api/newsletter/${action}/\\?token=([A-Za-z0-9_-]{43})`,
    ).exec(mail.text);
    if (!match) throw new Error(`no ${action} link in ${mail.text}`);
    return match[1]!;
  };
  return { mail, confirm: token('confirm'), unsubscribe: token('unsubscribe') };
}

/** Mail goes out after the answer: waits for the first one to `to`, then reads its links. */
async function firstMailTo(to: string) {
  for (let i = 0; i < 100 && !t.mail.some((m) => m.to === to); i++)
    await new Promise((r) => setTimeout(r, 20));
  return linksIn(to);
}

const get = (url: string) => call(t, 'GET', url, { ip: randomIp() });

/** Follows a mailed link: a 303 back to the landing page, which shows the outcome. */
async function follow(link: 'confirm' | 'unsubscribe', token: string, outcome: string) {
  const res = await get(`/api/newsletter/${link}/?token=${token}`);
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`/?newsletter=${outcome}`);
}
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('newsletter double opt-in', () => {
  it('subscribe → mail with confirm and unsubscribe links → confirm → confirmed', async () => {
    const before = t.mail.length;
    const res = await subscribe('Reader@Example.com', randomIp(), { 'accept-language': 'fi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toContain('vahvistuslinkin');
    await waitForMail(t, before + 1);

    const pending = await row('reader@example.com');
    expect(pending).toMatchObject({ status: 'pending', language: 'fi', confirmedAt: null });
    const { mail, confirm, unsubscribe } = linksIn('reader@example.com');
    expect(mail.subject).toBe('Vahvista CV Builderin uutiskirjeen tilaus');
    // Only hashes are stored.
    const dump = JSON.stringify(await t.database.db.select().from(newsletterSubscribers));
    expect(dump).not.toContain(confirm);
    expect(dump).not.toContain(unsubscribe);

    // A link checker's HEAD does nothing.
    const head = await call(t, 'HEAD', `/api/newsletter/confirm/?token=${confirm}`);
    expect(head.statusCode).toBe(404);
    expect((await row('reader@example.com'))!.status).toBe('pending');

    await follow('confirm', confirm, 'confirmed');
    const after = await row('reader@example.com');
    expect(after!.status).toBe('confirmed');
    expect(after!.confirmedAt).toBeInstanceOf(Date);

    // Following the link again still reads as confirmed.
    await follow('confirm', confirm, 'confirmed');
  });

  it('answers the same for unknown, pending and confirmed addresses and mails a confirmed one nothing', async () => {
    const answers = [await subscribe('known@example.com')];
    const { confirm } = await firstMailTo('known@example.com');
    await get(`/api/newsletter/confirm/?token=${confirm}`);
    const mailsBefore = t.mail.length;

    answers.push(await subscribe('known@example.com'));
    answers.push(await subscribe('never-seen@example.com'));
    answers.push(await subscribe('never-seen@example.com'));
    await settle();

    const bodies = answers.map((a) => [a.statusCode, a.body]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]![0]).toBe(200);
    // The confirmed address got nothing new; the new one got exactly one mail for two calls.
    const newMail = t.mail.slice(mailsBefore);
    expect(newMail.map((m) => m.to)).toEqual(['never-seen@example.com']);
    expect((await row('known@example.com'))!.status).toBe('confirmed');
  });

  it('re-sends to a pending address at most once per window, keeping the first link valid', async () => {
    await subscribe('pending@example.com');
    const first = await firstMailTo('pending@example.com');
    await subscribe('PENDING@example.com');
    await subscribe('pending@example.com');
    await settle();
    expect(t.mail.filter((m) => m.to === 'pending@example.com')).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'pending@example.com'));
    expect(rows).toHaveLength(1);
    await follow('confirm', first.confirm, 'confirmed');
  });

  it('unsubscribes through the link (GET) and through POST, and the old confirm link no longer works', async () => {
    await subscribe('leaver@example.com');
    const { confirm, unsubscribe } = await firstMailTo('leaver@example.com');
    await get(`/api/newsletter/confirm/?token=${confirm}`);

    await follow('unsubscribe', unsubscribe, 'unsubscribed');
    const left = await row('leaver@example.com');
    expect(left!.status).toBe('unsubscribed');
    expect(left!.unsubscribedAt).toBeInstanceOf(Date);

    await follow('confirm', confirm, 'invalid');
    expect((await row('leaver@example.com'))!.status).toBe('unsubscribed');

    // One-click unsubscribe (RFC 8058) posts a form with the token in the URL.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/?token=${unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(oneClick.statusCode).toBe(200);

    const json = await call(t, 'POST', '/api/newsletter/unsubscribe/', {
      json: { token: unsubscribe },
      ip: randomIp(),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.message).toContain('unsubscribed');

    const bad = await call(t, 'POST', '/api/newsletter/unsubscribe/', {
      json: { token: 'nope' },
      ip: randomIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ token: ['Invalid link.'] });
  });

  it('re-sends after the window, and lets an unsubscribed address opt in again', async () => {
    let now = Date.now();
    const limiter = createMemoryRateLimiter(() => now);
    const app = await buildApp({
      settings: t.settings,
      database: t.database,
      mailer: { send: async (m) => void t.mail.push(m) },
      limiter,
    });
    const call = (url: string, payload?: object) =>
      app.inject({ method: payload ? 'POST' : 'GET', url, payload, remoteAddress: randomIp() });
    const mailsTo = () => t.mail.filter((m) => m.to === 'comeback@example.com');
    try {
      await call('/api/newsletter/subscribe/', { email: 'comeback@example.com' });
      const first = await firstMailTo('comeback@example.com');
      await call(`/api/newsletter/unsubscribe/?token=${first.unsubscribe}`);
      expect((await row('comeback@example.com'))!.status).toBe('unsubscribed');

      // Within the window nothing more is mailed and nothing changes.
      await call('/api/newsletter/subscribe/', { email: 'comeback@example.com' });
      await settle();
      expect(mailsTo()).toHaveLength(1);
      expect((await row('comeback@example.com'))!.status).toBe('unsubscribed');

      now += CONFIRM_RESEND_WINDOW_MS + 1000;
      await call('/api/newsletter/subscribe/', { email: 'comeback@example.com' });
      for (let i = 0; i < 100 && mailsTo().length < 2; i++) await settle();
      expect(mailsTo()).toHaveLength(2);
      expect((await row('comeback@example.com'))!.status).toBe('pending');
      const second = linksIn('comeback@example.com');
      expect(second.confirm).not.toBe(first.confirm);
      // The unsubscribe link stays the same in every mail.
      expect(second.unsubscribe).toBe(first.unsubscribe);
      const confirmed = await call(`/api/newsletter/confirm/?token=${second.confirm}`);
      expect(confirmed.headers.location).toBe('/?newsletter=confirmed');
      expect((await row('comeback@example.com'))!.status).toBe('confirmed');
    } finally {
      await app.close();
    }
  });

  it('sends mangled or missing tokens to the landing page as invalid, never 4xx/5xx', async () => {
    for (const url of [
      '/api/newsletter/confirm/?token=abc',
      '/api/newsletter/confirm/',
      '/api/newsletter/unsubscribe/?token=' + 'x'.repeat(43),
      '/api/newsletter/unsubscribe/?token=a&token=b',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe('/?newsletter=invalid');
    }
  });

  it('refuses bad input with 400, never 500', async () => {
    const bad = await subscribe('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Please enter a valid email address.'] });
    const missing = await call(t, 'POST', '/api/newsletter/subscribe/', {
      json: {},
      ip: randomIp(),
    });
    expect(missing.json()).toEqual({ email: ['This field is required.'] });
    for (const payload of ['', '{"email":', 'null', '[]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe/',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: randomIp(),
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const noBody = await call(t, 'POST', '/api/newsletter/subscribe/', { ip: randomIp() });
    expect(noBody.statusCode).toBe(400);
  });

  it('limits subscriptions per IP with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++)
      expect((await subscribe(`flood${i}@example.com`, ip)).statusCode).toBe(200);
    const blocked = await subscribe('flood10@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(blocked.json().error_code).toBe('rate_limited');
    expect(blocked.json().detail).toContain('60 minutes');
  });
});
