/**
 * One CV in two languages: the owner writes a Finnish version of an English CV in the editor,
 * shares its link, and a visitor reads it and switches to the English one on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInNewOwner } from './fixtures/cvs';
import { screenshot } from './support';

interface VersionWords {
  add: string;
  group: string;
  language: string;
  hint: string;
}

/** "CV ready" offers the other language; it opens the editor in that version, with its hint. */
async function addVersionFromReady(page: Page, id: string, lng: 'en' | 'fi', w: VersionWords) {
  await page.goto(`/cv-wizard/completed/${id}${lng === 'fi' ? '?lng=fi' : ''}`);
  await page.getByRole('link', { name: w.add }).click();
  await expect(page).toHaveURL(new RegExp(`/cv/${id}$`));
  const versions = page.getByRole('group', { name: w.group });
  await expect(versions.getByRole('button', { name: w.language })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(w.hint, { exact: false })).toBeVisible();
  return versions;
}

test('a Finnish version of an English CV: written in place, shared, read and switched by a visitor', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  const { account, id } = await signInNewOwner(page, baseURL!, 'versions');
  const versions = await addVersionFromReady(page, id, 'en', {
    add: 'Add a Finnish version',
    group: 'Language version',
    language: 'Finnish',
    hint: 'Write the texts in Finnish in place.',
  });
  const cv = page.getByRole('article');
  // The Finnish version is drawn under Finnish headings.
  await expect(cv).toContainText('Työkokemus');
  const bio = page.getByRole('textbox', { name: 'Tietoa minusta (in Finnish)' });
  // Empty, with the English text shown dimmed as its placeholder and a prompt to translate it.
  await expect(bio).toHaveValue('');
  await expect(bio).toHaveAttribute('placeholder', 'I build fast, accessible web apps.');
  await expect(bio).toHaveAccessibleDescription(/Translate/);
  // What both versions share is not an input here: it is edited in the main version.
  await expect(page.getByRole('textbox', { name: /^Etunimi/ })).toHaveCount(0);
  await bio.fill('Teen nopeita ja saavutettavia verkkosovelluksia.');
  await page.getByRole('textbox', { name: 'Tehtävä (in Finnish)' }).fill('Kehittäjä');
  await screenshot(page, testInfo, 'cv-version-fi-editing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CV saved successfully!')).toBeVisible();
  await expect(cv).toContainText('Teen nopeita ja saavutettavia verkkosovelluksia.');
  await expect(page.getByText(/texts to translate/)).toBeVisible();
  // The English version is as it was; the switch goes back and forth.
  await versions.getByRole('button', { name: 'English (main)' }).click();
  await expect(cv).toContainText('I build fast, accessible web apps.');
  await expect(cv).not.toContainText('Kehittäjä');
  await versions.getByRole('button', { name: 'Finnish' }).click();
  await expect(cv).toContainText('Kehittäjä');
  // Not yet translated: the English text, dimmed, marked as English.
  await expect(cv.getByText('React and TypeScript.')).toHaveAttribute('lang', 'en');
  await screenshot(page, testInfo, 'cv-version-fi-read');

  // Shared in Finnish: the dialog asks which version's link to give.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your CV' });
  await dialog
    .getByRole('group', { name: 'Language version' })
    .getByRole('button', { name: 'Finnish' })
    .click();
  const link = dialog.getByRole('textbox', { name: 'Link to your CV' });
  await expect(link).toHaveValue(new RegExp(`/${account.username}\\?lang=fi$`));
  await screenshot(page, testInfo, 'cv-version-share');
  const shared = await link.inputValue();

  // A visitor opens the Finnish link, then switches to English on the page.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visit = await visitor.newPage();
  await visit.goto(shared);
  await expect(visit.locator('html')).toHaveAttribute('lang', 'fi');
  const card = visit.getByRole('article');
  await expect(card).toContainText('Teen nopeita ja saavutettavia verkkosovelluksia.');
  await expect(card).toContainText('Kehittäjä');
  await expect(card.getByRole('heading', { name: 'Työkokemus' })).toBeVisible();
  await screenshot(visit, testInfo, 'cv-version-public-fi');
  await visit.getByRole('link', { name: 'Read in English' }).click();
  await expect(visit).toHaveURL(new RegExp(`/${account.username}$`));
  await expect(visit.locator('html')).toHaveAttribute('lang', 'en');
  await expect(card).toContainText('I build fast, accessible web apps.');
  await expect(card.getByRole('heading', { name: 'Experience' })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'Lue suomeksi' })).toBeVisible();
  await screenshot(visit, testInfo, 'cv-version-public-en');
  await visitor.close();
});

test('in Finnish: an English version of a Finnish CV, and the page in both', async ({
  page,
  baseURL,
}, testInfo) => {
  const { account, id } = await signInNewOwner(page, baseURL!, 'versionsfi', {
    language: 'fi',
    bio_title: 'Minusta',
    bio_description: 'Teen nopeita verkkosovelluksia.',
  });
  const versions = await addVersionFromReady(page, id, 'fi', {
    add: 'Lisää englanninkielinen versio',
    group: 'Kieliversio',
    language: 'Englanti',
    hint: 'Kirjoita tekstit englanniksi suoraan pohjaan.',
  });
  await page
    .getByRole('textbox', { name: 'About me (englanniksi)' })
    .fill('I build fast web apps.');
  await screenshot(page, testInfo, 'cv-version-en-editing-fi-ui');
  await page.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText(/tekstiä kääntämättä/)).toBeVisible();
  await versions.getByRole('button', { name: 'Suomi (pääversio)' }).click();
  await expect(page.getByRole('article')).toContainText('Teen nopeita verkkosovelluksia.');

  // The dashboard counts what is left of the English version.
  await page.goto('/dashboard');
  await expect(page.getByText(/^Englanninkielinen versio: \d+ tekstiä kääntämättä$/)).toBeVisible();
  await screenshot(page, testInfo, 'cv-version-dashboard-fi');

  await page.goto(`/${account.username}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('article')).toContainText('I build fast web apps.');
  await expect(page.getByRole('link', { name: 'Lue suomeksi' })).toBeVisible();
  await screenshot(page, testInfo, 'cv-version-public-en-of-fi');
});
