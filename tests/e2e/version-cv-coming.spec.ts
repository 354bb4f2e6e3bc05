/**
 * An application opened on a phone that does not hold its CV yet: while the CV comes from the
 * server the version waits in its place (nothing says it is missing, nothing below it moves), and
 * only a CV that cannot come is said to be missing, until it comes.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInWithStorage } from './fixtures/accounts';
import { addApplication } from './fixtures/applications';
import { signInNewOwner } from './fixtures/cvs';
import { LANGUAGES } from './support';

const WORDS = {
  en: {
    missing: 'The CV of this application is not on this phone yet. Open it once online.',
    jobTitle: 'Job title',
    letter: 'Cover letter',
  },
  fi: {
    missing: 'Tämän hakemuksen CV ei ole vielä tässä puhelimessa. Avaa se kerran verkossa.',
    jobTitle: 'Ammattinimike',
    letter: 'Saatekirje',
  },
} as const;

const cvAddress = (id: string) => new RegExp(`/api/cv/get_cv/${id}/$`);

/** Holds the CV's answer back until the returned function is called. */
async function holdCv(page: Page, id: string) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(cvAddress(id), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(`${lng}: the version's CV coming to the phone is waited for, and only one that cannot come is missing`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const { account, id } = await signInNewOwner(page, baseURL!, `coming${lng}`, {
      current_job_title: 'Developer',
    });
    const uuid = await addApplication(page, account, id, 'Kesko');

    const release = await holdCv(page, id);
    const asked = page.waitForRequest(cvAddress(id));
    await page.goto(`/applications/${uuid}?lng=${lng}`);
    await asked;
    const letter = page.getByRole('heading', { name: w.letter });
    await expect(letter).toBeVisible();
    const letterAt = (await letter.boundingBox())!.y;
    await expect(page.getByText(w.missing)).toHaveCount(0);
    release();
    await expect(page.getByRole('textbox', { name: w.jobTitle })).toHaveValue('Developer');
    await expect(page.getByText(w.missing)).toHaveCount(0);
    // The version is taller than the place held for it: what follows moves down, never up.
    expect((await letter.boundingBox())!.y).toBeGreaterThanOrEqual(letterAt);

    // Another phone, where the server fails to give the CV: there it is said to be missing.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await signInWithStorage(phone, account);
    await phone.route(cvAddress(id), (route) => route.fulfill({ status: 503 }));
    await phone.goto(`/applications/${uuid}?lng=${lng}`);
    await expect(phone.getByText(w.missing)).toBeVisible();
    // The server well again and the phone back online: the CV comes, and is no longer missing.
    await phone.unroute(cvAddress(id));
    await other.setOffline(true);
    await other.setOffline(false);
    await expect(phone.getByRole('textbox', { name: w.jobTitle })).toHaveValue('Developer');
    await expect(phone.getByText(w.missing)).toHaveCount(0);
    await other.close();
  });
}
