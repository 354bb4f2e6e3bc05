/** The account mails' two parts (text and branded HTML) in both languages, and a verification link opened twice. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '@server/db/schema';
import { appForFile, call } from './harness';
import { lastLink, PASSWORD, post, randomIp, signUp, waitForMail } from './users-helpers';

const t = appForFile();

const LINK_PATH = (kind: string) => new RegExp(`/${kind}/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}`);

/** The href of every link in the HTML, entities decoded. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function registerIn(lang: 'en' | 'fi', email: string) {
  const before = t.mail.length;
  const res = await post(
    t,
    '/api/users/register/',
    { email, password: PASSWORD },
    { 'accept-language': lang },
  );
  expect(res.statusCode).toBe(201);
  await waitForMail(t, before + 1);
  return t.mail.filter((m) => m.to === email).at(-1)!;
}

describe('account mails', () => {
  it.each([
    {
      lang: 'en' as const,
      subject: 'Confirm your e-mail address',
      button: 'Confirm my address',
      body: 'Thanks for signing up to CV Builder.',
    },
    {
      lang: 'fi' as const,
      subject: 'Vahvista sähköpostiosoitteesi',
      button: 'Vahvista osoitteeni',
      body: 'Kiitos, että rekisteröidyit CV Builderiin.',
    },
  ])('the verification mail has a text part and a branded HTML part ($lang)', async (words) => {
    const email = `mail-verify-${words.lang}@example.com`;
    const mail = await registerIn(words.lang, email);
    const { uuid, token } = lastLink(t, 'verify-email', email);
    const link = `/verify-email/${uuid}/${token}`;

    expect(mail.subject).toBe(words.subject);
    // The text part: greeting, body, the bare link on its own line, signature; no markup.
    expect(mail.text).toContain(words.body);
    expect(mail.text.split('\n').some((line) => line.endsWith(link))).toBe(true);
    expect(mail.text).not.toMatch(/<[a-z]/i);

    // The HTML part: the user's language, the same words, the link as a button and in full.
    const html = mail.html!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<html lang="${words.lang}">`);
    expect(html).toContain(`<title>${words.subject}</title>`);
    expect(html).toContain(words.body);
    expect(html).toMatch(new RegExp(`<a href="[^"]+${link}"[^>]*>${words.button}</a>`));
    const links = hrefs(html);
    expect(links).toHaveLength(2);
    expect(links.every((href) => href.endsWith(link))).toBe(true);
    expect(html).toContain('background:#1f3a5f');
    // Inline styles only: mail clients drop style sheets and never run scripts.
    expect(html).not.toMatch(/<style|<script|<link /i);
  });

  it('the reset mail has both parts with its own button, in Finnish', async () => {
    await signUp(t, 'mail-reset@example.com');
    const before = t.mail.length;
    const res = await call(t, 'POST', '/api/users/forgot-password/', {
      json: { email: 'mail-reset@example.com' },
      headers: { 'accept-language': 'fi' },
      ip: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    await waitForMail(t, before + 1);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('mail-reset@example.com');
    expect(mail.subject).toBe('Vaihda CV Builderin salasana');
    expect(mail.text).toMatch(LINK_PATH('reset-password'));
    expect(mail.text).toContain('Linkki toimii kerran ja on voimassa tunnin.');
    expect(mail.html).toContain('Valitse uusi salasana</a>');
    expect(hrefs(mail.html!).every((href) => LINK_PATH('reset-password').test(href))).toBe(true);
    // The signature's dash and the Finnish letters arrive as written.
    expect(mail.html).toContain('– CV Builderin tiimi');
  });
});

describe('a verification link opened again', () => {
  it('tells the verified owner the address is verified, and starts no session', async () => {
    const email = 'mail-twice@example.com';
    await registerIn('en', email);
    const { uuid, token } = lastLink(t, 'verify-email', email);
    const url = `/api/users/verify-email/?uuid=${uuid}&token=${token}`;

    const first = await call(t, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.tokens.access).toBeTruthy();
    const sessions = () =>
      t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, uuid));
    const sessionsAfterFirst = await sessions();
    expect(sessionsAfterFirst).toHaveLength(1);

    for (const lang of ['en', 'fi']) {
      const again = await call(t, 'GET', url, { headers: { 'accept-language': lang } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error_code: 'already_verified',
        detail:
          lang === 'en'
            ? 'Your e-mail address is already verified. You can log in.'
            : 'Sähköpostiosoitteesi on jo vahvistettu. Voit kirjautua sisään.',
      });
    }

    expect(await sessions()).toEqual(sessionsAfterFirst);

    // The address really is verified: the password logs in.
    const login = await post(t, '/api/users/login/', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('an altered token still says the link is not valid', async () => {
    const email = 'mail-altered@example.com';
    await signUp(t, email);
    const { uuid, token } = lastLink(t, 'verify-email', email);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const res = await call(t, 'GET', `/api/users/verify-email/?uuid=${uuid}&token=${altered}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('link_invalid');
  });

  it('an old link replaced by a resent one, before verifying, is only "used"', async () => {
    const email = 'mail-resent@example.com';
    await registerIn('en', email);
    const old = lastLink(t, 'verify-email', email);
    const before = t.mail.length;
    const resend = await post(t, '/api/users/resend-verification/', { email });
    expect(resend.statusCode).toBe(200);
    await waitForMail(t, before + 1);
    const fresh = lastLink(t, 'verify-email', email);
    expect(fresh.token).not.toBe(old.token);

    const res = await call(
      t,
      'GET',
      `/api/users/verify-email/?uuid=${old.uuid}&token=${old.token}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('link_used');
  });
});
