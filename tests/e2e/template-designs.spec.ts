/**
 * Every template in every typeface, at each text size, spacing and photo shape, with one of its
 * swatches, on the public page of a phone (390 px): nothing wider than the screen or its CV, every
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

test('every template in every typeface, size, spacing and photo shape fits a phone', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const { account, id } = await createOwner(
    baseURL!,
    'designs',
    { first_name: 'Łukasz Nguyễn', last_name: 'Šťastný-Ääkkönen' },
    await squarePhoto('#a8432d'),
  );
  for (const theme of THEMES) {
    for (const [i, typeface] of TYPEFACES.entries()) {
      const design = {
        typeface,
        size: TEXT_SIZES[i % TEXT_SIZES.length],
        density: DENSITIES[(i + 1) % DENSITIES.length],
        photo_shape: PHOTO_SHAPES[i % PHOTO_SHAPES.length],
        accent: TEMPLATE_ACCENTS[theme].swatches[i + 1],
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
