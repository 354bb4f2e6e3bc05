import { expect, test, type Page } from '@playwright/test';
import {
  alsoOnDesktopIn,
  screenshot,
  seriousViolations,
  LANGUAGES,
  type Language,
} from './support';

const documents = [
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    sections: 17,
    title: { en: 'Privacy policy', fi: 'Tietosuojaseloste' },
  },
  {
    name: 'terms-of-service',
    path: '/terms-of-service',
    sections: 28,
    title: { en: 'Terms of service', fi: 'Käyttöehdot' },
  },
] as const;

const contentsLabel: Record<Language, string> = { en: 'Contents', fi: 'Sisällys' };
const summaryTitle: Record<Language, string> = { en: 'The short version', fi: 'Lyhyesti' };
const tableHeaders: Record<Language, string[]> = {
  en: ['Data', 'Purpose', 'Legal basis', 'Retention period'],
  fi: ['Tiedot', 'Tarkoitus', 'Käsittelyperuste', 'Säilytysaika'],
};

/** The numbered sections: regions named by their "n. Title" heading. */
const sectionsOf = (page: Page) => page.getByRole('main').getByRole('region', { name: /^\d+\.\s/ });

for (const lng of LANGUAGES) {
  for (const doc of documents) {
    test(
      `${doc.name} (${lng}) has ${doc.sections} sections, a working table of contents and no serious axe finding`,
      alsoOnDesktopIn(lng),
      async ({ page }, testInfo) => {
        await page.goto(`${doc.path}?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1, name: doc.title[lng] })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(doc.title[lng]));

        const sections = sectionsOf(page);
        await expect(sections).toHaveCount(doc.sections);
        await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(/^1\. /);
        await expect(sections.last().getByRole('heading', { level: 2 })).toHaveText(
          new RegExp(`^${doc.sections}\\. `),
        );

        const links = page.getByRole('navigation', { name: contentsLabel[lng] }).getByRole('link');
        await expect(links).toHaveCount(doc.sections);

        // The page itself never scrolls sideways, not even on a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, testInfo, `${doc.name}-${lng}`);
        expect(await seriousViolations(page)).toEqual([]);

        const fifth = links.nth(4);
        const target = sections.nth(4);
        await expect(fifth).toHaveAttribute('href', `#${await target.getAttribute('id')}`);
        const heading = target.getByRole('heading', { level: 2 });
        await expect(heading).toHaveText(/^5\. /);
        await expect(heading).not.toBeInViewport();
        await fifth.click();
        await expect(heading).toBeInViewport();
        await expect(page).toHaveURL(new RegExp(`${doc.path}\\?lng=${lng}#[a-z-]+$`));
        // The sticky app bar must not cover the heading once the scroll has settled.
        await expect
          .poll(async () => {
            const box = await heading.boundingBox();
            const bar = await page.getByRole('banner').boundingBox();
            return box && bar ? Math.round(box.y - (bar.y + bar.height)) : -1;
          })
          .toBeGreaterThanOrEqual(0);
      },
    );
  }

  test(`privacy policy (${lng}) has the summary, the table in section 13 and linked addresses`, async ({
    page,
  }) => {
    await page.goto(`/privacy-policy?lng=${lng}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: summaryTitle[lng] })).toBeVisible();
    await expect(
      main.getByRole('list', { name: summaryTitle[lng] }).getByRole('listitem'),
    ).toHaveCount(7);

    const section13 = sectionsOf(page).nth(12);
    await expect(section13.getByRole('heading', { level: 2 })).toHaveText(/^13\. /);
    const table = section13.getByRole('table');
    await expect(table).toHaveCount(1);
    await expect(table.getByRole('columnheader')).toHaveText(tableHeaders[lng]);
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(1);

    const email = main.getByRole('link', { name: 'privacy@cvbuilder.example' }).first();
    await expect(email).toHaveAttribute('href', 'mailto:privacy@cvbuilder.example');
    await expect(
      main.getByRole('link', { name: /^https:\/\/stripe\.com\/privacy$/ }),
    ).toHaveAttribute('href', 'https://stripe.com/privacy');

    // The contact form address in the text opens the form inside the app.
    await main
      .getByRole('link', { name: /\/contact-us$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
}

test('the table in section 13 scrolls on its own on a phone', async ({ page }, testInfo) => {
  // Narrow screens are where the table must scroll; the desktop project checks the same width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacy-policy?lng=en');
  const scroller = page.getByRole('region', { name: /retention periods/ });
  await scroller.scrollIntoViewIfNeeded();
  const widths = await scroller.evaluate((el) => ({
    client: el.clientWidth,
    scroll: el.scrollWidth,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
  await screenshot(page, testInfo, 'privacy-policy-table-scrolled');
});
