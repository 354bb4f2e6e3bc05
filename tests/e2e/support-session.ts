/** Helpers for the session tests: forged expired tokens, a slow network, and a log of API calls. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { E2E_DATA_DIR } from '../../playwright.config';
import type { TestAccount } from './fixtures/accounts';
import { storedRows } from './support';

/** An access token of the account that the server would accept but for its expiry a minute ago. */
export async function expiredAccessToken(account: TestAccount): Promise<string> {
  const secret = (await readFile(path.join(E2E_DATA_DIR, 'jwt-secret'), 'utf8')).trim();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ username: account.username, type: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(decodeJwt(account.access).sub))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

export interface ApiCall {
  path: string;
  /** 1 for the first request to this path on the page, 2 for the next, ... */
  attempt: number;
  sentAt: number;
  answeredAt: number | null;
  /** When the page had the answer (the browser's own response event), as the app saw it. */
  receivedAt: number | null;
  status: number | null;
}

/**
 * A delay that also waits for other calls: `ms` after this call was sent, and at least `gap` ms
 * after each path in `afterSent` has been sent once. It pins an order of events that a timer alone
 * leaves to the speed of the machine (a lazy chunk that loads late on a busy CI host).
 */
export interface OrderedDelay {
  ms: number;
  afterSent: string[];
  gap: number;
}

/**
 * Delays every /api answer like a slow phone network: `delays[path][attempt - 1]`, else
 * `fallback` ms. The request reaches the server after the delay, so a 401 also arrives that late.
 * Returns the log of every call, with times in ms since this was set up.
 */
export async function slowApi(
  page: Page,
  delays: Record<string, (number | OrderedDelay)[]>,
  fallback = 500,
): Promise<ApiCall[]> {
  const start = Date.now();
  const calls: ApiCall[] = [];
  const attempts = new Map<string, number>();
  const firstSent = new Map<string, Promise<void>>();
  const markSent = new Map<string, () => void>();
  const sent = (path: string) => {
    if (!firstSent.has(path)) {
      firstSent.set(path, new Promise<void>((resolve) => markSent.set(path, resolve)));
    }
    return firstSent.get(path)!;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const wait = async (delay: number | OrderedDelay) => {
    if (typeof delay === 'number') return sleep(delay);
    const others = delay.afterSent.map(async (path) => {
      await sent(path);
      await sleep(delay.gap);
    });
    await Promise.all([sleep(delay.ms), ...others]);
  };
  const byRequest = new Map<Request, ApiCall>();
  page.on('response', (response) => {
    const call = byRequest.get(response.request());
    if (call) call.receivedAt = Date.now() - start;
  });
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const attempt = (attempts.get(url.pathname) ?? 0) + 1;
    attempts.set(url.pathname, attempt);
    const call: ApiCall = {
      path: url.pathname,
      attempt,
      sentAt: Date.now() - start,
      answeredAt: null,
      receivedAt: null,
      status: null,
    };
    calls.push(call);
    byRequest.set(route.request(), call);
    void sent(url.pathname);
    markSent.get(url.pathname)!();
    await wait(delays[url.pathname]?.[attempt - 1] ?? fallback);
    try {
      const response = await route.fetch();
      call.status = response.status();
      call.answeredAt = Date.now() - start;
      await route.fulfill({ response });
    } catch {
      // The page went away (a navigation) while the call waited.
      await route.abort().catch(() => undefined);
    }
  });
  return calls;
}

/** One line per call, for the test's own output: `  400→ 401→ 402 ms  401  /api/users/me/ #1`. */
export function describeCalls(calls: ApiCall[]): string {
  const at = (ms: number | null) => String(ms ?? '-').padStart(5);
  return calls
    .map(
      (c) =>
        `${at(c.sentAt)}→${at(c.answeredAt)}→${at(c.receivedAt)} ms  ${c.status ?? '---'}  ${c.path} #${c.attempt}`,
    )
    .join('\n');
}

/**
 * Where the page had a call's answer, in the time of a refresh: before it was sent, while it was
 * in flight, or after the page had its answer.
 */
export function whenAnswered(call: ApiCall, refresh: ApiCall): 'before' | 'during' | 'after' {
  if (call.receivedAt === null || refresh.receivedAt === null) {
    throw new Error(`${call.path} #${call.attempt} or the refresh never reached the page`);
  }
  // The 401 that starts the refresh may reach the page in the same millisecond as it is sent.
  if (call.receivedAt <= refresh.sentAt) return 'before';
  return call.receivedAt < refresh.receivedAt ? 'during' : 'after';
}

/**
 * Records in the page (across reloads of the tab) every one of the `forbid`den texts that is ever
 * shown: in the page's text, an input's value or the title, checked on every DOM change.
 */
export async function watchForTexts(page: Page) {
  await page.addInitScript(() => {
    const check = () => {
      const forbidden = JSON.parse(sessionStorage.getItem('e2e-forbidden') ?? '[]') as string[];
      if (!forbidden.length || !document.body) return;
      const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input, textarea',
      );
      const shown = [document.title, document.body.textContent ?? '']
        .concat(Array.from(fields, (field) => field.value))
        .join('\n');
      const seen = JSON.parse(sessionStorage.getItem('e2e-seen') ?? '[]') as string[];
      const found = forbidden.filter((text) => shown.includes(text) && !seen.includes(text));
      if (found.length) sessionStorage.setItem('e2e-seen', JSON.stringify([...seen, ...found]));
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    setInterval(check, 50);
  });
}

/** From now on, these texts must never show in this tab. */
export async function forbid(page: Page, texts: string[]) {
  await page.evaluate(
    (list) => sessionStorage.setItem('e2e-forbidden', JSON.stringify(list)),
    texts,
  );
}

/** The forbidden texts that did show. */
export async function seenForbidden(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-seen') ?? '[]') as string[]);
}

/** The title of the wizard draft stored on the device for this account, if any. */
export async function storedDraftTitle(page: Page, account: TestAccount): Promise<string | null> {
  const owner = String(decodeJwt(account.access).sub);
  const key = `cv-wizard-storage:${owner}`;
  type Draft = { key: string; value?: { title?: string | null } };
  const draft = (await storedRows<Draft>(page, 'drafts')).find((row) => row.key === key);
  return draft?.value?.title ?? null;
}
