/** The account page's changes on a phone: password, e-mail address (through its link), username. */
import { expect, test } from '@playwright/test';
import { createAccount, E2E_PASSWORD } from './fixtures/accounts';
import { signInNewOwner } from './fixtures/cvs';
import { screenshot, seriousViolations } from './support';
import { readMailLink } from './support-auth';

const NEW_PASSWORD = 'Quiet-Orchard-Lantern-71';

const WORDS = {
  en: {
    password: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    wrong: 'The password is not right.',
    passwordDone: 'Your password is changed. Other devices were signed out.',
    email: 'Change e-mail address',
    newEmail: 'New e-mail address',
    emailPassword: 'Password',
    sendLink: 'Send the link',
    sentTo: (email: string) => `If ${email} can be used, a link is on its way there.`,
    emailDone: 'Address changed',
    toAccount: 'Go to your account',
    username: 'Change username',
    newUsername: 'New username',
    taken: 'This username is already taken.',
    usernameDone: 'Your public address is now',
  },
  fi: {
    password: 'Vaihda salasana',
    current: 'Nykyinen salasana',
    newPassword: 'Uusi salasana',
    wrong: 'Salasana ei ole oikein.',
    passwordDone: 'Salasanasi on vaihdettu. Muilta laitteilta sinut kirjattiin ulos.',
    email: 'Vaihda sähköpostiosoite',
    newEmail: 'Uusi sähköpostiosoite',
    emailPassword: 'Salasana',
    sendLink: 'Lähetä linkki',
    sentTo: (email: string) => `Jos osoitetta ${email} voi käyttää, sinne on tulossa linkki.`,
    emailDone: 'Osoite vaihdettu',
    toAccount: 'Siirry tiliisi',
    username: 'Vaihda käyttäjänimi',
    newUsername: 'Uusi käyttäjänimi',
    taken: 'Käyttäjänimi on jo käytössä.',
    usernameDone: 'Julkinen osoitteesi on nyt',
  },
} as const;

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`account changes (${lng}): password, e-mail through its link, username`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const other = await createAccount(baseURL!, 'oth');
    const { account } = await signInNewOwner(page, baseURL!, 'chg');
    await page.goto(`/account?lng=${lng}`);

    // Password: a wrong current one is said at its field; the right one changes it.
    const passwordForm = page.getByRole('form', { name: w.password });
    await passwordForm.getByLabel(w.current).fill('Not-the-password-1');
    await passwordForm.getByLabel(w.newPassword).fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: w.password }).click();
    await expect(passwordForm.getByLabel(w.current)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordForm.getByText(w.wrong)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `account-password-wrong-${lng}`);
    await passwordForm.getByLabel(w.current).fill(E2E_PASSWORD);
    await passwordForm.getByLabel(w.newPassword).fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: w.password }).click();
    await expect(page.getByText(w.passwordDone)).toBeVisible();
    await expect(passwordForm.getByLabel(w.current)).toHaveValue('');

    // E-mail: a link goes to the new address; the page it opens makes the change.
    const newEmail = `moved-${account.username}@example.com`.toLowerCase();
    const emailForm = page.getByRole('form', { name: w.email });
    const since = Date.now();
    await emailForm.getByLabel(w.newEmail).fill(newEmail);
    await emailForm.getByLabel(w.emailPassword, { exact: false }).fill(NEW_PASSWORD);
    await emailForm.getByRole('button', { name: w.sendLink }).click();
    await expect(emailForm.getByRole('status')).toContainText(w.sentTo(newEmail));
    await screenshot(page, testInfo, `account-email-sent-${lng}`);
    const link = await readMailLink(newEmail, 'confirm-email', since);
    await page.goto(`${link}?lng=${lng}`);
    await expect(page.getByRole('heading', { name: w.emailDone })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `account-email-confirmed-${lng}`);
    await page.getByRole('link', { name: w.toAccount }).click();
    await expect(page.getByText(newEmail)).toBeVisible();

    // Username: a name another account has is refused at the field; a free one moves the address.
    const usernameForm = page.getByRole('form', { name: w.username });
    await usernameForm.getByLabel(w.newUsername).fill(other.username);
    await usernameForm.getByRole('button', { name: w.username }).click();
    await expect(usernameForm.getByText(w.taken)).toBeVisible();
    const newName = `n${account.username}`.slice(0, 20);
    await usernameForm.getByLabel(w.newUsername).fill(newName);
    await usernameForm.getByRole('button', { name: w.username }).click();
    await expect(page.getByText(`${w.usernameDone} `)).toBeVisible();
    // The account's facts show the new address (the cached account was asked again).
    await expect(page.getByText(new RegExp(`/${newName}$`))).toBeVisible();
    expect((await fetch(`${baseURL}/${account.username}`)).status).toBe(404);
    expect((await fetch(`${baseURL}/${newName}`)).status).toBe(200);
    await screenshot(page, testInfo, `account-username-${lng}`);
  });
}
