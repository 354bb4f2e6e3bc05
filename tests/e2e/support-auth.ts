/** Helpers for the account tests: reading links from the server's outbox and the top-bar actions. */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { paths } from '@/config/paths';
import { E2E_DATA_DIR } from '../../playwright.config';

const OUTBOX = path.join(E2E_DATA_DIR, 'mail');

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A mail from the outbox: its headers (folded lines joined) and its decoded text parts. */
export interface OutboxMail {
  headers: string;
  texts: string[];
}

/** Splits a MIME message into its decoded text parts (plain, html), however they are encoded. */
function readMime(raw: string): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = (split === -1 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/^content-type:\s*multipart\//im.test(headers) && boundary) {
    const texts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => readMime(part.replace(/^\r?\n/, '')).texts);
    return { headers, texts };
  }
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return { headers, texts: [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')] };
  if (encoding === 'quoted-printable') return { headers, texts: [decodeQuotedPrintable(body)] };
  return { headers, texts: [body] };
}

/**
 * Waits (up to 15 s) for a mail written after `since` (ms) for which `pick` returns a value, newest
 * first, and returns that value; `what` names the mail in the error when none comes.
 */
export async function findMail<T>(
  since: number,
  what: string,
  pick: (mail: OutboxMail) => T | undefined,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = (await readdir(OUTBOX).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const file = path.join(OUTBOX, name);
      // Allow for coarse file-system clocks.
      if ((await stat(file)).mtimeMs < since - 1000) break;
      const found = pick(readMime(await readFile(file, 'utf8')));
      if (found !== undefined) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${what} in ${OUTBOX}`);
}

/** Waits for the newest mail to `to` written after `since` (ms) whose text matches `pattern`. */
export async function readMailMatch(
  to: string,
  pattern: RegExp,
  since: number,
): Promise<RegExpExecArray> {
  return findMail(since, `mail to ${to} matching ${pattern}`, (mail) => {
    const recipient = /^to:\s*(.*)$/im.exec(mail.headers)?.[1] ?? '';
    if (!recipient.toLowerCase().includes(to.toLowerCase())) return undefined;
    for (const text of mail.texts) {
      const match = pattern.exec(text);
      if (match) return match;
    }
    return undefined;
  });
}

export type MailLinkKind =
  'verify-email' | 'reset-password' | 'confirm-email' | 'second-factor-reset';

/**
 * Waits for the newest mail to `to` written after `since` (ms) that holds a
 * /{kind}/{uuid}/{token} link, and returns that path.
 */
export async function readMailLink(to: string, kind: MailLinkKind, since: number): Promise<string> {
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9-]+)/([A-Za-z0-9_.~-]+)`);
  const [, uuid, token] = await readMailMatch(to, pattern, since);
  return `/${kind}/${uuid}/${token}`;
}

/** Whether the test runs at phone size (the 'phone' project, and 'phone-alone' after the rest). */
export function isPhone(testInfo: TestInfo): boolean {
  return (testInfo.project.use.viewport?.width ?? Infinity) < 600;
}

/** The top bar's navigation; on a phone it is in the drawer behind "Open menu". */
export async function openNav(
  page: Page,
  testInfo: TestInfo,
  names = { menu: 'Open menu', nav: 'Main navigation' },
) {
  if (isPhone(testInfo)) {
    const menu = page.getByRole('button', { name: names.menu });
    // A toast over the button takes the tap until it times out, and sonner holds a toast while the
    // pointer rests on it (a CI run waited two minutes so): the pointer goes off it, a trial tap
    // waits without touching it until nothing covers the button, then the tap.
    await page.mouse.move(1, 1);
    await menu.click({ trial: true });
    await menu.click();
  }
  return page.getByRole('navigation', { name: names.nav }).last();
}

/** Logs out through the menu and checks the way out went straight home, never by the login screen. */
export async function logOut(page: Page, testInfo: TestInfo) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { pathsSeen: seen });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(url, location.href).pathname);
        original(data, unused, url);
      };
    }
  });
  const nav = await openNav(page, testInfo);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const seen = await page.evaluate(() => (window as Window & { pathsSeen?: string[] }).pathsSeen);
  expect(seen?.[0]).toBe('/');
  expect(seen).not.toContain(paths.login.getHref());
}

/**
 * On the login screen, signs in. Waits for the screen to be drawn first: the URL changes before it
 * is, and the landing page left behind has an E-mail field too (the newsletter's).
 */
export async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** On the login screen, signs in and waits for the dashboard's welcome. */
export async function logInToDashboard(
  page: Page,
  account: { email: string; username: string },
  password: string,
) {
  await logIn(page, account.email, password);
  // The greeting names the user (the newest CV's first name, as the sign-in answers it, else the username).
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, .+!$/ })).toBeVisible();
}

export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ });
}
