/**
 * The CV's design at phone size (issue 49, its accent first): chosen in a sheet with the CV in sight,
 * shown at once, kept on the device with no network and across a reload, sent once back online; a
 * colour that would be hard to read is replaced by the nearest readable shade, and both are shown.
 */
import { expect, test, type Page } from '@playwright/test';
import { fitAccent } from '@/domain/accent';
import { editCv, readCv, signInNewOwner } from './fixtures/cvs';
import { screenshot, seriousViolations, slowExpect, workerInControl } from './support';

const WORDS = {
  en: {
    more: 'More actions',
    design: 'Design',
    swatch: 'Colour 2: #1f6f8b',
    pick: 'Any colour',
    done: 'Done',
  },
  fi: {
    more: 'Lisää toimintoja',
    design: 'Ulkoasu',
    swatch: 'Väri 2: #1f6f8b',
    pick: 'Mikä tahansa väri',
    done: 'Valmis',
  },
} as const;

const nameColour = (page: Page) =>
  page.locator('article .cv-name').evaluate((element) => getComputedStyle(element).color);

async function openDesign(page: Page, lng: 'en' | 'fi') {
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: WORDS[lng].more, exact: true })
    .click();
  await page.getByRole('menuitem', { name: WORDS[lng].design }).click();
  const sheet = page.getByRole('dialog', { name: WORDS[lng].design });
  // Its code loads on this first opening (from the worker's cache when offline).
  await slowExpect(sheet).toBeVisible();
  return sheet;
}

/** The fonts that draw the element's own text, as the browser reports them (a missing letter adds one). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  try {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName).sort();
  } catch {
    // Drawn again meanwhile (the CV store's copy replaced the server's): asked again by the poll.
    return [];
  } finally {
    await cdp.detach();
  }
}

const NAME = 'Łukasz Nguyễn Šťastný, Ääkkönen';

test.describe('the CV design', () => {
  test.use({ serviceWorkers: 'allow' });

  test('en: an accent chosen offline shows at once, stays after a reload, and reaches the server', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { id, account } = await signInNewOwner(page, baseURL!, 'accent', { theme: 'templateA' });
    await page.goto(`/cv/${id}?lng=en`);
    await workerInControl(page);
    const own = await nameColour(page);
    expect(own).toBe('rgb(31, 58, 95)');
    await context.setOffline(true);
    const sheet = await openDesign(page, 'en');
    await sheet.getByRole('radio', { name: WORDS.en.swatch }).click();
    await expect(sheet.getByRole('radio', { name: WORDS.en.swatch })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect.poll(() => nameColour(page)).toBe('rgb(31, 111, 139)');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'design-sheet-en');

    // A colour too pale for text on white: the nearest readable shade is drawn, and both are shown.
    await sheet.getByLabel(WORDS.en.pick).fill('#9fd3ff');
    const shown = fitAccent('templateA', '#9fd3ff').colour;
    await expect(sheet.getByRole('status')).toContainText(`#9fd3ff would be hard to read`);
    await expect(sheet.getByRole('status')).toContainText(shown);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(shown.slice(i, i + 2), 16));
    await expect.poll(() => nameColour(page)).toBe(`rgb(${r}, ${g}, ${b})`);
    // The whole CV larger and airier, and still no wider than the phone.
    await sheet.getByRole('radio', { name: 'Large' }).check();
    await sheet.getByRole('radio', { name: 'Airy' }).check();
    await expect
      .poll(() => page.locator('article').evaluate((element) => getComputedStyle(element).zoom))
      .toBe('1.1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Template A has no photo: no shape to choose.
    await expect(sheet.getByRole('radiogroup', { name: 'Photo shape' })).toHaveCount(0);
    // The page format its PDF prints on: A4 until another is chosen.
    await expect(sheet.getByRole('radio', { name: 'A4', exact: true })).toBeChecked();
    await sheet.getByRole('radio', { name: 'Letter (US)' }).check();
    await expect(sheet.getByRole('radio', { name: 'Letter (US)' })).toBeChecked();
    await sheet.getByRole('button', { name: WORDS.en.done }).click();
    await expect(sheet).toBeHidden();

    await page.reload();
    await expect.poll(() => nameColour(page)).toBe(`rgb(${r}, ${g}, ${b})`);
    await context.setOffline(false);
    await slowExpect
      .poll(async () => {
        const answer = await page.request.get(`/api/cv/${account.username}/`);
        return answer.ok() ? (await answer.json()).data.design : null;
      })
      .toEqual({ accent: shown, size: 'l', density: 'airy', page: 'letter' });
  });

  test('fi: the sheet in Finnish, and the template’s own colours back', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { id } = await signInNewOwner(page, baseURL!, 'accentfi', {
      language: 'fi',
      theme: 'templateC',
      design: { accent: '#1f5f7a' },
    });
    await page.goto(`/cv/${id}?lng=fi`);
    const band = () =>
      page
        .locator('article .cv-band')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(band).toBe('rgb(31, 95, 122)');
    const sheet = await openDesign(page, 'fi');
    await expect(sheet.getByRole('radio', { name: 'Väri 2: #1f5f7a' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'design-sheet-fi');
    await sheet.getByRole('radio', { name: 'Pohjan omat värit' }).click();
    await expect.poll(band).toBe('rgb(46, 125, 91)');
    await sheet.getByRole('radio', { name: 'Neliö' }).check();
    await expect
      .poll(() =>
        page
          .locator('article .cv-avatar')
          .evaluate((element) => getComputedStyle(element).borderRadius),
      )
      .toBe('0px');
  });

  test('en: each typeface draws every letter of a Polish, Vietnamese, Czech and Finnish name', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { id } = await signInNewOwner(page, baseURL!, 'typeface', {
      theme: 'templateB',
      first_name: 'Łukasz Nguyễn',
      last_name: 'Šťastný',
      current_job_title: NAME,
    });
    await page.goto(`/cv/${id}?lng=en`);
    const sheet = await openDesign(page, 'en');
    const faces = [
      ['Sans serif (Inter)', 'Inter', 'Inter'],
      ['Serif (Source Serif 4)', 'Source Serif 4', 'Source Serif 4'],
      ['Humanist (Fira Sans)', 'Fira Sans', 'Fira Sans'],
      ['Monospaced headings (IBM Plex Mono)', 'IBM Plex Mono', 'Inter'],
    ] as const;
    for (const [label, display, body] of faces) {
      await sheet.getByRole('radio', { name: label }).check();
      await expect.poll(() => drawnIn(page, 'article .cv-name')).toEqual([display]);
      await expect.poll(() => drawnIn(page, 'article .cv-title')).toEqual([body]);
      await expect(page.locator('article .cv-title')).toHaveText(NAME);
    }
    await screenshot(page, testInfo, 'typeface-mono-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await sheet.getByRole('radio', { name: "The template's own", exact: true }).check();
    await expect.poll(() => drawnIn(page, 'article .cv-name')).not.toEqual(['Inter']);
  });

  test('en: a typeface chosen offline and an accent chosen on another device meanwhile are both kept', async ({
    page,
    context,
    baseURL,
  }) => {
    const { id, account } = await signInNewOwner(page, baseURL!, 'designtwo', {
      theme: 'templateB',
    });
    await page.goto(`/cv/${id}?lng=en`);
    await workerInControl(page);
    // The CV drawn (and so on its way to the device's store) before the network goes.
    await expect(page.locator('article .cv-name')).toBeVisible();
    await context.setOffline(true);
    const sheet = await openDesign(page, 'en');
    await sheet.getByRole('radio', { name: 'Serif (Source Serif 4)' }).check();
    await sheet.getByRole('button', { name: WORDS.en.done }).click();
    // Meanwhile the owner's other device gives the same CV another accent.
    await editCv(baseURL!, account, id, { design: { accent: '#1b4f5c' } });
    await context.setOffline(false);
    await slowExpect
      .poll(async () => (await readCv(page, account, id)).design)
      .toEqual({ accent: '#1b4f5c', typeface: 'serif' });
    await page.reload();
    await expect.poll(() => drawnIn(page, 'article .cv-name')).toEqual(['Source Serif 4']);
    await expect
      .poll(() =>
        page
          .locator('article .cv-head')
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      )
      .toBe('rgb(27, 79, 92)');
  });
});
