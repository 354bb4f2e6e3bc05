import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * `expect` that waits up to 30 s for what it checks: for the tests whose screens come slowly on a
 * busy two-CPU machine (routes and their texts loaded on demand, long walks through the wizard).
 */
export const slowExpect = expect.configure({ timeout: 30_000 });

/** Saves a full-page screenshot as a test artefact named after the project (phone/desktop). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/**
 * On a page the server drew, the app takes over at the visitor's first touch, key or focus
 * (src/boot.ts): a focus on the page's first link, then the app's own "ready" mark on <html>.
 */
export async function wakeTheApp(page: Page) {
  await page.getByRole('link').first().focus();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Holds back the answers to the addresses `matching` asks for until the function returned is called. */
export async function holdBack(page: Page, matching: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matching, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the service worker is active and controls the page (it then keeps what it fetches). */
export async function workerInControl(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

/**
 * Gives each test of the spec file `timeout` ms: the browser tests share two CPUs with builds, and a
 * slow machine is not a failure. Called at the file's top level.
 */
export function allowSlowTests(timeout: number) {
  test.describe.configure({ timeout });
}

/** A describe block whose tests run with the app's service worker (the others block it). */
export function withServiceWorker(title: string, define: () => void) {
  test.describe(title, () => {
    test.use({ serviceWorkers: 'allow' });
    define();
  });
}

/** Opens `url` online until the service worker controls it (and keeps the app), then goes offline. */
export async function offlineAfterVisiting(page: Page, url: string) {
  await page.goto(url);
  await workerInControl(page);
  await page.context().setOffline(true);
}

/** In English, picks `month` of `year` in the first month picker labelled `label`. */
export async function pickMonth(page: Page, label: string, year: string, month: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year').selectOption(year);
  await dialog.getByRole('button', { name: month }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for running CSS transitions (a button turning enabled, a ripple) before a screenshot. */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Spinners loop for ever; only finite transitions are waited for.
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** Waits for running transitions (see `settle`), then saves the screenshot (see `screenshot`). */
export async function settledScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await settle(page);
  return screenshot(page, testInfo, name);
}

/**
 * Waits until nothing on the page is half drawn for axe to weigh: every toast and every dialog's
 * fade in (or out) ended.
 */
export async function drawnForAxe(page: Page): Promise<void> {
  // A toast coming in or going out is half transparent, and axe would weigh its colours then:
  // wait until every toast on screen is fully drawn (or gone).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) => getComputedStyle(toast).opacity === '1',
        ),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  // A dialog fading in is half transparent too: wait for every transition that ends (a skeleton's
  // or a spinner's loop never does) to have ended.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Serious and critical axe findings (WCAG 2.1 A/AA), as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await drawnForAxe(page);
  const results = await new AxeBuilder({ page })
    // Experimental, so off by default: a control's spoken name holds the words it shows (WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Pastes `text` into a field, clicked first, as a user's paste does (a paste event). */
export async function pasteInto(field: Locator, text: string) {
  await field.click();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The interface languages every screen is tested in. */
export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Every test runs at phone size; a test with this tag runs at desktop size too. It marks the tests
 * whose screen is laid out differently on a desktop (navigation, side panels, templates, tables),
 * so the desktop pass checks layouts without walking every flow twice.
 */
export const ALSO_ON_DESKTOP = { tag: '@desktop' };

/**
 * For a test written once per language: the desktop pass takes the English one. Words only change
 * how long a line is, and the narrow phone pass, which walks both languages, is where that bites.
 */
export const alsoOnDesktopIn = (lng: Language) => (lng === 'en' ? ALSO_ON_DESKTOP : {});

/** Every row of one of the app's IndexedDB tables, read the way its Dexie stores them (none when the table is not there). */
export function storedRows<Row>(page: Page, table: string): Promise<Row[]> {
  return page.evaluate<Row[], string>(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cv-builder');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result as Row[]);
          };
        };
      }),
    table,
  );
}
