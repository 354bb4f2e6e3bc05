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

/** Waits until `page` shows `shown`: when it first did, in ms since its navigation began. */
export async function waitUntilShown(page: Page, shown: Shown, timeout = 60_000): Promise<number> {
  const at = await page.waitForFunction(shownAt, shown, { polling: 'raf', timeout });
  return Math.round((await at.jsonValue()) as number);
}
