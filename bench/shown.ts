/**
 * Whether a page shows the owner's data (bench/owner-screens.ts's `Shown`), checked inside the page
 * once a frame: the moment it first does, in ms since the navigation began, or false.
 */
import type { Page } from 'playwright-core';
import type { Shown } from './owner-screens';

/**
 * Runs in the page, serialized by Playwright: it may use nothing from outside itself, nor name an
 * inner function (tsx would wrap it in a helper the page does not have).
 */
function shownAt(shown: Shown): number | false {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  );
  const candidates: Element[] = [];
  for (const field of fields) {
    const labelled =
      'field' in shown &&
      ([...(field.labels ?? [])].some((label) => label.textContent?.includes(shown.field)) ||
        field.getAttribute('aria-label') === shown.field);
    if (labelled || ('text' in shown && field.value.includes(shown.text))) candidates.push(field);
  }
  // A kept screen's field names nothing (src/lib/kept-screen.ts): its label is drawn beside it.
  if ('field' in shown)
    for (const label of document.querySelectorAll('label'))
      if (label.textContent?.includes(shown.field)) {
        const drawn = label.parentElement?.querySelector('input, textarea');
        if (drawn) candidates.push(drawn);
      }
  if ('text' in shown) {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue?.includes(shown.text) && node.parentElement)
        candidates.push(node.parentElement);
  }
  return (
    candidates.some(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        element.getBoundingClientRect().height > 0,
    ) && performance.now()
  );
}

/** Set in the page by watchShown: when it first showed, in ms since its navigation began. */
const SHOWN_AT = '__shownAt';

/**
 * From the next navigation of `page` on, checks for `shown` in the page once a frame from its very
 * start (before the page's own scripts), and keeps the first moment it shows. Checked from outside
 * instead, the check waits for a free main thread: a screen painted just before the app's modules
 * are evaluated was counted a second late.
 */
export async function watchShown(page: Page, shown: Shown): Promise<void> {
  await page.addInitScript(`{
    const shownAt = ${shownAt.toString()};
    const shown = ${JSON.stringify(shown)};
    const check = () => {
      const at = document.body && shownAt(shown);
      if (at) window.${SHOWN_AT} = Math.round(at);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }`);
}

/** Waits until `page` shows `shown`: when it first did, in ms since its navigation began. */
export async function waitUntilShown(page: Page, shown: Shown, timeout = 60_000): Promise<number> {
  const at = await page.waitForFunction(shownAt, shown, { polling: 'raf', timeout });
  return Math.round((await at.jsonValue()) as number);
}

/** When `page`, watched by watchShown before it was opened, first showed what it watched for. */
export async function shownSince(page: Page, timeout = 60_000): Promise<number> {
  const at = await page.waitForFunction(
    (name) => (window as unknown as Record<string, number | undefined>)[name],
    SHOWN_AT,
    { polling: 'raf', timeout },
  );
  return (await at.jsonValue()) as number;
}
