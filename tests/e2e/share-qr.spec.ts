/**
 * Sharing in person and by channel, on a phone: the share panel's QR code scans (ZXing) to the
 * CV's address with ?via=qr, its PNG and SVG downloads scan to the same; each network's link
 * carries its channel while the field shows the canonical address; and the owner's switch that
 * ends the PDF with the code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type BrowserContext, type Page } from '@playwright/test';
import { readQrCodes } from '../qr-reader';
import { signInWithStorage, type TestAccount } from './fixtures/accounts';
import { prepareShareDialog, readClipboard } from './fixtures/share-dialog';
import { createOwner } from './fixtures/cvs';
import { allowSlowTests, screenshot, seriousViolations, slowExpect as expect } from './support';
import { cvPageAction } from './support-cv-page';

declare global {
  interface Window {
    /** What the test's stand-in for the phone's share sheet was given. */
    sharedToSheet?: ShareData[];
  }
}

allowSlowTests(300_000);

const WORDS = {
  en: {
    share: 'Share',
    dialog: 'Share your CV',
    field: 'Link to your CV',
    copy: 'Copy link',
    instagram: 'Copy for Instagram',
    qr: 'QR code of the link to your CV:',
    png: 'Download PNG',
    svg: 'Download SVG',
    settings: 'Address, visibility and PDF',
    pdfQr: "Add a QR code of my CV's link to the PDF's last page",
    pdfQrHelp: /opens it online with their phone/,
    pdfQrPrivate: /Only a public CV has a link to show/,
    public: 'Public',
    save: 'Save',
    saved: 'Settings saved.',
  },
  fi: {
    share: 'Jaa',
    dialog: 'Jaa CV:si',
    field: 'Linkki CV:hesi',
    copy: 'Kopioi linkki',
    instagram: 'Kopioi Instagramiin',
    qr: 'QR-koodi CV:si linkistä:',
    png: 'Lataa PNG',
    svg: 'Lataa SVG',
    settings: 'Osoite, näkyvyys ja PDF',
    pdfQr: 'Lisää PDF:n viimeiselle sivulle QR-koodi CV:ni linkistä',
    pdfQrHelp: /avata sen puhelimellaan verkossa/,
    pdfQrPrivate: /Vain julkisella CV:llä on linkki/,
    public: 'Julkinen',
    save: 'Tallenna',
    saved: 'Asetukset tallennettu.',
  },
} as const;

const dir = mkdtempSync(path.join(os.tmpdir(), 'share-qr-'));

/** A PNG's width in pixels, from its header (IHDR). */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

/** An SVG drawn by the browser at 400 px, as a camera would see it on a screen. */
async function svgAsPng(context: BrowserContext, svg: string): Promise<Buffer> {
  const viewer = await context.newPage();
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await viewer.setContent(`<img src="${src}" width="400" height="400" alt="">`);
  const png = await viewer.locator('img').screenshot();
  await viewer.close();
  return png;
}

async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

async function api(baseURL: string, account: TestAccount, url: string, init: RequestInit = {}) {
  const res = await fetch(`${baseURL}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${account.access}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** The last page of a PDF at 150 dpi, as poppler draws it. */
function lastPageOf(pdf: Buffer, name: string): Uint8Array {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1];
  const out = path.join(dir, `${name}-last`);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '150',
    '-f',
    pages!,
    '-l',
    pages!,
    '-singlefile',
    file,
    out,
  ]);
  return new Uint8Array(readFileSync(`${out}.png`));
}

for (const lng of ['en', 'fi'] as const) {
  const w = WORDS[lng];

  test(`share panel (${lng}): a QR code that scans, its files, and links that carry their channel`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account } = await createOwner(baseURL!, 'sqr', { title: 'Frontend developer' });
    const address = `${baseURL}/${account.username}`;
    await prepareShareDialog(page, context, account);
    await page.goto(`/dashboard?lng=${lng}`);
    await page.getByRole('button', { name: w.share, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });

    // The field shows the canonical address; what leaves through a button carries its channel.
    await expect(dialog.getByRole('textbox', { name: w.field })).toHaveValue(address);
    const sharedUrl = async (name: string, param: string) => {
      const href = await dialog.getByRole('link', { name, exact: true }).getAttribute('href');
      return new URL(href!).searchParams.get(param);
    };
    expect(await sharedUrl('LinkedIn', 'url')).toBe(`${address}?via=linkedin`);
    expect(await sharedUrl('Facebook', 'u')).toBe(`${address}?via=facebook`);
    expect(await sharedUrl('WhatsApp', 'text')).toBe(`Frontend developer ${address}?via=whatsapp`);

    // The code on screen: named for a screen reader, large enough, and it scans.
    const qr = dialog.getByRole('img', { name: `${w.qr} ${address}?via=qr` });
    await qr.scrollIntoViewIfNeeded();
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(220);
    const shown = await qr.screenshot({
      path: testInfo.outputPath(`phone-share-qr-code-${lng}.png`),
    });
    expect(await readQrCodes(shown)).toEqual([`${address}?via=qr`]);
    expect(await seriousViolations(page)).toEqual([]);
    // What the phone shows with the code and its buttons scrolled into the dialog's view.
    await dialog.getByRole('button', { name: w.svg }).scrollIntoViewIfNeeded();
    const view = testInfo.outputPath(`phone-share-qr-${lng}.png`);
    await page.screenshot({ path: view });
    await testInfo.attach(`share-qr-${lng}`, { path: view, contentType: 'image/png' });

    // The files are named as the PDF is, the PNG sharp enough for a poster; both scan.
    const png = await download(page, dialog.getByRole('button', { name: w.png }));
    expect(png.name).toBe('Aino-Virtanen-CV-QR.png');
    expect(pngWidth(png.bytes)).toBeGreaterThanOrEqual(1024);
    expect(await readQrCodes(png.bytes)).toEqual([`${address}?via=qr`]);
    const svg = await download(page, dialog.getByRole('button', { name: w.svg }));
    expect(svg.name).toBe('Aino-Virtanen-CV-QR.svg');
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg /);
    expect(await readQrCodes(await svgAsPng(context, svg.bytes.toString('utf8')))).toEqual([
      `${address}?via=qr`,
    ]);

    // Copied last: their notes would cover the code on a phone's screen.
    await dialog.getByRole('button', { name: w.copy }).click();
    await expect.poll(() => readClipboard(page)).toBe(`${address}?via=copy`);
    await dialog.getByRole('button', { name: w.instagram }).click();
    await expect.poll(() => readClipboard(page)).toBe(`${address}?via=instagram`);
  });

  test(`CV settings (${lng}): the owner ends the PDF with the QR code`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { account, id } = await createOwner(baseURL!, 'sqp', { title: 'Frontend developer' });
    await prepareShareDialog(page, context, account);
    await page.goto(`/cv/${id}?lng=${lng}`);
    await (await cvPageAction(page, w.settings, { lng })).click();
    const dialog = page.getByRole('dialog', { name: w.settings });
    const setting = dialog.getByRole('switch', { name: w.pdfQr });
    await expect(setting).not.toBeChecked();
    await expect(setting).toHaveAccessibleDescription(w.pdfQrHelp);
    // Private, the setting says why it would do nothing.
    await dialog.getByLabel(w.public, { exact: true }).uncheck();
    await expect(setting).toHaveAccessibleDescription(w.pdfQrPrivate);
    await dialog.getByLabel(w.public, { exact: true }).check();
    await setting.check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `settings-pdf-qr-${lng}`);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    const cv = (await (await api(baseURL!, account, `/api/cv/get_cv/${id}/`)).json()) as {
      data: { pdf_qr_code: boolean };
    };
    expect(cv.data.pdf_qr_code).toBe(true);
    const pdf = Buffer.from(
      await (await api(baseURL!, account, `/api/cv/get_cv/${id}/pdf/`)).arrayBuffer(),
    );
    expect(await readQrCodes(lastPageOf(pdf, `settings-${lng}`))).toEqual([
      `${baseURL}/${account.username}?via=qr`,
    ]);
  });
}

test("the phone's own share sheet gets the link with ?via=share", async ({ page, baseURL }) => {
  const { account } = await createOwner(baseURL!, 'sqs', { title: 'Frontend developer' });
  await signInWithStorage(page, account);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    window.sharedToSheet = shared;
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto('/dashboard?lng=en');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => window.sharedToSheet))
    .toEqual([{ title: 'Frontend developer', url: `${baseURL}/${account.username}?via=share` }]);
});
