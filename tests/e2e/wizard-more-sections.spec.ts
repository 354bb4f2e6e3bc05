/**
 * The wizard's optional "More sections" step, in English and Finnish: it starts empty, each kind
 * of section is added from its button and filled, a problem is marked at its field in the user's
 * language, and the CV is created with them; Skip leaves the CV as the ten steps made it.
 */
import {
  expect as baseExpect,
  test,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signInNewAccount } from './fixtures/accounts';
import { alsoOnDesktopIn, seriousViolations, settle, settledScreenshot } from './support';
import { continueTo, walkTo } from './support-wizard';

// Long walks through the wizard on a shared machine: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const WORDS = {
  en: {
    continue: 'Continue',
    cvName: 'CV name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    create: 'Create my CV',
    addProjects: 'Add projects',
    addCertificates: 'Add certificates',
    addLanguages: 'Add languages',
    addOwn: 'Add a section of your own',
    project: 'Project 1',
    projectName: 'Project name',
    projectAbout: 'What it was about',
    link: 'Link',
    start: 'Start month',
    certificate: 'Certificate 1',
    certificateName: 'Certificate name',
    issuer: 'Issued by',
    received: 'Month received',
    languages: 'Languages',
    language: 'Language 1',
    level: 'Level of language 1',
    native: 'Native',
    own: 'Your own section 1',
    ownTitle: 'Section title',
    entry: 'Entry 1',
    entryTitle: 'Title',
    subtitle: 'Subtitle',
    required: 'This field is required.',
    year: 'Year',
    confirm: 'Confirm',
    summary: 'no experiences, no education entries, no skills, no links',
    more: ', 1 project, 1 volunteering entry, 1 certificate, 1 language, 1 interest, 1 section of your own',
    addVolunteering: 'Add volunteering',
    volunteering: 'Volunteering',
    volunteeringRole: 'Role',
    volunteeringOrganization: 'Organisation',
    volunteeringWhat: 'What you did',
    projects: 'Projects',
    certificates: 'Certificates',
    removeProject: 'Remove project 1',
    removeVolunteering: 'Remove volunteering 1',
    removeCertificate: 'Remove certificate 1',
    removeLanguage: 'Remove language 1',
    interests: 'Interests',
    interest: 'Interest',
    interestDetails: 'What exactly (optional)',
    addInterests: 'Add interests',
    removeInterest: 'Remove interest 1',
    removeOwn: 'Remove section 1',
    addEntry: 'Add entry',
    removeEntry: 'Remove entry 1',
  },
  fi: {
    continue: 'Jatka',
    cvName: 'CV:n nimi',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti',
    create: 'Luo CV',
    addProjects: 'Lisää projekteja',
    addCertificates: 'Lisää sertifikaatteja',
    addLanguages: 'Lisää kielitaito',
    addOwn: 'Lisää oma osio',
    project: 'Projekti 1',
    projectName: 'Projektin nimi',
    projectAbout: 'Mistä projektissa oli kyse',
    link: 'Linkki',
    start: 'Alkoi',
    certificate: 'Sertifikaatti 1',
    certificateName: 'Sertifikaatin nimi',
    issuer: 'Myöntäjä',
    received: 'Myönnetty',
    languages: 'Kielitaito',
    language: 'Kieli 1',
    level: 'Kielen 1 taso',
    native: 'Äidinkieli',
    own: 'Oma osio 1',
    ownTitle: 'Osion otsikko',
    entry: 'Kohta 1',
    entryTitle: 'Otsikko',
    subtitle: 'Alaotsikko',
    required: 'Tämä kenttä on pakollinen.',
    year: 'Vuosi',
    confirm: 'Valitse',
    summary: 'ei työkokemusta, ei koulutusta, ei taitoja, ei linkkejä',
    more: ', 1 projekti, 1 vapaaehtoistyö, 1 sertifikaatti, 1 kieli, 1 harrastus, 1 oma osio',
    addVolunteering: 'Lisää vapaaehtoistyötä',
    volunteering: 'Vapaaehtoistyö',
    volunteeringRole: 'Tehtävä',
    volunteeringOrganization: 'Järjestö',
    volunteeringWhat: 'Mitä teit',
    projects: 'Projektit',
    certificates: 'Sertifikaatit',
    removeProject: 'Poista projekti 1',
    removeVolunteering: 'Poista vapaaehtoistyö 1',
    removeCertificate: 'Poista sertifikaatti 1',
    removeLanguage: 'Poista kieli 1',
    interests: 'Harrastukset',
    interest: 'Harrastus',
    interestDetails: 'Tarkemmin (vapaaehtoinen)',
    addInterests: 'Lisää harrastuksia',
    removeInterest: 'Poista harrastus 1',
    removeOwn: 'Poista osio 1',
    addEntry: 'Lisää kohta',
    removeEntry: 'Poista kohta 1',
  },
} as const;
type Lng = keyof typeof WORDS;

async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Picks the third month of `year` in the month picker labelled `label` within `scope`. */
async function pickMonth(page: Page, lng: Lng, label: string, year: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(WORDS[lng].year).selectOption(year);
  await dialog.getByRole('group').getByRole('button').nth(2).click();
  await dialog.getByRole('button', { name: WORDS[lng].confirm }).click();
  await expect(dialog).toBeHidden();
}

/** Presses the button named `name` within `scope` from the keyboard, as its users do. */
async function pressKey(scope: Locator, name: string) {
  await scope.getByRole('button', { name, exact: true }).focus();
  await scope.page().keyboard.press('Enter');
}

async function shot(page: Page, testInfo: TestInfo, lng: Lng, name: string) {
  await settledScreenshot(page, testInfo, `wizard-more-${name}-${lng}`);
}

/** Signs in in `lng` and walks the first nine steps with the least input, up to "More sections". */
async function toMoreSections(page: Page, baseURL: string, lng: Lng) {
  const w = WORDS[lng];
  const account = await signInNewAccount(page, baseURL, `more${lng}`);
  await page.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lng);
  await page.goto('/cv-wizard');
  await page.getByLabel(w.cvName).fill(`Sections ${lng}`);
  await continueTo(page, 'template', { lng });
  await continueTo(page, 'basic-info', { lng });
  await page.getByLabel(w.firstName).fill('Aino');
  await page.getByLabel(w.lastName).fill('Virtanen');
  await page.getByRole('textbox', { name: w.email }).fill('aino@example.com');
  await walkTo(page, 'links', { lng });
  await continueTo(page, 'more-sections', { lng, by: 'skip' });
  return account;
}

/** The CV made from the wizard, as the API gives it. */
async function savedCv(page: Page, username: string) {
  await expect(page).toHaveURL(/\/cv-wizard\/completed\/[0-9a-f-]{36}$/);
  const answer = await page.request.get(`/api/cv/${username}/`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  // The desktop pass (the preview beside the form) in English: the words change line lengths only.
  test(
    `adds a project, volunteering, a certificate, a language, an interest and a section of one's own (${lng})`,
    alsoOnDesktopIn(lng),
    async ({ page, baseURL }, testInfo) => {
      const account = await toMoreSections(page, baseURL!, lng);
      // Nothing is added for the user: four buttons, no fields.
      await expect(page.locator('form input:not([type=hidden])')).toHaveCount(0);
      await shot(page, testInfo, lng, 'empty');

      await press(page, w.addProjects);
      const project = page.getByRole('region', { name: w.project });
      await project.getByLabel(w.projectName).fill('Harbour game');
      await project.getByLabel(w.projectAbout).fill('A browser game about a busy harbour.');
      await project.getByLabel(w.link).fill('example.com/harbour');
      await project.getByLabel(w.link).blur();
      await expect(project.getByLabel(w.link)).toHaveValue('https://example.com/harbour');
      await pickMonth(page, lng, w.start, '2022');

      // A certificate with an issuer but no name: Continue marks the name, in the user's words.
      await press(page, w.addCertificates);
      const certificate = page.getByRole('region', { name: w.certificate });
      await certificate.getByLabel(w.issuer).fill('Amazon Web Services');
      await press(page, w.continue);
      const name = certificate.getByLabel(w.certificateName);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(w.required);
      await expect(name).toBeFocused();
      await shot(page, testInfo, lng, 'error');
      await name.fill('Cloud Practitioner');
      await pickMonth(page, lng, w.received, '2023');

      await press(page, w.addLanguages);
      const languages = page.getByRole('region', { name: w.languages });
      await languages.getByRole('textbox', { name: w.language }).fill('Suomi');
      await languages.getByRole('combobox', { name: w.level }).click();
      await page.getByRole('option', { name: w.native }).click();
      await expect(languages.getByRole('combobox', { name: w.level })).toHaveText(w.native);

      await press(page, w.addInterests);
      const interests = page.getByRole('region', { name: w.interests, exact: true });
      await interests.getByLabel(w.interest, { exact: true }).fill('Orienteering');
      await interests.getByLabel(w.interestDetails).fill('Jukola relay');

      await press(page, w.addVolunteering);
      const volunteering = page.getByRole('region', { name: w.volunteering, exact: true });
      await volunteering.getByLabel(w.volunteeringRole).fill('Board member');
      await volunteering.getByLabel(w.volunteeringOrganization).fill('Helsinki Food Bank');
      await volunteering.getByLabel(w.volunteeringWhat).fill('Ran the Saturday distribution.');

      await press(page, w.addOwn);
      const own = page.getByRole('region', { name: w.own });
      await own.getByLabel(w.ownTitle).fill('Awards');
      // The title is said once, in its field: the heading keeps naming the block.
      await expect(own.getByRole('heading', { level: 2 })).toHaveText(w.own);
      await expect(page.getByRole('heading', { name: 'Awards' })).toHaveCount(0);
      const entry = own.getByRole('region', { name: w.entry });
      await entry.getByLabel(w.entryTitle, { exact: true }).fill('Red Cross');
      await entry.getByLabel(w.subtitle).fill('First aid volunteer');
      // Every "Add" button is gone but the own section's, which can add up to five.
      await expect(page.getByRole('button', { name: w.addProjects })).toHaveCount(0);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, testInfo, lng, 'filled');

      // The draft is kept on the device: a reload finds every block again.
      await page.reload();
      await expect(page.getByRole('region', { name: w.own }).getByLabel(w.ownTitle)).toHaveValue(
        'Awards',
      );

      await continueTo(page, 'finalize', { lng });
      await expect(
        page.getByText(`Aino Virtanen · ${w.summary}${w.more}`, { exact: true }),
      ).toBeVisible();
      await shot(page, testInfo, lng, 'finalize');
      await press(page, w.create);

      const cv = await savedCv(page, account.username);
      expect(cv.projects).toMatchObject([
        {
          name: 'Harbour game',
          description: 'A browser game about a busy harbour.',
          url: 'https://example.com/harbour',
          start_date: expect.stringMatching(/^2022-03/),
          end_date: null,
        },
      ]);
      expect(cv.certificates).toMatchObject([
        {
          name: 'Cloud Practitioner',
          issuer: 'Amazon Web Services',
          date: expect.stringMatching(/^2023-03/),
        },
      ]);
      expect(cv.language_skills).toMatchObject([{ language: 'Suomi', level: 'native' }]);
      expect(cv.interests).toMatchObject([{ name: 'Orienteering', details: 'Jukola relay' }]);
      expect(cv.volunteering).toMatchObject([
        {
          role: 'Board member',
          organization: 'Helsinki Food Bank',
          description: 'Ran the Saturday distribution.',
          start_date: null,
          end_date: null,
        },
      ]);
      expect(cv.custom_sections).toMatchObject([
        {
          title: 'Awards',
          entries: [{ title: 'Red Cross', subtitle: 'First aid volunteer', description: '' }],
        },
      ]);
    },
  );

  // One walk to the step for both: what is removed is not sent either.
  test(`removing a block's last row closes it back to its button; Skip then makes the CV the ten steps make (${lng})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = await toMoreSections(page, baseURL!, lng);
    const lists = [
      { add: w.addProjects, block: w.projects, remove: w.removeProject },
      { add: w.addVolunteering, block: w.volunteering, remove: w.removeVolunteering },
      { add: w.addCertificates, block: w.certificates, remove: w.removeCertificate },
      { add: w.addLanguages, block: w.languages, remove: w.removeLanguage },
      { add: w.addInterests, block: w.interests, remove: w.removeInterest },
    ];
    for (const { add, block, remove } of lists) {
      await press(page, add);
      const region = page.getByRole('region', { name: block, exact: true });
      await expect(region).toBeVisible();
      await pressKey(region, remove);
      // At once, not when the user leaves the step: the block is gone and its button is back.
      await expect(region).toHaveCount(0);
      await expect(page.getByRole('button', { name: add, exact: true })).toBeFocused();
    }

    // An own section's last entry: the section and its title stay, its entries are an "Add" again.
    await press(page, w.addOwn);
    const own = page.getByRole('region', { name: w.own });
    await own.getByLabel(w.ownTitle).fill('Volunteering');
    await pressKey(own, w.removeEntry);
    await expect(own.getByRole('region', { name: w.entry })).toHaveCount(0);
    await expect(own.getByRole('button', { name: w.addEntry, exact: true })).toBeFocused();
    await expect(own.getByLabel(w.ownTitle)).toHaveValue('Volunteering');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, testInfo, lng, 'own-emptied');

    // The whole section: its button, the one that adds a section of one's own, has the focus.
    await pressKey(own, w.removeOwn);
    await expect(own).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.addOwn, exact: true })).toBeFocused();

    // A block opened and left empty is not sent.
    await press(page, w.addProjects);
    await expect(page.getByRole('region', { name: w.projects, exact: true })).toBeVisible();
    await continueTo(page, 'finalize', { lng, by: 'skip' });
    await expect(page.getByText(`Aino Virtanen · ${w.summary}`, { exact: true })).toBeVisible();
    await shot(page, testInfo, lng, 'skipped');
    await press(page, w.create);
    const cv = await savedCv(page, account.username);
    expect(cv).toMatchObject({
      first_name: 'Aino',
      last_name: 'Virtanen',
      projects: [],
      certificates: [],
      language_skills: [],
      custom_sections: [],
      section_order: [],
      hidden_sections: [],
    });
  });
}
