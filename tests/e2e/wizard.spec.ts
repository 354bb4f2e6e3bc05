import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInNewAccount } from './fixtures/accounts';
import {
  offlineAfterVisiting,
  pickMonth,
  screenshot,
  settledScreenshot,
  storedRows,
} from './support';
import { isPhone, openNav, toasts } from './support-auth';
import { continueTo, expectStep } from './support-wizard';

async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#3d5a80"/><circle cx="800" cy="520" r="260" fill="#f2d0b8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

/** Walks every step of the wizard with real input, up to the finalize screen. */
async function fillWizard(
  page: Page,
  testInfo: Parameters<typeof screenshot>[1],
  withPhoto: boolean,
) {
  await page.goto('/cv-wizard');
  await expectStep(page, '');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('CV name').fill('Frontend developer');
  await continueTo(page, 'template');
  await page.getByRole('radio', { name: 'Modern' }).click();
  await expect(page.getByRole('radio', { name: 'Modern' })).toHaveAttribute('aria-checked', 'true');
  // A design of one's own from the start: the same choices as the CV page's sheet.
  const design = page.getByRole('region', { name: 'Design' });
  await design.getByRole('radio', { name: 'Serif (Source Serif 4)' }).check();
  await design.getByRole('radio', { name: 'Large' }).check();
  await screenshot(page, testInfo, 'wizard-template');
  await continueTo(page, 'basic-info');

  // Required fields are checked before moving on.
  await page.getByRole('button', { name: 'Continue' }).click();
  // The toast says it, and the field itself is marked with the same words.
  await expect(toasts(page).getByText('First name is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
    'First name is required.',
  );
  await page.getByLabel('First name').fill('Aino');
  await page.getByLabel('Last name').fill('Virtanen');
  await page.getByRole('textbox', { name: 'Email' }).fill('aino@example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await page.getByRole('textbox', { name: 'Email' }).fill('aino@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+358 40 123 4567');
  await page.getByLabel('Current job title').fill('Frontend Developer');
  await screenshot(page, testInfo, 'wizard-basic-info');
  await continueTo(page, 'upload-image');

  if (withPhoto) {
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
    await page.getByRole('button', { name: 'Use photo' }).click();
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await screenshot(page, testInfo, 'wizard-photo');
  }
  await continueTo(page, 'bio');
  // A fresh draft's bio heading is in the language it was started in.
  await expect(page.getByLabel('Section title')).toHaveValue('About Me');
  await page.getByLabel('About me').fill('I build fast, accessible web apps.');
  await expect(page.getByText('34/250')).toBeVisible();
  await continueTo(page, 'work-experience');

  await page.getByLabel('Role').fill('Developer');
  await page.getByLabel('Company').fill('Nordic Apps');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    toasts(page).getByText('Please choose a start month for every experience.'),
  ).toBeVisible();
  await pickMonth(page, 'Start month', '2021', 'March');
  await screenshot(page, testInfo, 'wizard-experience');
  await continueTo(page, 'education');

  await page.getByLabel('School or university').fill('Aalto University');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(toasts(page).getByText('Start date is required for entry 1')).toBeVisible();
  await pickMonth(page, 'Start month', '2015', 'September');
  await continueTo(page, 'skills');
  // The education step's toast leaves with the step (its own 6 s are not up yet).
  await expect(toasts(page).getByText('Start date is required for entry 1')).toHaveCount(0, {
    timeout: 2000,
  });

  await page.getByRole('textbox', { name: 'Skill 1' }).fill('TypeScript');
  await continueTo(page, 'links');
  await page.getByLabel('Address of link 1').fill('https://www.linkedin.com/in/aino');
  await continueTo(page, 'more-sections');
  await continueTo(page, 'finalize', { by: 'skip' });
}

test.describe('the CV wizard', () => {
  // Whole walks through eleven steps with a photo: 50 s alone on two cores, over the default 60 s
  // when the suite's other worker is busy too (two failed a CI run that way).
  test.describe.configure({ timeout: 150_000 });
  test.use({ serviceWorkers: 'allow' });
  test(
    'builds a CV with a photo, step by step, and lands it on the dashboard',
    // At desktop size start-finish.spec.ts walks the steps, with the preview beside the form.
    async ({ page, baseURL }, testInfo) => {
      const account = await signInNewAccount(page, baseURL!, 'wiz');
      await fillWizard(page, testInfo, true);

      // A reload in the middle keeps every word.
      await page.reload();
      await expect(page.getByLabel('CV name')).toHaveValue('Frontend developer');
      await screenshot(page, testInfo, 'wizard-finalize');

      await page.getByRole('button', { name: 'Create my CV' }).click();
      // The new CV ends on 'CV ready': its link to copy or share, and the CV itself.
      await expect(page).toHaveURL(/\/cv-wizard\/completed\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { name: 'CV ready' })).toBeVisible();
      await expect(page.getByLabel('Link to your CV')).toHaveValue(
        new RegExp(`/${account.username}$`),
      );
      await screenshot(page, testInfo, 'wizard-completed');

      await page.getByRole('link', { name: 'Go to dashboard' }).click();
      const list = page.getByRole('list', { name: 'Your CVs' });
      await expect(list.getByRole('button', { name: /^Frontend developer/ })).toBeVisible();
      await screenshot(page, testInfo, 'dashboard');

      // The free plan: a second CV opens the coming-soon modal.
      await page.getByRole('button', { name: 'Create a CV' }).click();
      await expect(page.getByRole('dialog', { name: 'More CVs are coming soon' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();

      const photo = await page.request.get(`/api/cv/${account.username}/`);
      const made = (await photo.json()).data;
      expect(made.photo).toMatch(/\.webp$/);
      // The design chosen on the template step, on the page format of the browser's region.
      expect(made.design).toEqual({ typeface: 'serif', size: 'l', page: 'letter' });
    },
  );

  test('works with no network from start to end: the CV kept on the device offline, one CV once online', async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = await signInNewAccount(page, baseURL!, 'off');
    // The service worker takes control on the first visit and precaches the app.
    await offlineAfterVisiting(page, '/dashboard');
    await page.reload();
    await expect(
      page.getByText(
        'You are offline. What you save is kept on this device and sent when you are back online.',
      ),
    ).toBeVisible();
    await fillWizard(page, testInfo, false);
    await page.reload();
    await expect(page.getByLabel('CV name')).toHaveValue('Frontend developer');
    await page.getByRole('button', { name: 'Create my CV' }).click();
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'wizard-offline');
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page.getByText('Waiting to be sent')).toBeVisible();

    // It opens and is edited from the device before the server has it.
    await page
      .getByRole('list', { name: 'Waiting to be sent' })
      .getByRole('button', { name: /Frontend developer/ })
      .click();
    await expect(page.getByText('This CV is on this device only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page
      .getByRole('article')
      .getByRole('textbox', { name: 'About me', exact: true })
      .fill('Edited before it was sent.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/Waiting on this device/)).toBeVisible();
    await screenshot(page, testInfo, 'made-offline-edited');

    await page.context().setOffline(false);
    // Once the server has it, the page is the CV's own, at its address.
    await expect(page).toHaveURL(/\/cv\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Saved on the server')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    const uuid = new URL(page.url()).pathname.split('/').pop();
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Your CVs' }).getByRole('listitem')).toHaveCount(1);

    const list = await page.request.get('/api/cv/get_cv_list/', {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect((await list.json()).data).toHaveLength(1);
    const made = await page.request.get(`/api/cv/get_cv/${uuid}/`, {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect((await made.json()).data).toMatchObject({
      title: 'Frontend developer',
      bio_description: 'Edited before it was sent.',
    });
  });
});

/** The CV store's waiting changes on this device: what each is, and how its tries went. */
async function waitingChanges(page: Page) {
  type Change = { op: string; attempts: number; lastFailure: string | null; refusal: unknown };
  return (await storedRows<Change>(page, 'changes')).map(
    ({ op, attempts, lastFailure, refusal }) => ({ op, attempts, lastFailure, refusal }),
  );
}

test.describe('the CV wizard when the server fails', () => {
  // The server's own answer to a crash (errors.internal_error), in the language the call asks for.
  const DETAIL = {
    en: 'Something went wrong on our side. Please try again.',
    fi: 'Jotain meni vikaan meidän päässämme. Yritä uudelleen.',
  };

  test('a 500 while online says "Failed to create your CV", keeps the CV and sends it once, later', async ({
    page,
    baseURL,
  }, testInfo) => {
    // The wizard, then the app's own retry schedule (4 s, 8 s, 16 s …) until the server is back.
    test.setTimeout(120_000);
    const account = await signInNewAccount(page, baseURL!, 'srv');
    let failing = true;
    let failed = 0;
    const created: number[] = [];
    await page.route('**/api/cv/create_cv/', async (route) => {
      if (failing) {
        failed++;
        const lng = route.request().headers()['accept-language']?.startsWith('fi') ? 'fi' : 'en';
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ detail: DETAIL[lng], error_code: 'internal_error' }),
        });
      }
      const response = await route.fetch();
      created.push(response.status());
      return route.fulfill({ response });
    });

    await fillWizard(page, testInfo, false);
    await page.getByRole('button', { name: 'Create my CV' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Failed to create your CV')).toBeVisible();
    await expect(alert).toContainText(DETAIL.en);
    await expect(alert).toContainText(
      'your CV is kept on this device and will be sent again automatically',
    );
    // The device is online: nothing on the page may say otherwise.
    await expect(page.getByText(/offline/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again now' })).toBeVisible();
    expect(failed).toBeGreaterThanOrEqual(1);
    // Still waiting on the device (not refused), and why is recorded for the dashboard.
    expect(await waitingChanges(page)).toEqual([
      expect.objectContaining({ op: 'create', lastFailure: 'server', refusal: null }),
    ]);
    await settledScreenshot(page, testInfo, 'wizard-server-error-en');

    // In Finnish; "Try again now" asks again and the server (still failing) answers in Finnish.
    const nav = await openNav(page, testInfo);
    await nav.getByRole('button', { name: 'Suomi' }).click();
    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Sulje valikko' }).click();
    const before = failed;
    await page.getByRole('button', { name: 'Yritä nyt uudelleen' }).click();
    await expect(alert.getByText('CV:n luominen epäonnistui')).toBeVisible();
    await expect(alert).toContainText(DETAIL.fi);
    await expect(alert).toContainText('CV:si on tallessa tässä laitteessa');
    await expect(page.getByText(/offline/i)).toHaveCount(0);
    expect(failed).toBeGreaterThan(before);
    await settledScreenshot(page, testInfo, 'wizard-server-error-fi');

    // The dashboard shows it waiting, and why.
    await page.getByRole('link', { name: 'Siirry hallintapaneeliin' }).click();
    const pending = page.getByRole('list', { name: 'Odottaa lähetystä' });
    await expect(pending.getByText('Frontend developer')).toBeVisible();
    await expect(pending.getByText(/Palvelin ei ole vielä ottanut sitä vastaan/)).toBeVisible();
    await expect(page.getByText(/verkossa|offline/i)).toHaveCount(0);
    await settledScreenshot(page, testInfo, 'dashboard-server-error-fi');
    expect(await waitingChanges(page)).toEqual([
      expect.objectContaining({ op: 'create', lastFailure: 'server', refusal: null }),
    ]);

    // The server recovers: the app sends it again by itself, and it is created exactly once.
    failing = false;
    await expect(page.getByText('CV:si ”Frontend developer” on nyt verkossa.')).toBeVisible({
      timeout: 45_000,
    });
    // One CV card (each card also holds its copy and share buttons).
    await expect(page.getByRole('list', { name: 'CV:si' }).getByRole('listitem')).toHaveCount(1);
    await expect(pending).toHaveCount(0);
    expect(created).toEqual([201]);
    expect(await waitingChanges(page)).toEqual([]);
    const list = await page.request.get('/api/cv/get_cv_list/', {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect((await list.json()).data).toHaveLength(1);
  });

  test('a gateway page without words gets ours; a success without the CV\'s id says so; "Try again now" creates it and opens it', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInNewAccount(page, baseURL!, 'gw');
    let answer: 'gateway' | 'no id' | 'real' = 'gateway';
    await page.route('**/api/cv/create_cv/', async (route) => {
      if (answer === 'gateway')
        return route.fulfill({
          status: 502,
          contentType: 'text/html',
          body: '<h1>Bad gateway</h1>',
        });
      if (answer === 'no id')
        return route.fulfill({ status: 201, contentType: 'application/json', body: '{"data":{}}' });
      return route.fulfill({ response: await route.fetch() });
    });
    await fillWizard(page, testInfo, false);
    await page.getByRole('button', { name: 'Create my CV' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Failed to create your CV')).toBeVisible();
    await expect(alert).toContainText('The server could not save your CV just now.');
    await expect(alert).not.toContainText('Bad gateway');

    // A success the app cannot read never leads to /cv/undefined: the CV waits, and the screen says why.
    answer = 'no id';
    await page.getByRole('button', { name: 'Try again now' }).click();
    await expect(alert).toContainText('CV ID is undefined');
    await expect(page).toHaveURL(/\/cv-wizard\/finalize$/);

    answer = 'real';
    await page.getByRole('button', { name: 'Try again now' }).click();
    // The screen followed the CV: created, it ends on 'CV ready' as after a first-time success.
    await expect(page).toHaveURL(/\/cv-wizard\/completed\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Your CV has been created!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CV ready' })).toBeVisible();
  });
});
