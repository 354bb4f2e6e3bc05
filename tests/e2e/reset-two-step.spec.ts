/**
 * A forgotten password on an account with two-step sign-in on, at phone size: the mailed link
 * alone is not enough. In English the owner gives the app's code and the password changes; in
 * Finnish the owner has neither the app nor a recovery code, says so, reads what stays, and the
 * password changes all the same. Either way the next sign-in still asks for a code.
 */
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { apiPost, createAccount, turnOnTwoStep } from './fixtures/accounts';
import { isPhone, readMailLink } from './support-auth';
import { seriousViolations, settledScreenshot, slowExpect } from './support';

const NEW_PASSWORD = 'Quiet-Harbour-Maple-93';

const WORDS = {
  en: {
    title: 'Choose a new password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    section: 'Two-step sign-in is on',
    code: '6-digit code',
    codeNeeded: 'Enter a code, or tick that you have neither.',
    neither: 'I have neither my app nor a recovery code',
    neitherText: /two-step sign-in stays on/,
    save: 'Save new password',
    changed: 'Your password has been changed',
    email: 'E-mail',
    password: 'Password',
    continue: 'Continue',
    secondStep: 'Two-step sign-in',
  },
  fi: {
    title: 'Valitse uusi salasana',
    newPassword: 'Uusi salasana',
    confirm: 'Uusi salasana uudelleen',
    section: 'Kaksivaiheinen kirjautuminen on käytössä',
    code: '6-numeroinen koodi',
    codeNeeded: 'Anna koodi tai valitse, ettei sinulla ole kumpaakaan.',
    neither: 'Minulla ei ole sovellusta eikä varakoodia',
    neitherText: /kaksivaiheinen kirjautuminen pysyy käytössä/,
    save: 'Tallenna uusi salasana',
    changed: 'Salasanasi on vaihdettu',
    email: 'Sähköposti',
    password: 'Salasana',
    continue: 'Jatka',
    secondStep: 'Kaksivaiheinen kirjautuminen',
  },
} as const;

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`password reset with two-step sign-in on (${lng}): the link alone is not enough`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'walked at phone size');
    const account = await createAccount(baseURL!, 'rt');
    const { secret } = await turnOnTwoStep(baseURL!, account);
    const askedAt = Date.now();
    await apiPost(baseURL!, '/users/forgot-password/', { email: account.email });
    const link = await readMailLink(account.email, 'reset-password', askedAt);

    await page.goto(`${link}?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const section = page.getByRole('region', { name: w.section });
    await expect(section).toBeVisible();
    await page.getByRole('textbox', { name: w.newPassword, exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: w.confirm, exact: true }).fill(NEW_PASSWORD);
    // The code is asked for before anything is sent.
    await page.getByRole('button', { name: w.save }).click();
    await expect(section.getByText(w.codeNeeded)).toBeVisible();

    if (lng === 'en') {
      // The next step's code: the first was taken when two-step sign-in was turned on.
      await section
        .getByRole('textbox', { name: w.code })
        .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    } else {
      await section.getByRole('checkbox', { name: w.neither }).check();
      await expect(section.getByText(w.neitherText)).toBeVisible();
      await expect(section.getByRole('textbox', { name: w.code })).toHaveCount(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await settledScreenshot(page, testInfo, `reset-two-step-${lng}`);
    await page.getByRole('button', { name: w.save }).click();
    await slowExpect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: w.changed })).toBeVisible();

    // The new password, and still the code.
    await page.getByRole('textbox', { name: w.email }).fill(account.email);
    await page.getByRole('textbox', { name: w.password, exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: w.continue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.secondStep })).toBeVisible();
  });
}
