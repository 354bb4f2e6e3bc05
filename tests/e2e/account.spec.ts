/** The account page: who I am, my data as a file, and deleting the account with everything. */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD } from './fixtures/accounts';
import { signInNewOwner } from './fixtures/cvs';
import { screenshot, seriousViolations } from './support';

const WORDS = {
  en: {
    title: 'Your account',
    download: 'Download my data',
    downloaded: 'Your data file is downloaded.',
    deleteOpen: 'Delete account...',
    password: 'Password',
    confirm: 'Type DELETE to confirm',
    word: 'DELETE',
    deleteNow: 'Delete my account',
    wrong: 'The password is not right.',
    done: 'Your account and all its data are deleted.',
  },
  fi: {
    title: 'Oma tili',
    download: 'Lataa tietoni',
    downloaded: 'Tietosi on ladattu.',
    deleteOpen: 'Poista tili...',
    password: 'Salasana',
    confirm: 'Vahvista kirjoittamalla POISTA',
    word: 'POISTA',
    deleteNow: 'Poista tilini',
    wrong: 'Salasana ei ole oikein.',
    done: 'Tilisi ja kaikki sen tiedot on poistettu.',
  },
} as const;

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`account page (${lng}): download my data, then delete the account with everything`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, id: cvId } = await signInNewOwner(page, baseURL!, 'acct', {
      title: 'Kept in the file',
    });
    await page.goto(`/account?lng=${lng}`);
    await expect(page.getByRole('heading', { name: w.title })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `account-${lng}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^cv-builder-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(data.account).toMatchObject({ email: account.email, username: account.username });
    expect(data.cvs.map((cv: { uuid: string; title: string }) => [cv.uuid, cv.title])).toEqual([
      [cvId, 'Kept in the file'],
    ]);
    // The toast says so, and is gone before the dialog (axe would weigh it behind the backdrop).
    const downloaded = page.getByText(w.downloaded);
    await expect(downloaded).toBeVisible();
    await expect(downloaded).toBeHidden();

    await page.getByRole('button', { name: w.deleteOpen }).click();
    const dialog = page.getByRole('dialog');
    const deleteNow = dialog.getByRole('button', { name: w.deleteNow });
    await expect(deleteNow).toBeDisabled();
    await dialog.getByLabel(w.password).fill('Not-the-password-1');
    await dialog.getByLabel(w.confirm).fill(w.word.toLowerCase());
    await expect(deleteNow).toBeEnabled();
    await deleteNow.click();
    // A wrong password is said on the field, and nothing is deleted.
    const password = dialog.getByLabel(w.password);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(w.wrong)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `account-delete-wrong-${lng}`);
    expect((await fetch(`${baseURL}/${account.username}`)).status).toBe(200);

    await password.fill(E2E_PASSWORD);
    await deleteNow.click();
    await expect(page).toHaveURL(new URL('/', baseURL).href);
    await expect(page.getByText(w.done)).toBeVisible();
    expect((await fetch(`${baseURL}/${account.username}`)).status).toBe(404);
    const login = await fetch(`${baseURL}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: E2E_PASSWORD }),
    });
    expect(login.status).toBe(400);
    // Back on a protected page, the app no longer counts this device as signed in.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}
