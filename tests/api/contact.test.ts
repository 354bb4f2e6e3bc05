import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { contactMessages } from '@server/db/schema';
import type { MailMessage } from '@server/lib/mail';
import { appForFile, call } from './harness';
import { randomIp, waitForMail } from './users-helpers';

const t = appForFile({ CONTACT_TO: 'support@cv.example' });

const URL = '/api/contact/contact-us/';
const valid = {
  name: 'Maija Meikäläinen',
  email: 'maija@example.fi',
  subject: 'Question about the Pro plan',
  message: 'Hello!\nWhen will the Pro plan be available?\n\nThanks, Maija',
};

function send(payload: object, ip = randomIp(), headers: Record<string, string> = {}) {
  return call(t, 'POST', URL, { json: payload, ip, headers });
}

/** A body sent as it is, with its content type. */
const sendRaw = (raw: string, type: string) => call(t, 'POST', URL, { raw, type, ip: randomIp() });

async function storedFor(email: string) {
  return t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function waitUntil(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

describe('POST /api/contact/contact-us/', () => {
  it('stores the message with language and IP, mails it to CONTACT_TO and answers 201', async () => {
    const before = t.mail.length;
    const res = await send(valid, '10.1.2.3', { 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { message: expect.stringContaining('Kiitos') } });

    await waitForMail(t, before + 1);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('support@cv.example');
    expect(mail.replyTo).toContain('<maija@example.fi>');
    expect(mail.replyTo).toContain('Maija Meikäläinen');
    expect(mail.subject).toBe('[Contact] Question about the Pro plan');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('maija@example.fi');

    await waitUntil(async () => Boolean((await storedFor(valid.email))[0]?.mailedAt));
    const [row] = await storedFor(valid.email);
    expect(row).toMatchObject({
      name: valid.name,
      subject: valid.subject,
      message: valid.message,
      language: 'fi',
      ip: '10.1.2.3',
    });
    expect(mail.text).toContain(row!.id);
  });

  it('keeps single-line fields on one line (no header injection)', async () => {
    const res = await send({
      ...valid,
      email: 'inject@example.com',
      subject: 'Hi\r\nBcc: victim@example.com',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await storedFor('inject@example.com');
    expect(row!.subject).toBe('Hi Bcc: victim@example.com');
  });

  it.each([
    ['name', { name: '' }, 'This field is required.'],
    ['name', { name: 'x'.repeat(101) }, 'Must be at most 100 characters.'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['subject', { subject: '   ' }, 'This field is required.'],
    ['message', { message: 'x'.repeat(5001) }, 'Must be at most 5000 characters.'],
    ['message', { message: undefined }, 'This field is required.'],
  ])('refuses a bad %s with 400 {field: [message]}', async (field, change, text) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [text] });
  });

  it('words field errors in the caller language', async () => {
    const res = await send({ ...valid, name: '' }, randomIp(), { 'accept-language': 'fi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().name[0]).not.toBe('This field is required.');
  });

  it('answers broken or empty bodies with 400 or 415, never 500', async () => {
    const broken = await sendRaw('{"name": ', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error_code).toBe('invalid_json');

    const empty = await sendRaw('', 'application/json');
    expect(empty.statusCode).toBe(400);

    const noBody = await call(t, 'POST', URL, { ip: randomIp() });
    expect(noBody.statusCode).toBe(400);

    const list = await send([valid]);
    expect(list.statusCode).toBe(400);

    const text = await sendRaw('hello', 'text/plain');
    expect(text.statusCode).toBe(415);
  });

  it('takes 5 messages an hour from one IP; the 6th gets 429, Retry-After and a clear message', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const ok = await send({ ...valid, email: `burst${i}@example.com` }, ip);
      expect(ok.statusCode).toBe(201);
    }
    const blocked = await send({ ...valid, email: 'burst5@example.com' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect(blocked.json()).toMatchObject({
      error_code: 'rate_limited',
      detail:
        'You have sent several messages in a short time. Please wait 60 minutes before sending another one.',
    });
    expect(await storedFor('burst5@example.com')).toHaveLength(0);

    const fi = await send({ ...valid }, ip, { 'accept-language': 'fi' });
    expect(fi.statusCode).toBe(429);
    expect(fi.json().detail).toContain('Odota 60 minuuttia');

    // Another address is not affected.
    const other = await send(valid);
    expect(other.statusCode).toBe(201);
  });

  it('keeps the message when the mail cannot be sent, with mailed_at left empty', async () => {
    const errors: unknown[] = [];
    const failing = {
      async send(_message: MailMessage) {
        throw new Error('SMTP is down');
      },
    };
    const app = await buildApp({
      settings: t.settings,
      database: t.database,
      mailer: failing,
      logger: {
        level: 'error',
        stream: { write: (line: string) => void errors.push(JSON.parse(line)) },
      },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        payload: { ...valid, email: 'lost-mail@example.com' },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(201);
      await waitUntil(async () => errors.length > 0);
      const [row] = await storedFor('lost-mail@example.com');
      expect(row).toBeDefined();
      expect(row!.mailedAt).toBeNull();
      expect(JSON.stringify(errors)).toContain('contact message stored but not mailed');
      expect(JSON.stringify(errors)).toContain(row!.id);
    } finally {
      await app.close();
    }
  });
});
