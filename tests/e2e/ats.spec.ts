/**
 * The ATS check at phone size, in both languages: the owner sees their CV as a hiring system
 * reads it, compares a job ad, fixes what the check found in the editor and watches the score
 * rise; anyone reads any PDF on /ats-check, in the browser, with its PDF code loaded only when a
 * file is chosen (a PDF another tool made, one of only pictures, a file that is not a PDF).
 */
import { expect, test, type Page } from '@playwright/test';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { editCv, signInNewOwner, squarePhoto } from './fixtures/cvs';
import { alsoOnDesktopIn, LANGUAGES, screenshot, seriousViolations, slowExpect } from './support';
import { cvPageAction } from './support-cv-page';

const WORDS = {
  en: {
    open: 'Check as a hiring system reads it',
    title: 'What a hiring system reads',
    noPhone: 'No phone number found',
    jobAd: 'Job ad',
    compare: 'Compare',
    found: /^In your CV/,
    missing: /^Not in your CV/,
    text: 'The text as read',
    back: 'Back to the CV',
    edit: 'Edit',
    phone: 'Phone',
    save: 'Save',
    saved: 'CV saved successfully!',
    publicTitle: 'Free ATS check for any CV',
    choose: 'Choose a PDF',
    another: 'Check another PDF',
    noText: 'There is no text to read',
    notPdf: 'This file is not a PDF. Please choose a PDF file.',
    experience: 'Experience',
    education: 'Education',
  },
  fi: {
    open: 'ATS-tarkistus',
    title: 'Mitä rekrytointijärjestelmä lukee',
    noPhone: 'Puhelinnumeroa ei löytynyt',
    jobAd: 'Työpaikkailmoitus',
    compare: 'Vertaa',
    found: /^CV:ssäsi/,
    missing: /^Puuttuu CV:stäsi/,
    text: 'Teksti sellaisena kuin se luetaan',
    back: 'Takaisin CV:hen',
    edit: 'Muokkaa',
    phone: 'Puhelin',
    save: 'Tallenna',
    saved: 'CV tallennettu!',
    publicTitle: 'Ilmainen ATS-tarkistus mille tahansa CV:lle',
    choose: 'Valitse PDF',
    another: 'Tarkista toinen PDF',
    noText: 'Luettavaa tekstiä ei ole',
    notPdf: 'Tiedosto ei ole PDF. Valitse PDF-tiedosto.',
    experience: 'Työkokemus',
    education: 'Koulutus',
  },
} as const;

const AD = {
  en: 'Frontend Developer wanted. You write React and TypeScript every day; Kubernetes is a plus.',
  fi: 'Haemme Frontend-kehittäjää, joka kirjoittaa Reactia ja TypeScriptiä päivittäin. Kubernetes on plussaa.',
};

/** The score the page shows, from "Score: 85 / 100". */
async function scoreOf(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: /\d+ \/ 100/ });
  await slowExpect(heading).toBeVisible();
  return Number(/(\d+) \/ 100/.exec((await heading.textContent()) ?? '')?.[1]);
}

for (const lng of LANGUAGES) {
  const w = WORDS[lng];

  test(
    `${lng}: the owner reads the check, compares a job ad, fixes the phone number and the score rises`,
    alsoOnDesktopIn(lng),
    async ({ page, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const { account, id } = await signInNewOwner(page, baseURL!, 'ats', {
        language: lng,
        theme: 'templateA',
        phone: '',
      });
      await page.goto(`/cv/${id}?lng=${lng}`);
      await (await cvPageAction(page, w.open, { role: 'link', lng })).click();
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const before = await scoreOf(page);
      await expect(page.getByText(w.noPhone)).toBeVisible();
      await expect(page.getByRole('region', { name: w.text })).toContainText('Aino Virtanen');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, testInfo, `ats-owner-${lng}`);

      await page.getByRole('textbox', { name: w.jobAd }).fill(AD[lng]);
      await page.getByRole('button', { name: w.compare }).click();
      const found = page.getByRole('list', { name: w.found });
      await slowExpect(found).toContainText('React');
      await expect(page.getByRole('list', { name: w.missing })).toContainText('Kubernetes');
      // The ad's words found in the CV are marked in its text.
      await expect(
        page.getByRole('region', { name: w.text }).locator('mark').first(),
      ).toBeVisible();
      await screenshot(page, testInfo, `ats-job-ad-${lng}`);

      if (lng === 'en') {
        // A version in the other language is read as its own PDF: its headings, its texts.
        await editCv(baseURL!, account, id, {
          translations: { fi: { current_job_title: 'Frontend-kehittäjä' } },
        });
        await page.reload();
        await page.getByRole('button', { name: 'Finnish' }).click();
        await expect(page.getByRole('region', { name: w.text })).toContainText(
          'Frontend-kehittäjä',
          {
            timeout: 30_000,
          },
        );
        await expect(page.getByRole('region', { name: w.text })).toContainText(/työkokemus/i);
        await page.getByRole('button', { name: 'English (main)' }).click();
        await expect(page.getByRole('region', { name: w.text })).toContainText('EXPERIENCE');
      }

      await page.getByRole('link', { name: w.back }).click();
      await expect(page).toHaveURL(new RegExp(`/cv/${id}$`));
      await page.getByRole('button', { name: w.edit }).click();
      await page.getByRole('textbox', { name: w.phone }).fill('+358 40 123 4567');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await (await cvPageAction(page, w.open, { role: 'link', lng })).click();
      // The check's own screen first: on the editor left behind, the finding is not shown either.
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByText(w.noPhone)).toBeHidden({ timeout: 30_000 });
      expect(await scoreOf(page)).toBeGreaterThan(before);
    },
  );

  test(
    `${lng}: /ats-check reads any PDF in the browser, and its PDF code loads only once a file is chosen`,
    alsoOnDesktopIn(lng),
    async ({ page }, testInfo) => {
      const pdfCode: string[] = [];
      page.on('request', (request) => {
        if (/check-in-browser|pdf\.worker/.test(request.url())) pdfCode.push(request.url());
      });
      await page.goto(`/ats-check?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: w.publicTitle })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(pdfCode).toEqual([]);

      // Pressed on the page as the server drew it: the press waits for the app, then opens the chooser.
      await choose(page, w.choose, {
        name: 'other-tool.pdf',
        mimeType: 'application/pdf',
        buffer: await otherToolsPdf(),
      });
      const first = await scoreOf(page);
      expect(first).toBeGreaterThan(0);
      expect(pdfCode.length).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: w.text })).toContainText(
        'maria.lindqvist@example.com',
      );
      await expect(page.getByRole('listitem').filter({ hasText: w.experience })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: w.education })).toBeVisible();
      await screenshot(page, testInfo, `ats-public-${lng}`);

      await choose(page, w.another, {
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: await picturePdf(),
      });
      await expect(page.getByText(w.noText)).toBeVisible();
      expect(await scoreOf(page)).toBe(0);
      await screenshot(page, testInfo, `ats-public-no-text-${lng}`);

      await choose(page, w.another, {
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.getByText(w.notPdf)).toBeVisible();
    },
  );
}

/** Picks a file as a person does: the button, then the browser's file chooser. */
async function choose(page: Page, button: string, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** A CV as another program writes its PDF: one column, standard fonts, no tags, no language. */
async function otherToolsPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const lines: Array<[string, boolean, number]> = [
    ['Maria Lindqvist', true, 20],
    ['maria.lindqvist@example.com  +46 70 123 45 67', false, 10],
    ['Experience', true, 13],
    ['Backend Developer, Fjord Systems   Jan 2019 - Present', false, 10],
    ['Built payment services in Go and PostgreSQL.', false, 10],
    ['Education', true, 13],
    ['MSc Computer Science, KTH   2014 - 2019', false, 10],
    ['Skills', true, 13],
    ['Go, PostgreSQL, Kubernetes, React', false, 10],
  ];
  let y = 790;
  for (const [text, strong, size] of lines) {
    page.drawText(text, { x: 50, y, size, font: strong ? bold : regular });
    y -= size + 14;
  }
  return Buffer.from(await document.save());
}

/** A scanned CV: one picture on the page and no text at all. */
async function picturePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const picture = await document.embedJpg(await squarePhoto('#777777'));
  page.drawImage(picture, { x: 50, y: 200, width: 495, height: 495 });
  return Buffer.from(await document.save());
}
