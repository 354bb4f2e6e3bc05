/**
 * Every template with each of its swatches, in every typeface, at each text size, spacing and photo
 * shape, on the public page of a phone (390 px): nothing wider than the screen or its CV, every
 * letter of the name in the typeface; two designs of each template kept as screenshots.
 */
import { expect, test, type Page } from '@playwright/test';
import { TEMPLATE_ACCENTS } from '@/domain/accent';
import { THEMES } from '@/domain/cv';
import { DENSITIES, PHOTO_SHAPES, TEXT_SIZES, TYPEFACES } from '@/domain/design';
import { createOwner, editCv, squarePhoto } from './fixtures/cvs';
import { screenshot } from './support';

/** What reaches past the CV's right edge, or makes the page scroll sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const article = document.querySelector('article');
    if (!article) return ['no CV on the page'];
    const edge = article.getBoundingClientRect().right + 1;
    const found = [...article.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > edge)
      .map(
        (element) =>
          `${element.className || element.tagName}: ${element.textContent?.slice(0, 30)}`,
      );
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return found;
  });
}

test('every template with every swatch, typeface, size, spacing and photo shape fits a phone', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const { account, id } = await createOwner(
    baseURL!,
    'designs',
    { first_name: 'Łukasz Nguyễn', last_name: 'Šťastný-Ääkkönen' },
    await squarePhoto('#a8432d'),
  );
  for (const theme of THEMES) {
    // Each of the template's eight swatches once, with every typeface twice and every size,
    // spacing and photo shape among them.
    for (const [i, accent] of TEMPLATE_ACCENTS[theme].swatches.entries()) {
      const typeface = TYPEFACES[i % TYPEFACES.length]!;
      const design = {
        typeface,
        accent,
        size: TEXT_SIZES[i % TEXT_SIZES.length],
        density: DENSITIES[(i + 1) % DENSITIES.length],
        photo_shape: PHOTO_SHAPES[(i + 2) % PHOTO_SHAPES.length],
      };
      await editCv(baseURL!, account, id, { theme, design });
      await page.goto(`/${account.username}`);
      await expect(page.locator('article .cv-name')).toContainText('Łukasz Nguyễn');
      await page.evaluate(() => document.fonts.ready);
      expect(await overflowing(page), `${theme} ${JSON.stringify(design)}`).toEqual([]);
      if (i === 1 || i === 3) await screenshot(page, testInfo, `${theme}-${typeface}`);
    }
  }
});
