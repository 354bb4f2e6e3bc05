/**
 * Passkeys on a phone with Chromium's virtual authenticator (the DevTools protocol's WebAuthn
 * domain), in English and Finnish: a new account gives its password, says no on the device (nothing
 * added, the page says so), adds a passkey on the account page, sees it listed, renames it,
 * confirms with it in place of the password to change the address, signs out, and signs in again
 * with "Sign in with a passkey", after which the password is not asked. The console stays free of
 * errors throughout.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, signInNewAccount } from './fixtures/accounts';
import { screenshot, seriousViolations } from './support';
import { isPhone, openNav } from './support-auth';

const WORDS = {
  en: {
    account: 'Your account',
    section: 'Passkeys',
    add: 'Add a passkey',
    cancelled: 'No passkey was added: the request was cancelled or took too long.',
    device: 'Chrome on Android',
    rename: (name: string) => `Rename the passkey ${name}`,
    nameField: 'Name',
    save: 'Save',
    newName: 'My phone',
    menu: { menu: 'Open menu', nav: 'Main navigation' },
    logout: 'Logout',
    login: 'Welcome back',
    passkeyButton: 'Sign in with a passkey',
    lastUsed: /last used/,
    confirmTitle: 'Confirm it is you',
    password: 'Password',
    continue: 'Continue',
    emailSection: 'Change e-mail address',
    newEmail: 'New e-mail address',
    sendLink: 'Send the link',
    usePasskey: 'Use a passkey instead',
    proven: /Confirmed with your passkey: no password is needed here until/,
    linkSent: /a link is on its way there/,
  },
  fi: {
    account: 'Oma tili',
    section: 'Pääsyavaimet',
    add: 'Lisää pääsyavain',
    cancelled: 'Pääsyavainta ei lisätty: pyyntö peruttiin tai kesti liian kauan.',
    device: 'Chrome (Android)',
    rename: (name: string) => `Nimeä uudelleen pääsyavain ${name}`,
    nameField: 'Nimi',
    save: 'Tallenna',
    newName: 'Oma puhelin',
    menu: { menu: 'Avaa valikko', nav: 'Päävalikko' },
    logout: 'Kirjaudu ulos',
    login: 'Tervetuloa takaisin',
    passkeyButton: 'Kirjaudu pääsyavaimella',
    lastUsed: /viimeksi käytetty/,
    confirmTitle: 'Vahvista henkilöllisyytesi',
    password: 'Salasana',
    continue: 'Jatka',
    emailSection: 'Vaihda sähköpostiosoite',
    newEmail: 'Uusi sähköpostiosoite',
    sendLink: 'Lähetä linkki',
    usePasskey: 'Vahvista pääsyavaimella',
    proven: /Vahvistettu pääsyavaimella: salasanaa ei tarvita täällä kello .* asti/,
    linkSent: /sinne on tulossa linkki/,
  },
} as const;

/** A platform authenticator that keeps passkeys and says yes at once, as a phone's fingerprint would. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** Whether the fingerprint (user verification) is accepted: false is a person who says no. */
    verifies: (isUserVerified: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`passkeys (${lng}): a refusal, then add, rename, sign out and sign in with it`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'walked at phone size');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const authenticator = await virtualAuthenticator(page);
    await signInNewAccount(page, baseURL!, 'pk');

    await page.goto(`/account?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.account })).toBeVisible();
    const section = page.getByRole('region', { name: w.section });
    /** Adding a way in asks for the password first (a password sign-in is not a passkey). */
    const addWithPassword = async () => {
      await section.getByRole('button', { name: w.add }).click();
      const ask = page.getByRole('dialog', { name: w.confirmTitle });
      await ask.getByRole('textbox', { name: w.password, exact: true }).fill(E2E_PASSWORD);
      await ask.getByRole('button', { name: w.continue }).click();
      await expect(ask).toBeHidden();
    };
    // Refused on the device: nothing is added, and the section says so.
    await authenticator.verifies(false);
    await addWithPassword();
    await expect(section.getByRole('status')).toContainText(w.cancelled);
    expect(await authenticator.credentials()).toHaveLength(0);
    await authenticator.verifies(true);
    await addWithPassword();
    await expect(section.getByRole('status')).toBeHidden();
    const list = section.getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(w.device, { exact: true })).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await section.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `passkeys-added-${lng}`);

    await list.getByRole('button', { name: w.rename(w.device) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: w.nameField }).fill(w.newName);
    // The dialog as the phone shows it (a full-page picture would put it mid-page).
    const renameShot = testInfo.outputPath(`${testInfo.project.name}-passkeys-rename-${lng}.png`);
    await page.screenshot({ path: renameShot });
    await testInfo.attach(`passkeys-rename-${lng}`, { path: renameShot, contentType: 'image/png' });
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByText(w.newName, { exact: true })).toBeVisible();

    // The passkey in place of the password: the field steps aside, and the address change goes.
    const email = page.getByRole('region', { name: w.emailSection });
    await email.getByRole('button', { name: w.usePasskey }).click();
    await expect(email.getByRole('status')).toHaveText(w.proven);
    await expect(email.getByRole('textbox', { name: w.password, exact: true })).toHaveCount(0);
    await email
      .getByRole('textbox', { name: w.newEmail })
      .fill(`moved-${lng}-${Date.now()}@example.com`);
    await email.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `passkeys-proof-${lng}`);
    await email.getByRole('button', { name: w.sendLink }).click();
    await expect(email.getByText(w.linkSent)).toBeVisible();

    const nav = await openNav(page, testInfo, w.menu);
    await nav.getByRole('button', { name: w.logout }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/auth/login?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.login })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /E-mail|Sähköposti/ })).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await screenshot(page, testInfo, `passkeys-login-${lng}`);
    await page.getByRole('button', { name: w.passkeyButton }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/account?lng=${lng}`);
    await expect(page.getByRole('region', { name: w.section }).getByText(w.lastUsed)).toBeVisible();
    // Signed in with the passkey: no password is asked for the account's changes.
    const again = page.getByRole('region', { name: w.emailSection });
    await expect(again.getByRole('status')).toHaveText(w.proven);
    await expect(again.getByRole('textbox', { name: w.password, exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
