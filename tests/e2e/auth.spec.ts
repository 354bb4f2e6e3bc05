import { expect, test } from '@playwright/test';
import { ALSO_ON_DESKTOP, LANGUAGES, screenshot, settle, settledScreenshot } from './support';
import { isPhone, logIn, logOut, openNav, readMailLink, toasts } from './support-auth';

/** Unique per run and per project, as both projects share one server and one database. */
function newAccount(project: string) {
  const stamp = `${Date.now().toString(36)}${project.slice(0, 1)}`;
  return {
    email: `e2e.${stamp}@example.com`,
    password: `Lumi-${stamp}-kettu7`,
    newPassword: `Sade-${stamp}-kivi9`,
    username: `e2e_${stamp}`,
  };
}

test.describe('accounts', () => {
  // Sign-up to password reset in one walk: 54 s alone on two cores, so the default 60 s failed a
  // CI run when the other worker was busy.
  test.describe.configure({ timeout: 150_000 });
  test(
    'sign up, verify, choose a username, log out and in, reset the password',
    ALSO_ON_DESKTOP,
    async ({ page }, testInfo) => {
      const account = newAccount(testInfo.project.name);

      // The login screen, in English and in Finnish.
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await settledScreenshot(page, testInfo, 'auth-login-en');
      let nav = await openNav(page, testInfo);
      await nav.getByRole('button', { name: 'Suomi' }).click();
      if (isPhone(testInfo)) await page.getByRole('button', { name: 'Sulje valikko' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tervetuloa takaisin' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Jatka Google-tilillä' })).toBeVisible();
      await settledScreenshot(page, testInfo, 'auth-login-fi');
      nav = await openNav(page, testInfo, { menu: 'Avaa valikko', nav: 'Päävalikko' });
      await nav.getByRole('button', { name: 'English' }).click();
      if (isPhone(testInfo)) await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

      // Sign up.
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/auth\/register$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your account' }),
      ).toBeVisible();
      await settledScreenshot(page, testInfo, 'auth-register-en');
      const signedUpAt = Date.now();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/auth\/check-email$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Check your e-mail' }),
      ).toBeVisible();
      await expect(page.getByText(account.email)).toBeVisible();

      // The link in the mail signs the user in and asks for a username.
      await page.goto(await readMailLink(account.email, 'verify-email', signedUpAt));
      await expect(page).toHaveURL(/\/auth\/set-username$/);
      const usernameInput = page.getByRole('textbox', { name: 'Username' });
      await expect(usernameInput).toBeVisible();
      const confirm = page.getByRole('button', { name: 'Confirm username' });
      await usernameInput.fill('   ');
      await expect(confirm).toBeDisabled();
      // A pasted address keeps only the name.
      const host = new URL(page.url()).host;
      await usernameInput.fill(`${host}/${account.username}`);
      await expect(usernameInput).toHaveValue(account.username);
      await expect(confirm).toBeEnabled();
      await settledScreenshot(page, testInfo, 'auth-set-username-en');
      await confirm.click();
      await expect(page).toHaveURL(/\/cv-wizard(\/[\w-]+)?$/);

      // Log out, then back in with the password.
      await logOut(page, testInfo);
      nav = await openNav(page, testInfo);
      await nav.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await logIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard$/);

      // Forgot the password: the mailed link sets a new one.
      await logOut(page, testInfo);
      await page.goto('/auth/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      // The URL changes before the screen is drawn, and the login screen has an E-mail field too.
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
      const askedAt = Date.now();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('alert').filter({ hasText: account.email })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();

      await page.goto(await readMailLink(account.email, 'reset-password', askedAt));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeVisible();
      await page
        .getByRole('textbox', { name: 'New password', exact: true })
        .fill(account.newPassword);
      await page
        .getByRole('textbox', { name: 'Confirm new password', exact: true })
        .fill(`${account.newPassword}x`);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByText('Passwords do not match.')).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Confirm new password', exact: true })
        .fill(account.newPassword);
      await settledScreenshot(page, testInfo, 'auth-reset-password-en');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your password has been changed' }),
      ).toBeVisible();

      await logIn(page, account.email, account.newPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test('a protected screen sends a signed-out visitor to the login screen', async ({ page }) => {
    await page.goto('/auth/set-username');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('a wrong password shows the login error', async ({ page }, testInfo) => {
    await page.goto('/auth/login');
    await logIn(page, `nobody.${testInfo.project.name}@example.com`, 'not-the-password-1');
    await expect(toasts(page).getByText('Failed to log in')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('social buttons explain when a provider is not set up', async ({ page }) => {
    // The browser tests' server has Google set up (against a fake, see two-step-google.spec.ts) and
    // not Facebook: the note under the buttons names Meta alone, and only its button points to it.
    await page.goto('/auth/login');
    const note = /^Meta sign-in is not set up on this server yet/;
    await expect(page.getByText(note)).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Continue with Meta' }),
    ).toHaveAccessibleDescription(note);
    await expect(
      page.getByRole('button', { name: 'Continue with Google' }),
    ).toHaveAccessibleDescription('');
    await page.getByRole('button', { name: 'Continue with Meta' }).click();
    await expect(toasts(page).getByText(/Signing in with Meta isn't available/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    // In Finnish too, Facebook's button and its note say Meta; the button keeps Facebook's mark.
    await page.goto('/auth/login?lng=fi');
    const meta = page.getByRole('button', { name: 'Jatka Meta-tilillä' });
    await expect(meta.locator('svg')).toHaveCount(1);
    await meta.click();
    await expect(
      page
        .getByRole('region', { name: /^Ilmoitukset/ })
        .getByText(/Meta-kirjautuminen ei ole juuri nyt käytössä/),
    ).toBeVisible();
  });
});

test.describe('password rules on sign-up', () => {
  const words = {
    en: {
      title: 'Create your account',
      password: 'Password',
      repeats: /Repeated characters like “aaaa” are easy to guess/,
      product: 'The password cannot contain the name of this service.',
    },
    fi: {
      title: 'Luo tili',
      password: 'Salasana',
      repeats: /Toistuvat merkit, kuten ”aaaa”, on helppo arvata/,
      product: 'Salasanassa ei saa olla tämän palvelun nimeä.',
    },
  } as const;

  for (const lng of ['en', 'fi'] as const) {
    test(`say why as the user types (${lng})`, async ({ page }, testInfo) => {
      const w = words[lng];
      const strength: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('password-strength')) strength.push(r.url());
      });
      await page.goto(`/auth/login?lng=${lng}`);
      await settle(page);
      expect(strength, 'the login page does not load the password checker').toEqual([]);
      await page.goto(`/auth/register?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      expect(strength, 'nor does the sign-up page before a password is typed').toEqual([]);
      const field = page.getByRole('textbox', { name: w.password, exact: true });
      await field.fill('aaaaaaaa');
      await expect(page.getByText(w.repeats)).toBeVisible();
      expect(strength).toHaveLength(1);
      await field.fill('My-cvbuilder-2024');
      await expect(page.getByText(w.product)).toBeVisible();
      await field.fill('aaaaaaaa');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await settledScreenshot(page, testInfo, `auth-register-password-rule-${lng}`);
      await field.fill('Harbour-Lights-58');
      await expect(page.getByText(w.repeats)).toBeHidden();
      await expect(field).toHaveAttribute('aria-invalid', 'false');
    });
  }
});

const CUT_LINK = {
  en: {
    verify: 'Invalid verification link.',
    reset: 'This link is incomplete. Open it again from the e-mail, or ask for a new one.',
    newLink: 'Get a new link',
  },
  fi: {
    verify: 'Vahvistuslinkki on virheellinen.',
    reset: 'Linkki on vajaa. Avaa se uudelleen sähköpostista tai pyydä uusi linkki.',
    newLink: 'Pyydä uusi linkki',
  },
} as const;

for (const lng of LANGUAGES) {
  const words = CUT_LINK[lng];
  test(`a link a mail client cut short says so on its own page (${lng})`, async ({
    page,
  }, testInfo) => {
    // A mail client that breaks a long line leaves the token, or the uuid too, behind.
    const uuid = '0b6f1c9e-8a5d-4e2b-9c1a-3f4d5e6a7b8c';
    for (const path of ['/verify-email', `/verify-email/${uuid}`]) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByText(words.verify)).toBeVisible();
    }
    for (const path of ['/reset-password', `/reset-password/${uuid}`]) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByRole('alert').filter({ hasText: words.reset })).toBeVisible();
      await expect(page.getByRole('link', { name: words.newLink })).toHaveAttribute(
        'href',
        '/auth/forgot-password',
      );
    }
    await screenshot(page, testInfo, `reset-link-cut-${lng}`);
  });
}

const ELSEWHERE = {
  en: {
    title: 'Choose your password',
    password: 'Password',
    submit: 'Confirm and continue',
    username: 'Username',
  },
  fi: {
    title: 'Valitse salasana',
    password: 'Salasana',
    submit: 'Vahvista ja jatka',
    username: 'Käyttäjänimi',
  },
} as const;

for (const lng of LANGUAGES) {
  const words = ELSEWHERE[lng];
  test(`a verification link opened away from the sign-up's browser asks for a password first (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    // Signed up elsewhere (the API, as a stranger or another of the owner's devices would).
    const since = Date.now();
    const email = `elsewhere-${lng}-${since.toString(36)}@example.com`;
    const registered = await fetch(`${baseURL}/api/users/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Strangers-Own-Secret-77' }),
    });
    expect(registered.status).toBe(201);
    const link = await readMailLink(email, 'verify-email', since);
    await page.goto(`${link}?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const field = page.getByRole('textbox', { name: words.password, exact: true });
    await field.fill('Owners-Chosen-Words-58');
    await settledScreenshot(page, testInfo, `verify-choose-password-${lng}`);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/auth\/set-username$/);
    await expect(page.getByRole('textbox', { name: words.username })).toBeVisible();
    // The stranger's password no longer signs in; the one chosen here does.
    const login = (password: string) =>
      fetch(`${baseURL}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await login('Strangers-Own-Secret-77')).status).toBe(400);
    expect((await login('Owners-Chosen-Words-58')).status).toBe(200);
  });
}
