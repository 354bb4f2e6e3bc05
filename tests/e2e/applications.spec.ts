/**
 * Applications on a phone (issue 50): a job ad shared to the app (English) or pasted (Finnish)
 * starts an application; two of the ad's suggestions are taken into its version of the CV; its
 * status and follow-up are set and the reminder added, all offline; the app is closed and opened
 * again offline while another device changes the CV; back online everything reaches the server
 * once, the CV's own change flows into the version, and the version's PDF and Word files come.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AD, BACKEND, CV, ownerApi } from './fixtures/applications';
import { editCv, readCv, signInNewOwner } from './fixtures/cvs';
import {
  LANGUAGES,
  allowSlowTests,
  screenshot,
  seriousViolations,
  drawnForAxe,
  slowExpect,
  workerInControl,
} from './support';

test.use({ serviceWorkers: 'allow' });
allowSlowTests(150_000);

const WORDS = {
  en: {
    add: 'Add an application',
    company: 'Company',
    role: 'Role',
    jobAd: 'Job ad',
    create: 'Add application',
    shared: 'The job ad you shared is filled in below.',
    take: 'Take',
    status: 'Status',
    applied: 'Applied',
    followUp: 'Follow up on',
    reminder: 'Add reminder to calendar',
    waiting: /Waiting on this device/,
    saved: 'Saved on the server',
    jobTitle: 'Job title',
    pdf: 'Download PDF',
    word: 'Download Word',
    back: 'Applications',
    group: 'Applied (1)',
  },
  fi: {
    add: 'Lisää hakemus',
    company: 'Yritys',
    role: 'Tehtävä',
    jobAd: 'Työpaikkailmoitus',
    create: 'Lisää hakemus',
    shared: 'Jakamasi työpaikkailmoitus on täytetty alle.',
    take: 'Ota käyttöön',
    status: 'Tila',
    applied: 'Haettu',
    followUp: 'Muistutuspäivä',
    reminder: 'Lisää muistutus kalenteriin',
    waiting: /Odottaa tällä laitteella/,
    saved: 'Tallennettu palvelimelle',
    jobTitle: 'Ammattinimike',
    pdf: 'Lataa PDF',
    word: 'Lataa Word',
    back: 'Hakemukset',
    group: 'Haettu (1)',
  },
} as const;

/** What another app hands the installed one: the platform posts it to the share target. */
async function shareText(page: Page, text: string) {
  await page.evaluate(async (shared) => {
    const form = new FormData();
    form.append('text', shared);
    await fetch('/share', { method: 'POST', body: form });
  }, text);
}

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(`${lng}: an ad shared or pasted, two suggestions taken, status and reminder set offline, then online`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, `app${lng}`, CV);
    const cvBefore = await readCv(page, account, id);
    await page.goto(`/applications?lng=${lng}`);
    await workerInControl(page);

    if (lng === 'en') {
      await shareText(page, AD);
      await page.goto(`/applications?shared=ad&lng=${lng}`);
      await expect(page.getByText(w.shared)).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.jobAd })).toHaveValue(AD);
    } else {
      await page.getByRole('button', { name: w.add }).click();
      await page.getByRole('textbox', { name: w.jobAd }).fill(AD);
    }
    await page.getByRole('textbox', { name: w.company }).fill('Cloudy, Oy');
    await page.getByRole('textbox', { name: w.role }).fill('Platform engineer');
    await page.getByRole('button', { name: w.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cloudy, Oy' })).toBeVisible();

    // Two suggestions, each naming the CV line that backs it, taken into the version.
    const takes = page.getByRole('button', { name: new RegExp(`^${w.take}:`) });
    await slowExpect(takes.first()).toBeVisible();
    const offered = await takes.count();
    expect(offered).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/Kubernetes clusters and PostgreSQL/).first()).toBeVisible();
    await takes.first().click();
    await expect(takes).toHaveCount(offered - 1);
    await takes.first().click();
    await expect(takes).toHaveCount(offered - 2);
    await slowExpect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
    await screenshot(page, testInfo, `application-suggestions-${lng}`);

    // Offline: the status, the follow-up and its reminder, all on the phone.
    await context.setOffline(true);
    await page.getByRole('combobox', { name: w.status }).click();
    await page.getByRole('option', { name: w.applied }).click();
    await page.getByLabel(w.followUp).fill('2026-12-15');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.reminder }).click();
    const ics = await readFile(await (await download).path(), 'utf8');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261215');
    expect(ics).toContain('Cloudy\\, Oy');
    await expect(page.getByRole('status').filter({ hasText: w.waiting })).toBeVisible();

    // Meanwhile another device changes the CV's job title.
    await editCv(baseURL!, account, id, { current_job_title: 'Senior developer' });

    // The app closed and opened again, still offline: everything is there.
    const url = page.url();
    await page.close();
    const again = await context.newPage();
    await again.goto(url);
    await expect(again.getByRole('combobox', { name: w.status })).toHaveText(w.applied);
    await expect(again.getByLabel(w.followUp)).toHaveValue('2026-12-15');
    await expect(again.getByRole('status').filter({ hasText: w.waiting })).toBeVisible();
    await screenshot(again, testInfo, `application-offline-${lng}`);

    // Online: sent once; the CV's own change flows into the version; the CV itself unchanged.
    await context.setOffline(false);
    await slowExpect(again.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
    await expect(again.getByRole('textbox', { name: w.jobTitle })).toHaveValue('Senior developer');
    const [application] = await ownerApi(again, account, 'applications/');
    expect(application).toMatchObject({
      company: 'Cloudy, Oy',
      role: 'Platform engineer',
      job_ad: AD,
      status: 'applied',
      follow_up_on: '2026-12-15',
    });
    const version = await ownerApi(again, account, `applications/${application.uuid}/cv/`);
    expect(version.current_job_title).toBe('Senior developer');
    const moved = version.experiences[0].uuid === BACKEND;
    const said = version.bio_description !== CV.bio_description;
    expect(moved || said).toBe(true);
    if (said)
      expect(version.bio_description).toMatch(
        /^Developer who builds web apps\. (Kubernetes|PostgreSQL)/,
      );
    const cvAfter = await readCv(again, account, id);
    expect({ ...cvAfter, version: 0, updated_at: '', current_job_title: '' }).toEqual({
      ...cvBefore,
      version: 0,
      updated_at: '',
      current_job_title: '',
      translation_status: cvAfter.translation_status,
    });

    // The version's PDF and Word file, online.
    const pdf = again.waitForEvent('download');
    await again.getByRole('button', { name: w.pdf }).click();
    expect((await readFile(await (await pdf).path())).subarray(0, 4).toString()).toBe('%PDF');
    const word = again.waitForEvent('download');
    await again.getByRole('button', { name: w.word }).click();
    expect((await readFile(await (await word).path())).subarray(0, 2).toString()).toBe('PK');
    await screenshot(again, testInfo, `application-online-${lng}`);

    // The list, by status; no serious accessibility problems on either screen.
    expect(await seriousViolations(again)).toEqual([]);
    await again.getByRole('link', { name: w.back }).click();
    await expect(again.getByRole('heading', { name: w.group })).toBeVisible();
    await drawnForAxe(again);
    expect(await seriousViolations(again)).toEqual([]);
    await screenshot(again, testInfo, `applications-list-${lng}`);
  });
}
