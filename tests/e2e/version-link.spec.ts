/**
 * A version's own public link on a phone: the owner gives the version its own link, a visitor on
 * another phone opens it and sees the version (not the CV's own wording), and the owner sees that
 * link's views counted apart, on the application and on the CV's views screen.
 */
import { expect, test } from '@playwright/test';
import { addApplication } from './fixtures/applications';
import { signInNewOwner } from './fixtures/cvs';
import { LANGUAGES, screenshot, slowExpect } from './support';

const WORDS = {
  en: {
    toggle: 'Give this version its own link',
    url: 'Link to this version',
    jobTitle: 'Job title',
    saved: 'Saved on the server',
    opened: 'Opened 1 time in the last 90 days',
    byLink: 'Views per application’s link',
  },
  fi: {
    toggle: 'Anna tälle versiolle oma linkki',
    url: 'Linkki tähän versioon',
    jobTitle: 'Ammattinimike',
    saved: 'Tallennettu palvelimelle',
    opened: 'Avattu 1 kerran viimeisten 90 päivän aikana',
    byLink: 'Katselukerrat hakemuksittain',
  },
} as const;

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(`${lng}: the version's own link shows the version to a visitor and counts apart`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, `link${lng}`, {
      current_job_title: 'Developer',
    });
    const application = await addApplication(page, account, id, 'Kesko');
    await page.goto(`/applications/${application}?lng=${lng}`);

    const title = page.getByRole('textbox', { name: w.jobTitle });
    await title.fill('Platform engineer');
    await title.blur();
    // The switch turns once the change is on the phone (the local store), a moment after the tap.
    const toggle = page.getByRole('switch', { name: w.toggle });
    await toggle.click();
    await expect(toggle).toBeChecked();
    const link = page.getByRole('textbox', { name: w.url });
    await slowExpect(link).toHaveValue(/\?for=[A-Za-z0-9_-]{16}$/);
    await slowExpect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `version-link-${lng}`);

    // A visitor on another phone, not signed in.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await visitor.newPage();
    const answer = await other.goto(await link.inputValue());
    expect(answer?.status()).toBe(200);
    await expect(other.getByText('Platform engineer').first()).toBeVisible();
    await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await visitor.close();

    await page.reload();
    await slowExpect(page.getByText(w.opened)).toBeVisible();

    // The CV's views screen names the link's views by the application's company.
    await page.goto(`/cv/${id}/views?lng=${lng}`);
    const byLink = page.getByRole('table', { name: w.byLink });
    await slowExpect(byLink.getByRole('row', { name: /Kesko/ })).toContainText('1');
  });
}
