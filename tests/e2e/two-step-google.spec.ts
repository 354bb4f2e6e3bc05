/**
 * Two-step sign-in after Google, at phone size, in both languages: an account made with Google
 * turns it on (no password asked, right after the Google sign-in), signs out, signs in with Google
 * again and is asked for a code on the second screen; the code, computed here as an authenticator
 * app would, leads to the dashboard. Google's script is a stand-in (support-google.ts), but the
 * server checks the ID token's signature against the fake's published key.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { generateSync } from 'otplib';
import { isPhone, openNav } from './support-auth';
import { signInAtGoogleAs } from './support-google';
import { seriousViolations, settledScreenshot, slowExpect } from './support';

const WORDS = {
  en: {
    google: 'Continue with Google',
    username: 'Username',
    confirmUsername: 'Confirm username',
    section: 'Two-step sign-in',
    turnOn: 'Turn on two-step sign-in',
    yourPassword: 'Your password',
    reauth: 'Log in again with Google or Facebook first, then turn it on within ten minutes.',
    start: 'Continue',
    key: 'Key to type in by hand',
    code: '6-digit code from the app',
    confirm: 'Turn on',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    left: '10 recovery codes left.',
    menu: 'Open menu',
    nav: 'Main navigation',
    logout: 'Logout',
    stepTitle: 'Two-step sign-in',
    stepText: 'Open your authenticator app and enter the 6-digit code it shows for CV Builder.',
    stepCode: '6-digit code',
    stepSubmit: 'Log in',
    welcome: /^Welcome, .+!$/,
  },
  fi: {
    google: 'Jatka Google-tilillä',
    username: 'Käyttäjänimi',
    confirmUsername: 'Vahvista käyttäjänimi',
    section: 'Kaksivaiheinen kirjautuminen',
    turnOn: 'Ota kaksivaiheinen kirjautuminen käyttöön',
    yourPassword: 'Salasanasi',
    reauth:
      'Kirjaudu ensin uudelleen Googlella tai Facebookilla ja ota se käyttöön kymmenen minuutin sisällä.',
    start: 'Jatka',
    key: 'Käsin kirjoitettava avain',
    code: 'Sovelluksen 6-numeroinen koodi',
    confirm: 'Ota käyttöön',
    codes: 'Varakoodit',
    saved: 'Tallensin ne',
    left: '10 varakoodia jäljellä.',
    menu: 'Avaa valikko',
    nav: 'Päävalikko',
    logout: 'Kirjaudu ulos',
    stepTitle: 'Kaksivaiheinen kirjautuminen',
    stepText:
      'Avaa todennussovellus ja anna kuusinumeroinen koodi, jonka se näyttää CV Builderille.',
    stepCode: '6-numeroinen koodi',
    stepSubmit: 'Kirjaudu',
    welcome: /^Tervetuloa, .+!$/,
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** On the login screen, "Continue with Google" (the stand-in picks the account at once). */
async function continueWithGoogle(page: Page, w: Words, lng: string) {
  await page.goto(`/auth/login?lng=${lng}`);
  await page.getByRole('button', { name: w.google }).click();
}

async function signOut(page: Page, w: Words, testInfo: TestInfo) {
  const nav = await openNav(page, testInfo, { menu: w.menu, nav: w.nav });
  await nav.getByRole('button', { name: w.logout }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`two-step sign-in after Google (${lng}): turned on without a password, then a code after Google`, async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'walked at phone size');
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const person = { sub: `g2s-${lng}-${id}`, email: `g2s-${lng}-${id}@example.com` };
    await signInAtGoogleAs(page, person);

    // The account is made by the first Google sign-in, which asks for a username.
    await continueWithGoogle(page, w, lng);
    await slowExpect(page).toHaveURL(/\/auth\/set-username$/);
    await page.getByRole('textbox', { name: w.username }).fill(`g2s${lng}${id}`.slice(0, 20));
    await page.getByRole('button', { name: w.confirmUsername }).click();
    await slowExpect(page).toHaveURL(/\/cv-wizard(\/[\w-]+)?$/);

    // Right after the Google sign-in, turning it on asks for no password.
    await page.goto(`/account?lng=${lng}`);
    const section = page.getByRole('region', { name: w.section });
    await section.getByRole('button', { name: w.turnOn }).click();
    await expect(section.getByText(w.reauth)).toBeVisible();
    await expect(section.getByRole('textbox', { name: w.yourPassword })).toHaveCount(0);
    await section.getByRole('button', { name: w.start, exact: true }).click();
    const secret = (await section.getByRole('textbox', { name: w.key }).inputValue()).replace(
      / /g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByRole('textbox', { name: w.code }).fill(generateSync({ secret }));
    await section.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(section.getByRole('list', { name: w.codes }).getByRole('listitem')).toHaveCount(
      10,
    );
    await section.getByRole('button', { name: w.saved }).click();
    await expect(section.getByText(w.left)).toBeVisible();

    // Signed out, then in with Google again: the second screen asks for the app's code.
    await signOut(page, w, testInfo);
    await continueWithGoogle(page, w, lng);
    await slowExpect(page).toHaveURL(/\/auth\/second-step$/);
    await expect(page.getByRole('heading', { level: 1, name: w.stepTitle })).toBeVisible();
    await expect(page.getByText(w.stepText)).toBeVisible();
    const codeField = page.getByRole('textbox', { name: w.stepCode });
    await expect(codeField).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await settledScreenshot(page, testInfo, `two-step-google-${lng}`);
    // The next step's code: the one that turned it on was taken.
    await codeField.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: w.stepSubmit, exact: true }).click();
    await slowExpect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible();
  });
}
