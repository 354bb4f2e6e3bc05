/**
 * A tap on the wizard's Continue is honoured once: a double tap moves one step, and a step whose
 * code or texts are still loading shows the Continue that was tapped as busy until it appears.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '../../locales/en/wizard.json' with { type: 'json' };
import { signInNewAccount } from './fixtures/accounts';
import { holdBack, screenshot } from './support';

/** Each step's heading, in the wizard's order after the first (the name step). */
const HEADINGS = [
  en.template.title,
  en.basicInfo.title,
  en.uploadImage.title,
  en.bio.title,
  en.workExperience.title,
  en.education.title,
  en.skills.title,
  en.links.title,
  en.moreSections.title,
  en.finalize.title,
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const continueButton = (page: Page) => page.getByRole('button', { name: en.nav.continue });
/** The step's main button: Continue, or on the last step the one that creates the CV. */
const mainButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${en.nav.continue}|${en.finalize.create})$`) });

/** The middle of the step's main button, where a finger taps it. */
async function mainButtonPoint(page: Page) {
  const box = await mainButton(page).boundingBox();
  if (!box) throw new Error('The main button is not on the screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Two taps of a finger on Continue 120 ms apart, as a person double-taps (well inside a phone's
 * double-tap interval of 300 ms). The second reaches the page only once the next step shows, as on
 * a busy phone that handles it late, and lands on that step's main button (on the last step, the
 * one that creates the CV): the touches carry the times they were made, so the page sees a double
 * tap.
 */
async function doubleTap(page: Page, next: string) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const tap = async (at: number) => {
    const point = await mainButtonPoint(page);
    const timestamp = start + at;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [point],
      timestamp,
    });
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: timestamp + 0.04,
    });
  };
  await tap(0);
  await expect(heading(page)).toHaveText(next);
  await tap(0.12);
  await cdp.detach();
}

test('a double tap on Continue moves one step, on every step', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInNewAccount(page, baseURL!, 'taps');
  await page.goto('/cv-wizard');
  await expect(heading(page)).toHaveText(en.name.title);
  await page.getByLabel(en.name.label).fill('Tapped twice');

  for (const [index, next] of HEADINGS.entries()) {
    await doubleTap(page, next);
    // Were the second tap taken, the step after `next` would show by now.
    await page.waitForTimeout(500);
    await expect(heading(page)).toHaveText(next);
    if (next === en.basicInfo.title) {
      await page.getByLabel(en.basicInfo.first_name).fill('Aino');
      await page.getByLabel(en.basicInfo.last_name).fill('Virtanen');
      await page.getByRole('textbox', { name: en.basicInfo.email }).fill('aino@example.com');
    }
    // The last double tap's second tap did not create the CV.
    if (index === HEADINGS.length - 1) await expect(page).toHaveURL(/\/cv-wizard\/finalize$/);
  }
});

test('Continue is busy while the next step is loading, then the step appears', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInNewAccount(page, baseURL!, 'busy');
  // The template texts that the details step's preview is the first to need, held back as on a
  // slow network.
  const release = await holdBack(page, /\/assets\/templates-[\w-]+\.js$/);
  await page.goto('/cv-wizard');
  await page.getByLabel(en.name.label).fill('Held back');
  await continueButton(page).click();
  await expect(heading(page)).toHaveText(en.template.title);

  await continueButton(page).click();
  await expect(continueButton(page)).toBeDisabled();
  await expect(heading(page)).toHaveText(en.template.title);
  await screenshot(page, testInfo, 'wizard-continue-busy');
  // Another tap meanwhile is not a second step.
  await continueButton(page).click({ force: true });

  release();
  await expect(heading(page)).toHaveText(en.basicInfo.title);
  await page.waitForTimeout(500);
  await expect(heading(page)).toHaveText(en.basicInfo.title);
});
