/**
 * Two-step sign-in at phone size, in both languages: turned on from the account page (the key read
 * from the page, the code computed here as an authenticator app would), the recovery codes saved,
 * then a sign-in with the password and a code, and one with a recovery code.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { createAccount, E2E_PASSWORD } from './fixtures/accounts';
import { isPhone, readMailLink } from './support-auth';
import { seriousViolations, settledScreenshot, slowExpect } from './support';

const WORDS = {
  en: {
    email: 'E-mail',
    password: 'Password',
    continue: 'Continue',
    section: 'Two-step sign-in',
    turnOn: 'Turn on two-step sign-in',
    yourPassword: 'Your password',
    start: 'Continue',
    key: 'Key to type in by hand',
    qr: 'QR code for your authenticator app',
    code: '6-digit code from the app',
    confirm: 'Turn on',
    codes: 'Recovery codes',
    download: 'Download (.txt)',
    saved: 'I have saved them',
    left: '10 recovery codes left.',
    leftAfter: '9 recovery codes left.',
    stepTitle: 'Two-step sign-in',
    stepCode: '6-digit code',
    stepSubmit: 'Log in',
    wrong: 'That code is not right, or it was used already.',
    useRecovery: 'Use a recovery code instead',
    recovery: 'Recovery code',
    askReset: 'Ask for a reset',
    resetMailed: /^We mailed a link to your address\. Open it to start the seven-day wait/,
    startWait: 'Start the seven-day wait',
    toAccount: 'Go to your account',
    waitStarted: /^Two-step sign-in will be turned off on /,
    resetWaiting: /^Someone asked for a reset of two-step sign-in/,
    cancelReset: 'Cancel the reset',
  },
  fi: {
    email: 'Sähköposti',
    password: 'Salasana',
    continue: 'Jatka',
    section: 'Kaksivaiheinen kirjautuminen',
    turnOn: 'Ota kaksivaiheinen kirjautuminen käyttöön',
    yourPassword: 'Salasanasi',
    start: 'Jatka',
    key: 'Käsin kirjoitettava avain',
    qr: 'QR-koodi todennussovellusta varten',
    code: 'Sovelluksen 6-numeroinen koodi',
    confirm: 'Ota käyttöön',
    codes: 'Varakoodit',
    download: 'Lataa (.txt)',
    saved: 'Tallensin ne',
    left: '10 varakoodia jäljellä.',
    leftAfter: '9 varakoodia jäljellä.',
    stepTitle: 'Kaksivaiheinen kirjautuminen',
    stepCode: '6-numeroinen koodi',
    stepSubmit: 'Kirjaudu',
    wrong: 'Koodi ei ole oikea, tai se on jo käytetty.',
    useRecovery: 'Käytä varakoodia',
    recovery: 'Varakoodi',
    askReset: 'Pyydä nollausta',
    resetMailed: /^Lähetimme linkin sähköpostiisi\. Avaa se, niin seitsemän päivän odotus alkaa/,
    startWait: 'Aloita seitsemän päivän odotus',
    toAccount: 'Siirry tilillesi',
    waitStarted: /^Kaksivaiheinen kirjautuminen poistuu käytöstä /,
    resetWaiting: /^Joku pyysi kaksivaiheisen kirjautumisen nollausta/,
    cancelReset: 'Peru nollaus',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The first step on the login screen, from a signed-out device. */
async function logInWithPassword(page: Page, w: Words, lng: string, email: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/auth/login?lng=${lng}`);
  await page.getByRole('textbox', { name: w.email }).fill(email);
  await page.getByRole('textbox', { name: w.password, exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`two-step sign-in (${lng}): turn it on, sign in with a code, then with a recovery code`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'walked at phone size');
    const account = await createAccount(baseURL!, 'ts');
    await page.goto(`/auth/login?lng=${lng}`);
    await logInWithPassword(page, w, lng, account.email);
    await slowExpect(page).toHaveURL(/\/dashboard$/);

    // Turn it on from the account page.
    await page.goto(`/account?lng=${lng}`);
    const section = page.getByRole('region', { name: w.section });
    await section.getByRole('button', { name: w.turnOn }).click();
    await section.getByRole('textbox', { name: w.yourPassword }).fill(E2E_PASSWORD);
    await section.getByRole('button', { name: w.start, exact: true }).click();
    await expect(section.getByRole('img', { name: w.qr })).toBeVisible();
    const secret = (await section.getByRole('textbox', { name: w.key }).inputValue()).replace(
      / /g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await settledScreenshot(page, testInfo, `two-step-scan-${lng}`);
    await section.getByRole('textbox', { name: w.code }).fill(generateSync({ secret }));
    await section.getByRole('button', { name: w.confirm, exact: true }).click();

    // The recovery codes, shown once: saved as a file.
    const list = section.getByRole('list', { name: w.codes });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = await list.getByRole('listitem').allTextContents();
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await settledScreenshot(page, testInfo, `two-step-codes-${lng}`);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: w.download }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('cv-builder-recovery-codes.txt');
    const text = await readFile(await file.path(), 'utf8');
    for (const code of codes) expect(text).toContain(code);
    await section.getByRole('button', { name: w.saved }).click();
    await expect(section.getByText(w.left)).toBeVisible();
    await settledScreenshot(page, testInfo, `two-step-on-${lng}`);

    // Signed out, then in: the password, then a code (the next step's, as the first was taken).
    await logInWithPassword(page, w, lng, account.email);
    await expect(page.getByRole('heading', { level: 1, name: w.stepTitle })).toBeVisible();
    const codeField = page.getByRole('textbox', { name: w.stepCode });
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await codeField.fill('000000');
    await page.getByRole('button', { name: w.stepSubmit, exact: true }).click();
    await expect(page.getByText(w.wrong)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await settledScreenshot(page, testInfo, `two-step-login-${lng}`);
    await codeField.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: w.stepSubmit, exact: true }).click();
    await slowExpect(page).toHaveURL(/\/dashboard$/);

    // And once with a recovery code, typed in capitals.
    await logInWithPassword(page, w, lng, account.email);
    await page.getByRole('button', { name: w.useRecovery }).click();
    await page.getByRole('textbox', { name: w.recovery }).fill(codes[0]!.toUpperCase());
    await settledScreenshot(page, testInfo, `two-step-recovery-${lng}`);
    await page.getByRole('button', { name: w.stepSubmit, exact: true }).click();
    await slowExpect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/account?lng=${lng}`);
    await expect(
      page.getByRole('region', { name: w.section }).getByText(w.leftAfter),
    ).toBeVisible();

    // Lost everything: a reset asked for on the second screen mails a link, the link starts the
    // seven-day wait, and a signed-in device cancels it.
    await logInWithPassword(page, w, lng, account.email);
    const asked = Date.now();
    await page.getByRole('button', { name: w.askReset }).click();
    await expect(page.getByRole('status').filter({ hasText: w.resetMailed })).toBeVisible();
    await settledScreenshot(page, testInfo, `two-step-reset-${lng}`);
    const link = await readMailLink(account.email, 'second-factor-reset', asked);
    await page.getByRole('button', { name: w.useRecovery }).click();
    await page.getByRole('textbox', { name: w.recovery }).fill(codes[1]!);
    await page.getByRole('button', { name: w.stepSubmit, exact: true }).click();
    await slowExpect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${link}?lng=${lng}`);
    const startWait = page.getByRole('button', { name: w.startWait });
    await expect(startWait).toBeVisible();
    // A mailed link opened in the tab that was scrolled elsewhere comes up at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await startWait.click();
    await expect(page.getByRole('status')).toHaveText(w.waitStarted);
    expect(await seriousViolations(page)).toEqual([]);
    await settledScreenshot(page, testInfo, `two-step-reset-started-${lng}`);
    // Signed in on this device: the page leads to the account, where the wait can be cancelled.
    await page.getByRole('link', { name: w.toAccount }).click();
    const waiting = page.getByRole('region', { name: w.section }).getByRole('alert');
    await expect(waiting).toContainText(w.resetWaiting);
    await settledScreenshot(page, testInfo, `two-step-reset-waiting-${lng}`);
    await waiting.getByRole('button', { name: w.cancelReset }).click();
    await expect(waiting).toBeHidden();
  });
}
