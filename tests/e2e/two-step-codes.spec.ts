/**
 * Running out of recovery codes, at phone size, in both languages: an account with two-step sign-in
 * on has spent eight of its ten codes (seven through the API, the last at the browser's sign-in),
 * so the account page warns that only two are left and offers new ones; making them takes the
 * password and a code, shows ten, and the warning is gone.
 */
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { apiPost, createAccount, E2E_PASSWORD, turnOnTwoStep } from './fixtures/accounts';
import { isPhone } from './support-auth';
import { seriousViolations, settledScreenshot, slowExpect } from './support';

const WORDS = {
  en: {
    section: 'Two-step sign-in',
    email: 'E-mail',
    password: 'Password',
    continue: 'Continue',
    useRecovery: 'Use a recovery code instead',
    recovery: 'Recovery code',
    stepSubmit: 'Log in',
    fewLeft:
      'Only 2 recovery codes left. Make new ones so you are not locked out if you lose your phone.',
    newCodes: 'New recovery codes',
    newCodesForm: 'Make new recovery codes',
    yourPassword: 'Your password',
    code: 'Code from the app, or a recovery code',
    make: 'Make new codes',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    left: '10 recovery codes left.',
  },
  fi: {
    section: 'Kaksivaiheinen kirjautuminen',
    email: 'Sähköposti',
    password: 'Salasana',
    continue: 'Jatka',
    useRecovery: 'Käytä varakoodia',
    recovery: 'Varakoodi',
    stepSubmit: 'Kirjaudu',
    fewLeft:
      'Vain 2 varakoodia jäljellä. Luo uudet, jotta et jää ulos tililtäsi, jos puhelimesi katoaa.',
    newCodes: 'Uudet varakoodit',
    newCodesForm: 'Luo uudet varakoodit',
    yourPassword: 'Salasanasi',
    code: 'Sovelluksen koodi tai varakoodi',
    make: 'Luo uudet koodit',
    codes: 'Varakoodit',
    saved: 'Tallensin ne',
    left: '10 varakoodia jäljellä.',
  },
} as const;

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`two-step sign-in (${lng}): fewer than three recovery codes left warns, and new ones end the warning`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'walked at phone size');
    const account = await createAccount(baseURL!, 'tc');

    // Two-step sign-in on, through the API, with a first code as an authenticator app makes it.
    const { secret, codes } = await turnOnTwoStep(baseURL!, account);
    expect(codes).toHaveLength(10);

    // Seven sign-ins elsewhere, each with a recovery code.
    for (const code of codes.slice(0, 7)) {
      const first = await apiPost<{ second_factor: { token: string } }>(baseURL!, '/users/login/', {
        email: account.email,
        password: E2E_PASSWORD,
      });
      await apiPost(baseURL!, '/users/login/second-factor/', {
        token: first.second_factor.token,
        code,
      });
    }

    // The eighth here: the password, then a recovery code.
    await page.goto(`/auth/login?lng=${lng}`);
    await page.getByRole('textbox', { name: w.email }).fill(account.email);
    await page.getByRole('textbox', { name: w.password, exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: w.continue, exact: true }).click();
    await page.getByRole('button', { name: w.useRecovery }).click();
    await page.getByRole('textbox', { name: w.recovery }).fill(codes[7]!);
    await page.getByRole('button', { name: w.stepSubmit, exact: true }).click();
    await slowExpect(page).toHaveURL(/\/dashboard$/);

    // Two left: the account page warns, and offers new codes.
    await page.goto(`/account?lng=${lng}`);
    const section = page.getByRole('region', { name: w.section });
    const warning = section.getByRole('alert');
    await expect(warning).toHaveText(w.fewLeft);
    const offer = section.getByRole('button', { name: w.newCodes });
    await expect(offer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await settledScreenshot(page, testInfo, `two-step-few-left-${lng}`);

    // New codes take the password and a code (the next step's: the first was taken).
    await offer.click();
    const form = section.getByRole('form', { name: w.newCodesForm });
    await form.getByRole('textbox', { name: w.yourPassword }).fill(E2E_PASSWORD);
    await form
      .getByRole('textbox', { name: w.code })
      .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await form.getByRole('button', { name: w.make }).click();
    const list = section.getByRole('list', { name: w.codes });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const fresh = await list.getByRole('listitem').allTextContents();
    for (const code of fresh) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(fresh).not.toContain(codes[8]);
    await section.getByRole('button', { name: w.saved }).click();

    // Ten left, and no warning.
    await expect(section.getByText(w.left)).toBeVisible();
    await expect(warning).toHaveCount(0);
    await expect(section.getByText(w.fewLeft)).toHaveCount(0);
  });
}
