/**
 * Every CV lives on the phone: edited with no network (the text, the template and the photo),
 * saved on the device, still there after the app is closed and opened again offline, and on the
 * server once, unchanged otherwise, when the network is back. Then two devices: different fields
 * merged, the same field asked about, a delete against an offline edit; and a sign-out with
 * changes still waiting. At phone size, in English and Finnish.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInWithStorage, type TestAccount } from './fixtures/accounts';
import { editCv, signInNewOwner, squarePhoto } from './fixtures/cvs';
import {
  LANGUAGES,
  screenshot,
  type Language,
  settledScreenshot,
  storedRows,
  workerInControl,
} from './support';
import { openNav } from './support-auth';

test.use({ serviceWorkers: 'allow' });

const WORDS = {
  en: {
    edit: 'Edit',
    save: 'Save',
    saved: 'CV saved successfully!',
    bold: 'Bold',
    bio: 'About me',
    jobTitle: 'Job title',
    changePhoto: 'Change photo',
    usePhoto: 'Use photo',
    savedOnDevice:
      'Saved on this device. It is sent to the server as soon as there is a connection.',
    restored: 'Your edit that was not saved is back: save it or cancel it.',
    waiting: (n: number) =>
      `Waiting on this device: ${n} change${n === 1 ? '' : 's'}, sent when there is a connection`,
    onServer: 'Saved on the server',
    offline:
      'You are offline. What you save is kept on this device and sent when you are back online.',
    questions: 'Changed on two devices',
    theirs: (value: string) => `The other device: ${value}`,
    keepChoices: 'Keep my choices',
    gone: 'This CV was deleted on another device',
    keepAsNew: 'Keep as a new CV',
    menu: 'Open menu',
    nav: 'Main navigation',
    logout: 'Logout',
    waitingTitle: 'Changes not sent yet',
    stay: 'Stay signed in',
    sendThenOut: 'Send, then sign out',
    stillWaiting: '1 change could not be sent. Connect to the internet and try again.',
  },
  fi: {
    edit: 'Muokkaa',
    save: 'Tallenna',
    saved: 'CV tallennettu!',
    bold: 'Rohkea',
    // The CV itself is in English: its fields are labelled in its own language.
    bio: 'About me',
    jobTitle: 'Job title',
    changePhoto: 'Vaihda kuva',
    usePhoto: 'Käytä kuvaa',
    savedOnDevice:
      'Tallennettu tälle laitteelle. Muutos lähetetään palvelimelle heti, kun yhteys toimii.',
    restored: 'Tallentamaton muokkauksesi palautettiin: tallenna tai peru se.',
    waiting: (n: number) =>
      `Odottaa tällä laitteella: ${n} ${n === 1 ? 'muutos' : 'muutosta'}, lähetetään kun yhteys toimii`,
    onServer: 'Tallennettu palvelimelle',
    offline:
      'Olet offline-tilassa. Tallentamasi muutokset pysyvät tässä laitteessa ja lähtevät, kun yhteys palaa.',
    questions: 'Muutettu kahdella laitteella',
    theirs: (value: string) => `Toinen laite: ${value}`,
    keepChoices: 'Pidä valintani',
    gone: 'Tämä CV poistettiin toisella laitteella',
    keepAsNew: 'Pidä uutena CV:nä',
    menu: 'Avaa valikko',
    nav: 'Päävalikko',
    logout: 'Kirjaudu ulos',
    waitingTitle: 'Muutoksia ei ole vielä lähetetty',
    stay: 'Pysy kirjautuneena',
    sendThenOut: 'Lähetä ja kirjaudu ulos',
    stillWaiting: '1 muutos jäi lähettämättä. Yhdistä internetiin ja yritä uudelleen.',
  },
} as const;

async function serverCv(page: Page, account: TestAccount, id: string) {
  const res = await page.request.get(`/api/cv/get_cv/${id}/`, {
    headers: { authorization: `Bearer ${account.access}` },
  });
  return { status: res.status(), cv: res.ok() ? (await res.json()).data : null };
}

/** What must stay as it was: everything but the fields named and what the server stamps. */
function rest(cv: Record<string, unknown>, changed: string[]) {
  const copy = { ...cv };
  for (const key of [...changed, 'version', 'updated_at', 'translation_status']) delete copy[key];
  return copy;
}

/** The owner's CV page, opened once online with the worker in control, the CV kept on the device. */
async function openKept(page: Page, id: string, lng: string) {
  await page.goto(`/cv/${id}?lng=${lng}`);
  await workerInControl(page);
  await expect(
    page.getByRole('status').filter({ hasText: WORDS[lng as 'en'].onServer }),
  ).toBeVisible();
}

/** A new owner's CV kept on the device (see openKept), the device gone offline and the CV in editing. */
async function editOffline(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string },
  prefix: string,
  lng: Language,
) {
  const owner = await signInNewOwner(page, baseURL, prefix);
  await openKept(page, owner.id, lng);
  await context.setOffline(true);
  await page.getByRole('button', { name: WORDS[lng].edit, exact: true }).click();
  return owner;
}

/** A second device of the same owner: its own browser context, signed in. */
async function secondDevice(browser: Browser, account: TestAccount, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWithStorage(page, account);
  return { context, page };
}

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(`${lng}: edited offline, closed and opened again offline, on the server once when back online`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, 'off');
    await openKept(page, id, lng);
    const before = (await serverCv(page, account, id)).cv;

    await context.setOffline(true);
    await page.getByRole('button', { name: w.edit, exact: true }).click();
    const article = page.getByRole('article');
    await article.getByRole('textbox', { name: w.bio, exact: true }).fill('Written on a train.');
    await page.getByRole('radio', { name: w.bold }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: w.changePhoto }).click();
    await (
      await chooser
    ).setFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: await squarePhoto('#2e7d5b') });
    await page.getByRole('button', { name: w.usePhoto }).click();
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.savedOnDevice)).toBeVisible();
    // The edit and the photo, each a change of its own.
    await expect(page.getByRole('status').filter({ hasText: w.waiting(2) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: w.offline })).toBeVisible();
    await screenshot(page, testInfo, `offline-saved-${lng}`);
    expect((await serverCv(page, account, id)).cv).toEqual(before);

    // The app closed and opened again, still offline: the edit and the photo are still there.
    await page.close();
    const again = await context.newPage();
    await again.goto(`/cv/${id}?lng=${lng}`);
    const reopened = again.getByRole('article');
    await expect(reopened).toContainText('Written on a train.');
    await expect(reopened.getByRole('img').first()).toHaveAttribute('src', /^blob:/);
    await expect(again.getByRole('status').filter({ hasText: w.waiting(2) })).toBeVisible();
    await screenshot(again, testInfo, `offline-reopened-${lng}`);

    // Back online: sent by itself, once; nothing else changed.
    await context.setOffline(false);
    await expect(again.getByRole('status').filter({ hasText: w.onServer })).toBeVisible();
    const after = (await serverCv(again, account, id)).cv;
    expect(after).toMatchObject({ bio_description: 'Written on a train.', theme: 'templateE' });
    expect(after.photo).not.toBe(before.photo);
    expect(after.version).toBe(before.version + 2);
    expect(rest(after, ['bio_description', 'theme', 'photo'])).toEqual(
      rest(before, ['bio_description', 'theme', 'photo']),
    );
  });

  test(`${lng}: what is typed survives a reload before Save, offline, and is saved from there`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account, id } = await editOffline({ page, context, baseURL: baseURL! }, 'typed', lng);
    const bio = page.getByRole('article').getByRole('textbox', { name: w.bio, exact: true });
    await bio.fill('Typed, never saved.');
    // The app is killed the instant after the keystroke.
    await page.reload();
    await expect(page.getByText(w.restored)).toBeVisible();
    await expect(bio).toHaveValue('Typed, never saved.');
    await screenshot(page, testInfo, `edit-restored-${lng}`);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.savedOnDevice)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: w.onServer })).toBeVisible();
    expect((await serverCv(page, account, id)).cv.bio_description).toBe('Typed, never saved.');
    // Saved, the edit is no longer kept apart: a reload opens the CV, not the editor.
    await page.reload();
    await expect(page.getByRole('article')).toContainText('Typed, never saved.');
    await expect(page.getByRole('button', { name: w.edit, exact: true })).toBeVisible();
    await expect(page.getByText(w.restored)).toHaveCount(0);
  });

  test(`${lng}: two devices: different fields both stay, the same field asks, a delete offers the edit back`, async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    // Different fields: the phone's bio offline, the laptop's job title online.
    const { account, id } = await editOffline({ page, context, baseURL: baseURL! }, 'two', lng);
    const laptop = await secondDevice(browser, account, baseURL!);
    const article = page.getByRole('article');
    await article.getByRole('textbox', { name: w.bio, exact: true }).fill('Bio from the phone.');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.savedOnDevice)).toBeVisible();

    await laptop.page.goto(`/cv/${id}?lng=${lng}`);
    await laptop.page.getByRole('button', { name: w.edit, exact: true }).click();
    await laptop.page
      .getByRole('article')
      .getByRole('textbox', { name: w.jobTitle })
      .fill('Lead Developer');
    await laptop.page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(laptop.page.getByText(w.saved)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: w.onServer })).toBeVisible();
    await expect(article).toContainText('Bio from the phone.');
    await expect(article).toContainText('Lead Developer');
    expect((await serverCv(page, account, id)).cv).toMatchObject({
      bio_description: 'Bio from the phone.',
      current_job_title: 'Lead Developer',
    });

    // The same field: the phone offline and the laptop both change the bio; the phone asks.
    await context.setOffline(true);
    await page.getByRole('button', { name: w.edit, exact: true }).click();
    await article.getByRole('textbox', { name: w.bio, exact: true }).fill('Phone, second time.');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    // The earlier save's toast may still show: the CV's own line says this one waits.
    await expect(page.getByRole('status').filter({ hasText: w.waiting(1) })).toBeVisible();
    await editCv(baseURL!, account, id, { bio_description: 'Laptop, second time.' });
    await context.setOffline(false);
    const questions = page.getByRole('dialog', { name: w.questions });
    await expect(questions).toBeVisible();
    await screenshot(page, testInfo, `two-devices-question-${lng}`);
    await questions.getByRole('radio', { name: w.theirs('Laptop, second time.') }).check();
    await questions.getByRole('button', { name: w.keepChoices }).click();
    await expect(page.getByRole('status').filter({ hasText: w.onServer })).toBeVisible();
    await expect(article).toContainText('Laptop, second time.');
    expect((await serverCv(page, account, id)).cv.bio_description).toBe('Laptop, second time.');

    // A delete on the laptop against an edit offline on the phone: kept as a new CV.
    await context.setOffline(true);
    await page.getByRole('button', { name: w.edit, exact: true }).click();
    await article.getByRole('textbox', { name: w.bio, exact: true }).fill('Kept after a delete.');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    // The earlier save's toast may still show: the CV's own line says this one waits.
    await expect(page.getByRole('status').filter({ hasText: w.waiting(1) })).toBeVisible();
    const removed = await laptop.page.request.delete(`/api/cv/delete_cv/${id}/`, {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect(removed.status()).toBe(204);
    await context.setOffline(false);
    const gone = page.getByRole('dialog', { name: w.gone });
    await expect(gone).toBeVisible();
    await screenshot(page, testInfo, `two-devices-gone-${lng}`);
    await gone.getByRole('button', { name: w.keepAsNew }).click();
    await expect(page).not.toHaveURL(new RegExp(id));
    await expect(page.getByRole('status').filter({ hasText: w.onServer })).toBeVisible();
    const newId = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;
    expect((await serverCv(page, account, id)).status).toBe(404);
    expect((await serverCv(page, account, newId)).cv).toMatchObject({
      bio_description: 'Kept after a delete.',
      current_job_title: 'Lead Developer',
    });
    await laptop.context.close();
  });

  test(`${lng}: signing out with a change still waiting asks first, and leaves no CV on the device`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account } = await editOffline({ page, context, baseURL: baseURL! }, 'out', lng);
    await page
      .getByRole('article')
      .getByRole('textbox', { name: w.bio, exact: true })
      .fill('Not lost at sign-out.');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.savedOnDevice)).toBeVisible();
    // The editor's toasts show at the top, below the top bar: its menu button stays in reach.
    const bar = (await page.getByRole('banner').boundingBox())!;
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: w.savedOnDevice });
    await expect
      .poll(async () => (await toast.boundingBox())?.y)
      .toBeGreaterThanOrEqual(bar.y + bar.height);

    const logout = async () =>
      (await openNav(page, testInfo, { menu: w.menu, nav: w.nav }))
        .getByRole('button', { name: w.logout })
        .click();
    await logout();
    const ask = page.getByRole('dialog', { name: w.waitingTitle });
    await expect(ask).toBeVisible();
    await settledScreenshot(page, testInfo, `sign-out-waiting-${lng}`);
    // Offline, sending does not get through: still signed in, still asked.
    await ask.getByRole('button', { name: w.sendThenOut }).click();
    await expect(page.getByText(w.stillWaiting)).toBeVisible();
    await ask.getByRole('button', { name: w.stay }).click();
    await expect(ask).toBeHidden();
    await page.keyboard.press('Escape');

    // Online, with a change the server has not taken yet (its call fails until the owner asks to
    // send it): sent first, then signed out.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: w.onServer })).toBeVisible();
    const EDIT = '**/api/cv/edit_cv/**';
    await page.route(EDIT, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: w.edit, exact: true }).click();
    await page
      .getByRole('article')
      .getByRole('textbox', { name: w.bio, exact: true })
      .fill('Sent at sign-out.');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: w.waiting(1) })).toBeVisible();
    await logout();
    await expect(ask).toBeVisible();
    await page.unroute(EDIT);
    await ask.getByRole('button', { name: w.sendThenOut }).click();
    await expect(page).toHaveURL(/\/$/);
    // Nothing of the account's CVs is left on the device.
    await expect
      .poll(
        async () =>
          (await Promise.all(['records', 'changes'].map((table) => storedRows(page, table)))).flat()
            .length,
      )
      .toBe(0);
    // The session ended with the sign-out: the public page shows what the server has.
    await page.goto(`/${account.username}`);
    await expect(page.getByRole('article')).toContainText('Sent at sign-out.');
  });
}
