/**
 * "Import from LinkedIn" at phone size: LinkedIn's data export (its ZIP) chosen on the wizard's
 * first step, what was found reviewed (a section left out, three of five skills picked, what will
 * not be placed listed), the wizard walked with the draft
 * filled in, and the CV published: offline (kept on the device, sent once back online) in English,
 * online in Finnish. The ZIP is read on the device: nothing is uploaded.
 */
import { expect, test, type Page } from '@playwright/test';
import { ENGLISH_EXPORT, linkedInCsv, zipOf } from '../../src/domain/linkedin/export-for-tests';
import { signInNewAccount } from './fixtures/accounts';
import { screenshot, seriousViolations, slowExpect, workerInControl } from './support';
import { continueTo, walkTo } from './support-wizard';

const WORDS = {
  en: {
    name: 'CV name',
    choose: 'Import from LinkedIn',
    review: 'Found in your LinkedIn data',
    projects: '1 project',
    skillsPick: /^A CV holds 3 skills: choose which/,
    notPicked: 'Skills beyond the three a CV holds: Prototyping, Design systems',
    apply: 'Fill in the CV',
    done: /Filled in from your LinkedIn data/,
    create: 'Create my CV',
    firstName: 'First name',
    role: 'Role',
  },
  fi: {
    name: 'CV:n nimi',
    choose: 'Tuo LinkedInistä',
    review: 'LinkedIn-tiedoistasi löytyi',
    projects: '1 projekti',
    skillsPick: /^CV:hen mahtuu 3 taitoa: valitse mitkä/,
    notPicked: 'Taidot, jotka eivät mahdu CV:n kolmen taidon joukkoon: Prototyping, Design systems',
    apply: 'Täytä CV',
    done: /Täytetty LinkedIn-tiedoistasi/,
    create: 'Luo CV',
    firstName: 'Etunimi',
    role: 'Tehtävä',
  },
} as const;

const EXPORT = zipOf({
  ...Object.fromEntries(
    Object.entries(ENGLISH_EXPORT).map(([name, text]) => [
      `Basic_LinkedInDataExport/${name}`,
      text,
    ]),
  ),
  'Basic_LinkedInDataExport/Skills.csv': linkedInCsv([
    ['Name'],
    ['Figma'],
    ['User research'],
    ['Prototyping'],
    ['Design systems'],
    ['Accessibility'],
  ]),
});

/** Chooses the export on the name step and keeps what the test picks. */
async function importExport(page: Page, lng: 'en' | 'fi') {
  const w = WORDS[lng];
  await page.getByLabel(w.name).fill('LinkedIn CV');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: w.choose }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Basic_LinkedInDataExport_11-27-2026.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(EXPORT),
  });
  const dialog = page.getByRole('dialog', { name: w.review });
  await expect(dialog).toBeVisible();
  // Five skills, three places: the first three are chosen; one is swapped for another.
  const skills = dialog.getByRole('group', { name: w.skillsPick });
  await expect(skills.getByRole('checkbox', { name: 'Accessibility' })).toBeDisabled();
  await skills.getByRole('checkbox', { name: 'Prototyping' }).uncheck();
  await skills.getByRole('checkbox', { name: 'Accessibility' }).check();
  // The project is left out of this CV.
  await dialog.getByRole('checkbox', { name: w.projects }).uncheck();
  // What will not be placed is listed before anything is applied: the skills not picked among it.
  await expect(dialog.getByRole('listitem').filter({ hasText: w.notPicked })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  return dialog;
}

/** Walks the filled steps to the last one, checking what LinkedIn's export put in them. */
async function walkToFinalize(page: Page, lng: 'en' | 'fi') {
  const w = WORDS[lng];
  await continueTo(page, 'template', { lng });
  await continueTo(page, 'basic-info', { lng });
  await expect(page.getByRole('textbox', { name: w.firstName })).toHaveValue('Anna');
  await walkTo(page, 'work-experience', { lng });
  await expect(page.getByRole('textbox', { name: w.role }).first()).toHaveValue('Lead designer');
  await walkTo(page, 'finalize', { lng });
  await expect(page.getByRole('button', { name: w.create })).toBeVisible();
}

test.describe('importing from LinkedIn in the wizard', () => {
  test.describe.configure({ timeout: 150_000 });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });
    test('en: a ZIP read with no network, the CV kept on the device and published once online', async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const account = await signInNewAccount(page, baseURL!, 'lin');
      await page.goto('/dashboard?lng=en');
      await workerInControl(page);
      await context.setOffline(true);
      await page.goto('/cv-wizard?lng=en');
      const dialog = await importExport(page, 'en');
      await screenshot(page, testInfo, 'linkedin-review-en');
      await dialog.getByRole('button', { name: WORDS.en.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: WORDS.en.done })).toBeVisible();
      await screenshot(page, testInfo, 'linkedin-done-en');
      await walkToFinalize(page, 'en');
      await page.getByRole('button', { name: WORDS.en.create }).click();
      await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Go to dashboard' }).click();
      await expect(page.getByText('Waiting to be sent')).toBeVisible();
      await context.setOffline(false);
      await slowExpect(page.getByText('Your CV “LinkedIn CV” is online.')).toBeVisible();
      const answer = await page.request.get(`/api/cv/${account.username}/`);
      const cv = (await answer.json()).data;
      expect(cv.first_name).toBe('Anna');
      expect(cv.email).toBe('anna@example.com');
      expect(cv.experiences.map((job: { role: string }) => job.role)).toEqual([
        'Lead designer',
        'Designer',
      ]);
      expect(cv.skills.map((skill: { skill_name: string }) => skill.skill_name)).toEqual([
        'Figma',
        'User research',
        'Accessibility',
      ]);
      expect(cv.projects).toEqual([]);
      expect(cv.certificates.map((c: { name: string }) => c.name)).toEqual([
        'Certified Scrum Master',
      ]);
    });
  });

  test('fi: a ZIP read online, the CV published at once', async ({ page, baseURL }, testInfo) => {
    const account = await signInNewAccount(page, baseURL!, 'linfi');
    await page.goto('/cv-wizard?lng=fi');
    const dialog = await importExport(page, 'fi');
    await screenshot(page, testInfo, 'linkedin-review-fi');
    await dialog.getByRole('button', { name: WORDS.fi.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: WORDS.fi.done })).toBeVisible();
    await walkToFinalize(page, 'fi');
    await page.getByRole('button', { name: WORDS.fi.create }).click();
    await expect(page).toHaveURL(/\/cv-wizard\/completed\/[0-9a-f-]{36}$/);
    const answer = await page.request.get(`/api/cv/${account.username}/`);
    expect((await answer.json()).data.current_job_title).toBe('Product designer');
  });
});
