/**
 * A cover letter on a phone (issue 51): an application made online, then offline the letter is
 * started, its language chosen, a greeting and a closing picked from the language's conventions,
 * the body typed and two of the ad's words the CV backs taken from the guide; the app is closed and
 * opened again offline and the letter is there; online it reaches the server, and its PDF and Word
 * files come.
 */
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AD, CV, ownerApi } from './fixtures/applications';
import { signInNewOwner } from './fixtures/cvs';
import {
  LANGUAGES,
  allowSlowTests,
  screenshot,
  seriousViolations,
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
    saved: 'Saved on the server',
    start: 'Write a cover letter',
    open: 'Open the cover letter',
    language: 'English',
    greeting: 'Greeting',
    body: 'Letter',
    closing: 'Closing',
    pickGreeting: 'Dear Hiring Manager,',
    pickClosing: 'Kind regards,',
    typed: 'I would like to join your platform team. At Beta I ran',
    take: /^Add to letter:/,
    letterWaiting: 'The letter’s latest changes are kept on this phone',
    letterSaved: 'The letter is saved on the server.',
    length: 'Length of the letter',
    offline: 'The letter’s PDF and Word files are made online',
    pdf: 'Letter as PDF',
    word: 'Letter as Word',
  },
  fi: {
    add: 'Lisää hakemus',
    company: 'Yritys',
    role: 'Tehtävä',
    jobAd: 'Työpaikkailmoitus',
    create: 'Lisää hakemus',
    saved: 'Tallennettu palvelimelle',
    start: 'Kirjoita saatekirje',
    open: 'Avaa saatekirje',
    language: 'Suomi',
    greeting: 'Tervehdys',
    body: 'Kirje',
    closing: 'Lopputervehdys',
    pickGreeting: 'Hyvä vastaanottaja,',
    pickClosing: 'Ystävällisin terveisin',
    typed: 'Haluaisin liittyä alustatiimiinne. Betalla ylläpidin',
    take: /^Lisää kirjeeseen:/,
    letterWaiting: 'Kirjeen viimeisimmät muutokset ovat tallessa tässä puhelimessa',
    letterSaved: 'Kirje on tallennettu palvelimelle.',
    length: 'Kirjeen pituus',
    offline: 'Kirjeen PDF- ja Word-tiedostot tehdään verkossa',
    pdf: 'Kirje PDF:nä',
    word: 'Kirje Word-tiedostona',
  },
} as const;

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(`${lng}: a cover letter written offline with the guide's words, kept, sent, and downloaded`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account } = await signInNewOwner(page, baseURL!, `letter${lng}`, CV);
    await page.goto(`/applications?lng=${lng}`);
    await workerInControl(page);
    await page.getByRole('button', { name: w.add }).click();
    await page.getByRole('textbox', { name: w.jobAd }).fill(AD);
    await page.getByRole('textbox', { name: w.company }).fill('Cloudy Oy');
    await page.getByRole('textbox', { name: w.role }).fill('Platform engineer');
    await page.getByRole('button', { name: w.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cloudy Oy' })).toBeVisible();
    await slowExpect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();

    // Offline: the letter started, its language, greeting and closing picked, its body typed.
    await context.setOffline(true);
    await page.getByRole('button', { name: w.start }).click();
    const letter = page.getByRole('region', { name: lng === 'en' ? 'Cover letter' : 'Saatekirje' });
    await letter.getByRole('button', { name: w.language, exact: true }).click();
    await expect(letter.getByRole('button', { name: w.language, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await letter.getByRole('button', { name: w.pickGreeting }).click();
    await expect(letter.getByRole('textbox', { name: w.greeting, exact: true })).toHaveValue(
      w.pickGreeting,
    );
    const body = letter.getByRole('textbox', { name: w.body, exact: true });
    await body.fill(w.typed);
    await expect(letter.getByText(w.letterWaiting)).toBeVisible();

    // Two of the ad's words the CV backs, each shown with its line, taken at the end of the body.
    const takes = letter.getByRole('button', { name: w.take });
    await expect(takes).toHaveCount(2);
    await expect(
      letter.getByText(/Ran Kubernetes clusters and PostgreSQL databases/).first(),
    ).toBeVisible();
    await takes.nth(0).click();
    await takes.nth(1).click();
    await expect(body).toHaveValue(`${w.typed} PostgreSQL Kubernetes`);
    await letter.getByRole('button', { name: w.pickClosing }).click();
    await expect(letter.getByRole('textbox', { name: w.closing, exact: true })).toHaveValue(
      w.pickClosing,
    );
    await expect(letter.getByRole('progressbar', { name: w.length })).toBeVisible();
    await expect(letter.getByText(w.offline)).toBeVisible();
    await expect(letter.getByRole('button', { name: w.pdf })).toBeDisabled();
    await screenshot(page, testInfo, `cover-letter-offline-${lng}`);

    // The app closed and opened again, still offline: the letter is there, waiting.
    const url = page.url();
    await page.close();
    const again = await context.newPage();
    await again.goto(url);
    await again.getByRole('button', { name: w.open }).click();
    const reopened = again.getByRole('region', {
      name: lng === 'en' ? 'Cover letter' : 'Saatekirje',
    });
    await expect(reopened.getByRole('textbox', { name: w.greeting, exact: true })).toHaveValue(
      w.pickGreeting,
    );
    await expect(reopened.getByRole('textbox', { name: w.body, exact: true })).toHaveValue(
      `${w.typed} PostgreSQL Kubernetes`,
    );
    await expect(reopened.getByRole('textbox', { name: w.closing, exact: true })).toHaveValue(
      w.pickClosing,
    );
    await expect(reopened.getByText(w.letterWaiting)).toBeVisible();

    // Online: the letter reaches the server.
    await context.setOffline(false);
    await slowExpect(reopened.getByText(w.letterSaved)).toBeVisible();
    const [application] = await ownerApi(again, account, 'applications/');
    const expected = {
      language: lng,
      greeting: w.pickGreeting,
      body: `${w.typed} PostgreSQL Kubernetes`,
      closing: w.pickClosing,
    };
    expect(application.letter).toEqual(expected);
    expect(
      await ownerApi(again, account, `applications/${application.uuid}/letter/`),
    ).toMatchObject(expected);

    // Its PDF and Word file, online.
    const pdf = again.waitForEvent('download');
    await reopened.getByRole('button', { name: w.pdf }).click();
    expect((await readFile(await (await pdf).path())).subarray(0, 4).toString()).toBe('%PDF');
    const word = again.waitForEvent('download');
    await reopened.getByRole('button', { name: w.word }).click();
    expect((await readFile(await (await word).path())).subarray(0, 2).toString()).toBe('PK');
    await screenshot(again, testInfo, `cover-letter-online-${lng}`);
    expect(await seriousViolations(again)).toEqual([]);
  });
}
