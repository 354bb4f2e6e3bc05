/**
 * "Start from a CV file" at phone size, with no network: a PDF (English) and a Word file (Finnish)
 * made by other tools than ours, chosen on the wizard's first step, read on the device, reviewed
 * (what was found, each part with its count; what could not be placed listed), the wizard walked
 * with the draft filled in, and the CV created on the device and published once back online.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { SHARE_ACTION, SHARED_FILE_CACHE, SHARED_FILE_FIELD } from '@/config/share-target';
import { formsDrawingForms } from '@/domain/cv-file/hostile-pdf-for-tests';
import { signInNewAccount } from './fixtures/accounts';
import { screenshot, seriousViolations, slowExpect, workerInControl } from './support';
import { continueTo, walkTo } from './support-wizard';

const CORPUS = fileURLToPath(new URL('../fixtures/cv-files/tuning/', import.meta.url));

const CASES = {
  en: {
    file: 't3-en.pdf',
    mimeType: 'application/pdf',
    name: 'CV name',
    choose: 'Start from a CV file',
    review: 'Found in t3-en.pdf',
    experiences: '4 experiences',
    editExperiences: 'Edit: 4 experiences',
    removeLast: 'Remove experience 4',
    left: '3 experiences',
    editedRole: 'Head of Marketing',
    leftOut: 'Under “INTERESTS”: References available on request.',
    apply: 'Fill in the CV',
    done: /Filled in from t3-en\.pdf/,
    create: 'Create my CV',
    firstName: 'First name',
    role: 'Role',
    expected: {
      first: 'Rebecca',
      secondRole: 'Senior Marketing Executive',
      title: 'Marketing Manager',
    },
  },
  fi: {
    file: 't2-fi.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: 'CV:n nimi',
    choose: 'Aloita CV-tiedostosta',
    review: 'Tiedostosta t2-fi.docx löytyi',
    experiences: '3 työkokemusta',
    editExperiences: 'Muokkaa: 3 työkokemusta',
    removeLast: 'Poista työkokemus 3',
    left: '2 työkokemusta',
    editedRole: 'Osastonhoitaja',
    leftOut: /Paikkakuntasi ”Tampere”/,
    apply: 'Täytä CV',
    done: /Täytetty tiedostosta t2-fi\.docx/,
    create: 'Luo CV',
    firstName: 'Etunimi',
    role: 'Tehtävä',
    expected: {
      role: 'Sairaanhoitaja, yhteispäivystys',
      first: 'Sanna',
      secondRole: 'Sairaanhoitaja, sisätautien vuodeosasto',
      title: 'Sairaanhoitaja (AMK)',
    },
  },
} as const;

/** Picks a file with the step's "Start from a CV file" button (`choose`, in the page's language). */
async function chooseFile(
  page: Page,
  choose: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: choose }).click();
  await (await chooser).setFiles(file);
}

/** One of the corpus's tuning files, as a file picked on the phone. */
const corpusFile = (c: { file: string; mimeType: string }) => ({
  name: c.file,
  mimeType: c.mimeType,
  buffer: readFileSync(join(CORPUS, c.file)),
});

async function importFile(page: Page, lng: 'en' | 'fi') {
  const c = CASES[lng];
  await page.getByLabel(c.name).fill('CV from a file');
  await chooseFile(page, c.choose, corpusFile(c));
  const dialog = page.getByRole('dialog', { name: c.review });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: c.experiences })).toBeChecked();
  await expect(dialog.getByRole('listitem').filter({ hasText: c.leftOut })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  return dialog;
}

test.describe('starting from a CV file in the wizard', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use({ serviceWorkers: 'allow' });

  for (const lng of ['en', 'fi'] as const) {
    test(`${lng}: ${CASES[lng].file} read with no network, the CV published once online`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const c = CASES[lng];
      const account = await signInNewAccount(page, baseURL!, `file${lng}`);
      await page.goto(`/dashboard?lng=${lng}`);
      await workerInControl(page);
      await context.setOffline(true);
      await page.goto(`/cv-wizard?lng=${lng}`);
      const dialog = await importFile(page, lng);
      await screenshot(page, testInfo, `cv-file-review-${lng}`);
      // Each entry edited before it goes in, with the steps' own fields; one removed is left out.
      await dialog.getByRole('button', { name: c.editExperiences }).click();
      await dialog.getByRole('textbox', { name: c.role }).first().fill(c.editedRole);
      await dialog.getByRole('button', { name: c.removeLast }).click();
      await expect(dialog.getByRole('checkbox', { name: c.left })).toBeChecked();
      await screenshot(page, testInfo, `cv-file-review-edit-${lng}`);
      await dialog.getByRole('button', { name: c.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: c.done })).toBeVisible();
      await continueTo(page, 'template', { lng });
      await continueTo(page, 'basic-info', { lng });
      await expect(page.getByRole('textbox', { name: c.firstName })).toHaveValue(c.expected.first);
      await walkTo(page, 'work-experience', { lng });
      await expect(page.getByRole('textbox', { name: c.role })).toHaveCount(Number(c.left[0]));
      await expect(page.getByRole('textbox', { name: c.role }).first()).toHaveValue(c.editedRole);
      await expect(page.getByRole('textbox', { name: c.role }).nth(1)).toHaveValue(
        c.expected.secondRole,
      );
      await walkTo(page, 'finalize', { lng });
      await page.getByRole('button', { name: c.create }).click();
      await context.setOffline(false);
      await slowExpect
        .poll(async () => {
          const answer = await page.request.get(`/api/cv/${account.username}/`);
          return answer.ok() ? (await answer.json()).data.current_job_title : null;
        })
        .toBe(c.expected.title);
    });
  }

  test('a Finnish file over an English CV becomes its Finnish version, the English texts kept', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const account = await signInNewAccount(page, baseURL!, 'fileversion');
    await page.goto('/dashboard?lng=en');
    await workerInControl(page);
    await context.setOffline(true);
    await page.goto('/cv-wizard?lng=en');
    const english = await importFile(page, 'en');
    await english.getByRole('button', { name: CASES.en.apply }).click();
    await expect(english).toBeHidden();

    const fi = CASES.fi;
    await chooseFile(page, CASES.en.choose, corpusFile(fi));
    const dialog = page.getByRole('dialog', { name: `Found in ${fi.file}` });
    const ways = dialog.getByRole('radiogroup', { name: 'This file is in Finnish' });
    await expect(
      ways.getByRole('radio', { name: /Finnish becomes this CV's language/ }),
    ).toBeChecked();
    await ways.getByRole('radio', { name: /The CV's Finnish version/ }).check();
    await screenshot(page, testInfo, 'cv-file-version-en');
    // Nothing of the English CV is replaced, so nothing warns of it.
    await expect(dialog.getByRole('note')).toHaveCount(0);
    await dialog.getByRole('button', { name: CASES.en.apply }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /The CV's Finnish version is filled in/ }),
    ).toBeVisible();

    await continueTo(page, 'template');
    await walkTo(page, 'work-experience');
    await expect(page.getByRole('textbox', { name: 'Role' }).first()).toHaveValue(
      'Marketing Manager',
    );
    await walkTo(page, 'finalize');
    await page.getByRole('button', { name: CASES.en.create }).click();
    await context.setOffline(false);
    const roleIn = async (version: string) => {
      const answer = await page.request.get(`/api/cv/${account.username}/${version}`);
      return answer.ok() ? (await answer.json()).data.experiences[0]?.role : null;
    };
    await slowExpect.poll(() => roleIn('?lang=fi')).toBe(fi.expected.role);
    expect(await roleIn('')).toBe('Marketing Manager');
  });

  test('a PDF that draws its text a hundred million times is stopped, and the page answers meanwhile', async ({
    page,
    baseURL,
  }) => {
    await signInNewAccount(page, baseURL!, 'fileloop');
    await page.goto('/cv-wizard?lng=en');
    await chooseFile(page, CASES.en.choose, {
      name: 'loop.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(formsDrawingForms(9)),
    });
    // The reading runs in pdf.js's worker: the page takes typing while it goes on.
    await page.getByLabel(CASES.en.name).fill('Typed while reading');
    // Stopped by its runs' limit, or on a busy machine by the reading's 20 s (cv-file-reading.ts).
    await slowExpect(
      page.getByRole('alert').filter({ hasText: /took too long to read/ }),
    ).toBeVisible();
    await expect(page.getByLabel(CASES.en.name)).toHaveValue('Typed while reading');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a PDF shared to the installed app, with no network, opens in the review', async ({
    page,
    context,
    baseURL,
  }) => {
    const c = CASES.en;
    await signInNewAccount(page, baseURL!, 'fileshare');
    await page.goto('/dashboard?lng=en');
    await workerInControl(page);
    await context.setOffline(true);
    // The form the platform posts when a file is shared to the app (the manifest's share_target).
    await page.evaluate(
      ([action, field]) => {
        const form = Object.assign(document.createElement('form'), {
          action,
          method: 'post',
          enctype: 'multipart/form-data',
        });
        const input = Object.assign(document.createElement('input'), { type: 'file', name: field });
        form.append(input);
        document.body.append(form);
      },
      [SHARE_ACTION, SHARED_FILE_FIELD],
    );
    await page.locator(`form[action="${SHARE_ACTION}"] input`).setInputFiles(corpusFile(c));
    await page.evaluate(() => document.querySelector('form')!.submit());
    const dialog = page.getByRole('dialog', { name: c.review });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/cv-wizard$/);
    await expect(dialog.getByRole('checkbox', { name: c.experiences })).toBeChecked();
    // Read once: the shared file does not stay on the device.
    const kept = await page.evaluate(
      async (cache) => (await (await caches.open(cache)).keys()).length,
      SHARED_FILE_CACHE,
    );
    expect(kept).toBe(0);
  });
});
