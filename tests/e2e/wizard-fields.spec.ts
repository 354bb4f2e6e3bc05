/**
 * The wizard's fields and errors, in English and Finnish: every error marks its field (the first
 * focused), long pastes say what was left out, links need no https://, Skip on links skips, the
 * name step shows what is typed, and the CV speaks the language the draft was started in.
 */
import { test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signInNewAccount, type TestAccount } from './fixtures/accounts';
import {
  allowSlowTests,
  pasteInto,
  seriousViolations,
  settle,
  settledScreenshot,
  slowExpect,
} from './support';
import { isPhone, openNav } from './support-auth';
import { continueTo, expectStep, walkTo } from './support-wizard';

// Long walks through ten steps on a shared 2-CPU machine: generous waits, never fixed sleeps.
const expect = slowExpect.configure({ timeout: 45_000 });
allowSlowTests(600_000);

const WORDS = {
  en: {
    continue: 'Continue',
    skip: 'Skip',
    back: 'Back',
    cvName: 'CV name',
    nameHint: 'Give your CV a name to continue.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    required: (field: string) => `${field} is required.`,
    more: '2 more fields need checking.',
    phoneError: 'Please enter a valid phone number.',
    phoneToast: 'Phone: Please enter a valid phone number.',
    useEmail: (email: string) => `Use ${email}`,
    bioTitle: 'Section title',
    bioText: 'About me',
    defaultBio: 'About Me',
    cut: '250 characters kept, 50 left out.',
    role: 'Role',
    company: 'Company',
    addExperience: 'Add experience',
    start: 'Start month',
    startError: 'Please choose a start month for every experience.',
    removeExperience: 'Remove experience 2',
    year: 'Year',
    confirm: 'Confirm',
    school: 'School or university',
    educationError: 'Start date is required for entry 1',
    addLink: 'Add link',
    linkUrl: (n: number) => `Address of link ${n}`,
    invalidLink: 'Link 2: please enter a full web address starting with https://',
    removeLink: 'Remove link 2',
    summary: '1 experience, no education entries, no skills, 1 link',
    create: 'Create my CV',
    menuClose: 'Close menu',
  },
  fi: {
    continue: 'Jatka',
    skip: 'Ohita',
    back: 'Takaisin',
    cvName: 'CV:n nimi',
    nameHint: 'Anna CV:lle nimi, niin voit jatkaa.',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
    required: (field: string) => `${field} on pakollinen.`,
    more: 'Tarkista vielä 2 muuta kenttää.',
    phoneError: 'Anna kelvollinen puhelinnumero.',
    phoneToast: 'Puhelin: Anna kelvollinen puhelinnumero.',
    useEmail: (email: string) => `Käytä osoitetta ${email}`,
    bioTitle: 'Osion otsikko',
    bioText: 'Tietoa minusta',
    defaultBio: 'Minusta',
    cut: 'Kenttään mahtui 250 merkkiä, 50 merkkiä jäi pois.',
    role: 'Tehtävä',
    company: 'Yritys',
    addExperience: 'Lisää työkokemus',
    start: 'Alkoi',
    startError: 'Valitse jokaiselle työkokemukselle aloituskuukausi.',
    removeExperience: 'Poista työkokemus 2',
    year: 'Vuosi',
    confirm: 'Valitse',
    school: 'Oppilaitos',
    educationError: 'Koulutukselle 1 on valittava aloituskuukausi',
    addLink: 'Lisää linkki',
    linkUrl: (n: number) => `Linkin ${n} osoite`,
    invalidLink: 'Linkki 2: anna koko verkko-osoite, joka alkaa https://',
    removeLink: 'Poista linkki 2',
    summary: '1 työkokemus, ei koulutusta, ei taitoja, 1 linkki',
    create: 'Luo CV',
    menuClose: 'Sulje valikko',
  },
} as const;
type Lng = keyof typeof WORDS;

/** The toasts' region, named in either language. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /^(Notifications|Ilmoitukset)/ });
}

/** Opens the app signed in, in `lng` (as a user who picked it earlier). */
async function start(page: Page, baseURL: string, lng: Lng, prefix: string) {
  const account = await signInNewAccount(page, baseURL, prefix);
  await page.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lng);
  return account;
}

async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** No serious or critical axe finding on the screen as it is now. */
async function accessible(page: Page) {
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A field marked by a check: aria-invalid, and its message in its description. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks a month in the month picker labelled `label` (the `nth` such field on the screen). */
async function pickMonth(page: Page, lng: Lng, label: string, nth: number, year: string) {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(WORDS[lng].year).selectOption(year);
  await dialog.getByRole('group').getByRole('button').nth(2).click();
  await dialog.getByRole('button', { name: WORDS[lng].confirm }).click();
  await expect(dialog).toBeHidden();
}

/** The form's field labels that do not fit their field (cut off with an ellipsis). */
function cutLabels(page: Page): Promise<string[]> {
  return page
    .locator('form label')
    .evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .map((label) => `${label.textContent}: ${label.scrollWidth} > ${label.clientWidth}`),
    );
}

async function shot(page: Page, testInfo: TestInfo, lng: Lng, name: string) {
  await settledScreenshot(page, testInfo, `wizard-fields-${name}-${lng}`);
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`every error marks its field; pastes, links and Skip behave (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = await start(page, baseURL!, lng, `wf${lng}`);
    await page.goto('/cv-wizard');

    // The name step: the address prefix leaves room for the name, and Continue says why it waits.
    await expectStep(page, '', { lng });
    await expect(page.getByRole('button', { name: w.continue })).toBeDisabled();
    await expect(page.getByText(w.nameHint)).toBeVisible();
    const name = page.getByRole('textbox', { name: w.cvName });
    await name.fill('Frontend developer at Nordic Apps');
    await expect(page.getByText(w.nameHint)).toBeHidden();
    const widths = await name.evaluate((input) => {
      const root = input.closest('.MuiInputBase-root')!.getBoundingClientRect().width;
      return { input: input.getBoundingClientRect().width, root };
    });
    // At 390 px the typed name gets well over half of the field.
    expect(widths.input / widths.root).toBeGreaterThan(0.55);
    await shot(page, testInfo, lng, 'name');
    await accessible(page);
    await continueTo(page, 'template', { lng });
    await accessible(page);
    await continueTo(page, 'basic-info', { lng });

    // Your details: all three required fields are marked at once, the first one focused.
    await press(page, w.continue);
    // The toast first: it goes after 6 s.
    await expect(toasts(page).getByText(w.required(w.firstName))).toBeVisible();
    await expect(toasts(page).getByText(w.more)).toBeVisible();
    // While the toast is fully shown (it fades out after 6 s, and a fading text has less contrast).
    await accessible(page);
    const first = page.getByRole('textbox', { name: w.firstName });
    const last = page.getByRole('textbox', { name: w.lastName });
    const email = page.getByRole('textbox', { name: w.email });
    await expectMarked(first, w.required(w.firstName));
    await expectMarked(last, w.required(w.lastName));
    await expectMarked(email, w.required(w.email));
    await expect(first).toBeFocused();
    await shot(page, testInfo, lng, 'details-errors');

    // Typing clears that field's mark only; the account's address is one tap away.
    await first.fill('Aino');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    await last.fill('Virtanen');
    await page.getByRole('button', { name: w.useEmail(account.email) }).click();
    await expect(email).toHaveValue(account.email);
    await page.getByRole('textbox', { name: w.phone }).fill('call me');
    await press(page, w.continue);
    await expect(toasts(page).getByText(w.phoneToast)).toBeVisible();
    await expectMarked(page.getByRole('textbox', { name: w.phone }), w.phoneError);
    await expect(page.getByRole('textbox', { name: w.phone })).toBeFocused();
    await page.getByRole('textbox', { name: w.phone }).fill('+358 40 123 4567');
    await continueTo(page, 'upload-image', { lng });
    await accessible(page);
    await continueTo(page, 'bio', { lng });

    // Bio: the heading is in the CV's language; a long paste says how much was left out.
    await expect(page.getByRole('textbox', { name: w.bioTitle })).toHaveValue(w.defaultBio);
    const bio = page.getByRole('textbox', { name: w.bioText });
    await pasteInto(bio, 'x'.repeat(300));
    await expect(bio).toHaveValue('x'.repeat(250));
    await expect(page.getByText(w.cut)).toBeVisible();
    await shot(page, testInfo, lng, 'bio-cut');
    await accessible(page);
    // A long text grows its field from its five lines; CSS sizes it (no hidden copy measured).
    await bio.fill('One line.');
    const fiveLines = (await bio.boundingBox())!.height;
    await bio.fill(Array.from({ length: 12 }, (_, line) => `Line ${line + 1}`).join('\n'));
    await expect.poll(async () => (await bio.boundingBox())!.height).toBeGreaterThan(fiveLines * 2);
    await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(0);
    await bio.fill('I build fast, accessible web apps.');
    await expect(page.getByText(w.cut)).toBeHidden();
    await continueTo(page, 'work-experience', { lng, by: 'skip' });

    // Work experience: both entries without a start month are marked, the first one focused.
    await page.getByRole('textbox', { name: w.role }).fill('Developer');
    await press(page, w.addExperience);
    await page.getByRole('textbox', { name: w.company }).nth(1).fill('Nordic Apps');
    await press(page, w.continue);
    const starts = page.getByRole('combobox', { name: w.start });
    await expectMarked(starts.nth(0), w.startError);
    await expectMarked(starts.nth(1), w.startError);
    await expect(starts.nth(0)).toBeFocused();
    // At 390 px the month fields stand side by side: their labels fit whole, in both languages.
    expect(await cutLabels(page)).toEqual([]);
    await shot(page, testInfo, lng, 'experience-errors');
    await accessible(page);
    await press(page, w.removeExperience);
    await pickMonth(page, lng, w.start, 0, '2021');
    await expect(starts.nth(0)).not.toHaveAttribute('aria-invalid', 'true');
    await continueTo(page, 'education', { lng });

    // Education: Skip checks like Continue (spec).
    const school = page.getByRole('textbox', { name: w.school });
    await school.fill('Aalto');
    await press(page, w.skip);
    await expectMarked(page.getByRole('combobox', { name: w.start }), w.educationError);
    await school.fill('');
    await continueTo(page, 'skills', { lng, by: 'skip' });
    await continueTo(page, 'links', { lng, by: 'skip' });

    // Links: an address without https:// gets it; Skip moves on even with a bad one.
    const link1 = page.getByRole('textbox', { name: w.linkUrl(1) });
    await link1.fill('github.com/anna');
    await link1.blur();
    await expect(link1).toHaveValue('https://github.com/anna');
    await press(page, w.addLink);
    await page.getByRole('textbox', { name: w.linkUrl(2) }).fill('my homepage');
    await shot(page, testInfo, lng, 'links');
    await accessible(page);
    await continueTo(page, 'more-sections', { lng, by: 'skip' });
    await continueTo(page, 'finalize', { lng, by: 'skip' });

    // Finalize finds the bad link and sends the user back to it, marked and focused.
    await press(page, w.create);
    await expectStep(page, 'links', { lng });
    const link2 = page.getByRole('textbox', { name: w.linkUrl(2) });
    await expectMarked(link2, w.invalidLink);
    await expect(link2).toBeFocused();
    await shot(page, testInfo, lng, 'links-sent-back');
    await press(page, w.removeLink);
    await expect(link2).toHaveCount(0);
    await continueTo(page, 'more-sections', { lng });
    await continueTo(page, 'finalize', { lng });

    await expect(page.getByText(w.summary)).toBeVisible();
    await accessible(page);
    await press(page, w.create);
    // Created: it ends on the wizard's 'CV ready' page.
    await expect(page).toHaveURL(/\/cv-wizard\/completed\/[0-9a-f-]{36}$/);

    const cv = await publicCv(page, account);
    expect(cv).toMatchObject({
      language: lng,
      bio_title: w.defaultBio,
      links: [expect.objectContaining({ link_type: 'linkedin', url: 'https://github.com/anna' })],
    });
  });
}

async function publicCv(page: Page, account: TestAccount) {
  const answer = await page.request.get(`/api/cv/${account.username}/`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as Record<string, unknown>;
}

/** Switches the interface language in the top bar; on a phone the menu is closed after. */
async function switchLanguage(page: Page, testInfo: TestInfo, to: 'English' | 'Suomi') {
  const nav = await openNav(page, testInfo, {
    menu: to === 'Suomi' ? 'Open menu' : 'Avaa valikko',
    nav: to === 'Suomi' ? 'Main navigation' : 'Päävalikko',
  });
  await nav.getByRole('button', { name: to }).click();
  const close = to === 'Suomi' ? WORDS.fi.menuClose : WORDS.en.menuClose;
  if (isPhone(testInfo)) await page.getByRole('button', { name: close }).click();
}

test('the CV language follows the interface until the user picks one', async ({
  page,
  baseURL,
}, testInfo) => {
  await start(page, baseURL!, 'en', 'wflang');
  await page.goto('/cv-wizard/bio');
  await expectStep(page, 'bio');
  await expect(page.getByRole('textbox', { name: WORDS.en.bioTitle })).toHaveValue('About Me');

  // Switching to Finnish takes the draft along: Finnish CV, Finnish heading.
  await switchLanguage(page, testInfo, 'Suomi');
  await expectStep(page, 'bio', { lng: 'fi' });
  await expect(page.getByRole('textbox', { name: WORDS.fi.bioTitle })).toHaveValue('Minusta');
  await shot(page, testInfo, 'fi', 'bio-follows');
  await page.goto('/cv-wizard/finalize');
  const language = page.getByRole('combobox', { name: 'CV:n kieli' });
  await expect(language).toHaveText('suomi');

  // An explicit choice stays, whatever the interface language does next.
  await language.click();
  await page.getByRole('option', { name: 'englanti' }).click();
  await expect(language).toHaveText('englanti');
  await switchLanguage(page, testInfo, 'English');
  await switchLanguage(page, testInfo, 'Suomi');
  await expect(page.getByRole('combobox', { name: 'CV:n kieli' })).toHaveText('englanti');
  await page.goto('/cv-wizard/bio');
  await expect(page.getByRole('textbox', { name: WORDS.fi.bioTitle })).toHaveValue('About Me');
});

test('a field the server refuses is marked on the step it is sent back to', async ({
  page,
  baseURL,
}, testInfo) => {
  await start(page, baseURL!, 'en', 'wf400');
  await page.route('**/api/cv/create_cv/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ links: { '0': { url: ['This site is not allowed.'] } } }),
    }),
  );
  const w = WORDS.en;
  await page.goto('/cv-wizard');
  await page.getByRole('textbox', { name: w.cvName }).fill('Designer');
  await continueTo(page, 'template');
  await continueTo(page, 'basic-info');
  await page.getByRole('textbox', { name: w.firstName }).fill('Aino');
  await page.getByRole('textbox', { name: w.lastName }).fill('Virtanen');
  await page.getByRole('textbox', { name: w.email }).fill('aino@example.com');
  await walkTo(page, 'bio');
  for (const step of ['work-experience', 'education', 'skills', 'links'] as const)
    await continueTo(page, step, { by: 'skip' });
  await page.getByRole('textbox', { name: w.linkUrl(1) }).fill('https://example.com/aino');
  await continueTo(page, 'more-sections');
  await continueTo(page, 'finalize', { by: 'skip' });
  await press(page, w.create);

  await expectStep(page, 'links');
  const link = page.getByRole('textbox', { name: w.linkUrl(1) });
  await expectMarked(link, 'This site is not allowed.');
  await expect(link).toBeFocused();
  await shot(page, testInfo, 'en', 'server-400');
  await link.fill('https://example.org/aino');
  await expect(link).not.toHaveAttribute('aria-invalid', 'true');
});
