/** Nothing a user typed is lost: a settings change keeps the CV whole; a save that meets a newer version asks. */
import { expect, test, type Page } from '@playwright/test';
import { signInWithStorage } from './fixtures/accounts';
import { createOwner, editCv, signInNewOwner, squarePhoto } from './fixtures/cvs';
import { screenshot } from './support';
import { cvPageAction } from './support-cv-page';

async function publicText(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  const article = page.getByRole('article');
  return {
    text: await article.innerText(),
    photo: await article.getByRole('img').first().getAttribute('src'),
  };
}

test('changing the address and visibility keeps everything the public page showed', async ({
  page,
  baseURL,
}, testInfo) => {
  const { account, id } = await createOwner(baseURL!, 'set', {}, await squarePhoto());
  const before = await publicText(page, `/${account.username}`);
  expect(before.text).toContain('Nordic Apps');
  expect(before.text).toContain('Aalto University');
  expect(before.text).toContain('+358 40 123 4567');
  const photoBytes = await (await page.request.get(before.photo!)).body();

  await signInWithStorage(page, account);
  await page.goto(`/cv/${id}`);
  await (await cvPageAction(page, 'Address, visibility and PDF')).click();
  const dialog = page.getByRole('dialog', { name: 'Address, visibility and PDF' });
  await dialog.getByRole('textbox', { name: 'Address ending' }).fill('portfolio');
  await dialog.getByLabel('Public').uncheck();
  await screenshot(page, testInfo, 'settings-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByText('This CV is private: only you can see it.')).toBeVisible();

  // Private now: strangers get the not-found page, and the photo's old address answers 404.
  const hidden = await page.request.get(`/${account.username}/portfolio`);
  expect(hidden.status()).toBe(404);
  expect((await page.request.get(before.photo!)).status()).toBe(404);
  // The owner still sees the photo, through a signed address an <img> can load.
  const ownPhoto = page.getByRole('article').getByRole('img').first();
  await expect(ownPhoto).toHaveAttribute('src', /\/media\/photos\/[0-9a-f-]{36}\.webp\?t=/);
  await expect
    .poll(() => ownPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await (await cvPageAction(page, 'Address, visibility and PDF')).click();
  await dialog.getByLabel('Public').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The first save's toast may still show; the notice going away is what says this save landed.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This CV is private: only you can see it.')).toBeHidden();

  const after = await publicText(page, `/${account.username}/portfolio`);
  expect(after.text).toBe(before.text);
  // The same photo, at the address it got when the CV turned private (the old one stays dead).
  expect(after.photo).not.toBe(before.photo);
  expect((await (await page.request.get(after.photo!)).body()).equals(photoBytes)).toBe(true);
  await screenshot(page, testInfo, 'public-after-settings');

  // The same dialog in Finnish shows the address the CV now has.
  await page.goto(`/cv/${id}?lng=fi`);
  await (await cvPageAction(page, 'Osoite, näkyvyys ja PDF', { lng: 'fi' })).click();
  const fiDialog = page.getByRole('dialog', { name: 'Osoite, näkyvyys ja PDF' });
  await expect(fiDialog.getByRole('textbox', { name: 'Osoitteen loppuosa' })).toHaveValue(
    'portfolio',
  );
  await expect(fiDialog).toContainText(`/${account.username}/portfolio`);
  await screenshot(page, testInfo, 'settings-dialog-fi');
});

for (const lng of ['en', 'fi'] as const) {
  const words = {
    en: {
      edit: 'Edit',
      save: 'Save',
      title: 'Changed on two devices',
      mine: 'This device: My own bio.',
      theirs: 'The other device: Bio from the laptop.',
      keep: 'Keep my choices',
      onServer: 'Saved on the server',
      firstName: 'First name',
      bio: 'About me',
    },
    fi: {
      edit: 'Muokkaa',
      save: 'Tallenna',
      title: 'Muutettu kahdella laitteella',
      mine: 'Tämä laite: My own bio.',
      theirs: 'Toinen laite: Bio from the laptop.',
      keep: 'Pidä valintani',
      onServer: 'Tallennettu palvelimelle',
      // The CV itself is in English: its fields are labelled in its own language.
      firstName: 'First name',
      bio: 'About me',
    },
  }[lng];

  test(`a save that meets a newer version asks about the field both changed, and keeps the rest of both (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, 'cfl');
    await page.goto(`/cv/${id}?lng=${lng}`);
    await page.getByRole('button', { name: words.edit, exact: true }).click();
    const article = page.getByRole('article');
    await article.getByRole('textbox', { name: words.firstName }).fill('Maija');
    await article.getByRole('textbox', { name: words.bio, exact: true }).fill('My own bio.');

    // Meanwhile the same CV is saved on a laptop: one field the phone also changed, one it did not.
    await editCv(baseURL!, account, id, {
      bio_description: 'Bio from the laptop.',
      current_job_title: 'Lead Developer',
    });

    await page.getByRole('button', { name: words.save, exact: true }).click();
    const questions = page.getByRole('dialog', { name: words.title });
    await expect(questions).toBeVisible();
    // Only the bio is asked about: the name and the job title were changed on one side each.
    await expect(questions.getByRole('radio')).toHaveCount(2);
    await expect(questions.getByRole('button', { name: words.keep })).toBeDisabled();
    await screenshot(page, testInfo, `merge-question-${lng}`);

    // en keeps this device's bio; fi takes the laptop's.
    const kept = lng === 'en' ? 'My own bio.' : 'Bio from the laptop.';
    await questions.getByRole('radio', { name: lng === 'en' ? words.mine : words.theirs }).check();
    await questions.getByRole('button', { name: words.keep }).click();
    await expect(questions).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: words.onServer })).toBeVisible();
    await page.reload();
    await expect(article).toContainText('Maija');
    await expect(article).toContainText(kept);
    await expect(article).toContainText('Lead Developer');
    const res = await page.request.get(`/api/cv/get_cv/${id}/`, {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect((await res.json()).data).toMatchObject({
      first_name: 'Maija',
      bio_description: kept,
      current_job_title: 'Lead Developer',
    });
  });
}
